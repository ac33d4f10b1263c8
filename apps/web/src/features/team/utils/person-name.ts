/** How the Team tab names a person: their name, else their address. */
export function personName(person: { displayName: string | null; email: string | null }): string {
  return person.displayName?.trim() || person.email || '—';
}
