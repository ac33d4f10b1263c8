import { webPaths } from '@venues/contracts/web-paths';
const segment = encodeURIComponent;

/** The guest entry's own URLs: it is a separate entry and loads none of the dashboard's config/paths.ts. */
export const capturePaths = {
  withdraw: webPaths.captureWithdraw(),
  /** The privacy notice, a page the server draws: a plain link, in the guest's language. */
  privacy: webPaths.privacy,
  api: {
    code: (code: string) => `/api/capture/${segment(code)}`,
    eligibility: (code: string) => `/api/capture/${segment(code)}/eligibility`,
    reviews: (code: string) => `/api/capture/${segment(code)}/reviews`,
    progress: (id: string) => `/api/capture/reviews/${segment(id)}`,
    withdraw: (query: URLSearchParams) => `/api/capture/withdraw?${query.toString()}`,
    publicConsent: (query: URLSearchParams) => `/api/capture/public-consent?${query.toString()}`,
    guestData: (query: URLSearchParams) => `/api/capture/guest-data?${query.toString()}`,
    mission: (code: string) => `/api/missions/${segment(code)}`,
    pass: (code: string) => `/api/missions/${segment(code)}/pass`,
  },
} as const;

/** The query parameter of a pass's link, which its QR code carries (webPaths.pass). */
export const PASS_PARAM = 'pass';

export type CaptureRoute =
  | { name: 'capture'; code: string }
  | { name: 'withdraw' }
  | { name: 'mission'; code: string }
  | { name: 'not-found' };

const CAPTURE_PATH = /^\/r\/([^/]+)\/?$/;
const MISSION_PATH = /^\/m\/([^/]+)\/?$/;

function decoded(match: RegExpExecArray | null): string | undefined {
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    // A broken escape (%E0%A4%A) is a code that does not exist, not a page that fails.
    return match[1];
  }
}

export function routeOf(pathname: string): CaptureRoute {
  if (pathname.replace(/\/$/, '') === capturePaths.withdraw) return { name: 'withdraw' };
  const capture = decoded(CAPTURE_PATH.exec(pathname));
  if (capture) return { name: 'capture', code: capture };
  const mission = decoded(MISSION_PATH.exec(pathname));
  return mission ? { name: 'mission', code: mission } : { name: 'not-found' };
}
