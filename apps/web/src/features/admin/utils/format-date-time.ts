/** Medium date and short time on a 24-hour clock, in the UI language. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
