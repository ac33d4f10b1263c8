/** Section 9: a plan's price is the amount followed by €, e.g. "29€" or "12.50€". */
export function formatEuro(cents: number, language: string): string {
  const amount = new Intl.NumberFormat(language, {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
  return `${amount}€`;
}
