import { describe, expect, it } from 'vitest';
import { captureConsentSchema, consentsToPublic, consentTexts, publicConsentTexts } from './capture';

describe('consent to a captured review', () => {
  it('makes a review public only under version 2 with the public box ticked', () => {
    const v2 = (answer: boolean) =>
      captureConsentSchema.parse({ accepted: true, version: 2, language: 'it', public: answer });
    expect(consentsToPublic(v2(true))).toBe(true);
    expect(consentsToPublic(v2(false))).toBe(false);
    // Version 1 never asked: an extra answer is dropped, and the review stays private.
    const v1 = captureConsentSchema.parse({ accepted: true, version: 1, language: 'en', public: true });
    expect(v1).toEqual({ accepted: true, version: 1, language: 'en' });
    expect(consentsToPublic(v1)).toBe(false);
  });

  it('requires the first box and, under version 2, an answer to the second', () => {
    const paths = (value: unknown) =>
      captureConsentSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ accepted: false, version: 2, language: 'it', public: true })).toEqual(['accepted']);
    expect(paths({ accepted: true, version: 2, language: 'it' })).toEqual(['public']);
    expect(paths({ accepted: true, version: 3, language: 'it', public: true })).toEqual(['version']);
  });

  it('names the venue in both boxes, in both languages', () => {
    for (const texts of [consentTexts, publicConsentTexts]) {
      expect(texts.it).toContain('{venue}');
      expect(texts.en).toContain('{venue}');
    }
    expect(publicConsentTexts.en).toMatch(/^Show my video review publicly: /);
    expect(publicConsentTexts.it).toMatch(/^Mostra pubblicamente la mia videorecensione: /);
  });
});
