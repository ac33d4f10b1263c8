export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: '2-digit', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );
}

/** Date and time, 24-hour clock whatever the language's habit. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
