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

function writeAll(passes: Record<string, string>): void {
  try {
    if (Object.keys(passes).length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(passes));
  } catch {
    // storage blocked (private mode): the pass shows until the page is closed
  }
}

export function storePass(missionCode: string, passCode: string): void {
  writeAll({ ...readAll(), [missionCode]: passCode });
}

/** The mission's kept pass, which the server no longer knows for this guest. */
export function forgetPass(missionCode: string): void {
  const { [missionCode]: _forgotten, ...rest } = readAll();
  writeAll(rest);
}

/** Every kept pass: the guest erased everything the product held about them. */
export function forgetPasses(): void {
  writeAll({});
}
