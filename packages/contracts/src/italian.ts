/*
 * Italian elides the article before a number said with a vowel: "l'8 marzo", "dell'11", "all'1",
 * "nell'80%", "dall'8.000". Dates and figures reach Italian texts through placeholders ("il {{date}}"), so the
 * article is written before the number is known; this mends the finished text.
 */

const ELIDED: Record<string, string> = {
  il: "l'",
  del: "dell'",
  dal: "dall'",
  al: "all'",
  nel: "nell'",
  sul: "sull'",
};

const ARTICLE_BEFORE_NUMBER = /(^|[^\p{L}'])(il|del|dal|al|nel|sul) (\d[\d.]*)/giu;

/** Whether the number, as Italian writes it ('8.000', '11', '1'), is said starting with a vowel. */
function saidWithVowel(number: string): boolean {
  const groups = number.replace(/\.$/, '').split('.');
  const first = groups[0] ?? '';
  // otto, ottanta, ottocento, ottomila…; undici, undicimila; uno (but "un milione", "mille" start with a consonant).
  return first.startsWith('8') || first === '11' || (first === '1' && groups.length === 1);
}

export function elideItalianArticles(text: string): string {
  return text.replace(ARTICLE_BEFORE_NUMBER, (match, before: string, article: string, number: string) => {
    if (!saidWithVowel(number)) return match;
    const elided = ELIDED[article.toLowerCase()] ?? article;
    const cased =
      article[0] === article[0]?.toUpperCase() ? elided[0]?.toUpperCase() + elided.slice(1) : elided;
    return `${before}${cased}${number}`;
  });
}
