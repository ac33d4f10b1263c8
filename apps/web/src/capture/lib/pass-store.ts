/*
 * The passes a guest took on this phone, by mission code: the page shows the pass again on their return,
 * without asking for anything. Only the codes are kept; the pass's state comes from the server.
 */
const KEY = 'venues.mission-passes';

function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export function storedPass(missionCode: string): string | undefined {
  return readAll()[missionCode];
}

export function storePass(missionCode: string, passCode: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...readAll(), [missionCode]: passCode }));
  } catch {
    // storage blocked (private mode): the pass shows until the page is closed
  }
}
