export function formatDeadline(deadline: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(language?.startsWith('it') ? 'it-IT' : 'en-GB', {
    dateStyle: 'medium',
  }).format(new Date(deadline));
}
