import { describe, expect, it } from 'vitest';
import { elideItalianArticles } from './italian';

describe('elideItalianArticles', () => {
  it('elides the article before a day said with a vowel', () => {
    expect(elideItalianArticles('Pubblicata il 8 mar, 10:41')).toBe("Pubblicata l'8 mar, 10:41");
    expect(elideItalianArticles('Richiesta del 11 ott')).toBe("Richiesta dell'11 ott");
    expect(elideItalianArticles('Settimana del 1 dic')).toBe("Settimana dell'1 dic");
    expect(elideItalianArticles('Il 8 marzo')).toBe("L'8 marzo");
    expect(elideItalianArticles('dal 1 al 8 giugno')).toBe("dall'1 all'8 giugno");
  });

  it('elides before eighty, eight hundred and eleven thousand', () => {
    expect(elideItalianArticles('nel 80% dei casi')).toBe("nell'80% dei casi");
    expect(elideItalianArticles('sul 8.000 totale')).toBe("sull'8.000 totale");
    expect(elideItalianArticles('il 11.500')).toBe("l'11.500");
  });

  it('leaves the article before a number said with a consonant', () => {
    for (const text of [
      'il 2 mar',
      'del 18 ott',
      'il 10 ott',
      'il 1.000',
      'il 110',
      'il 21 dic',
      'il 31 dic',
      'Gestita da Anna il 12 ott',
    ]) {
      expect(elideItalianArticles(text)).toBe(text);
    }
  });

  it('touches only whole words', () => {
    expect(elideItalianArticles('Brasil 8')).toBe('Brasil 8');
    expect(elideItalianArticles('fossil 1')).toBe('fossil 1');
    expect(elideItalianArticles("dell'8 mar")).toBe("dell'8 mar");
  });
});
