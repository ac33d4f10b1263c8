import { webPaths } from '@venues/contracts/web-paths';
const segment = encodeURIComponent;

/** The capture page's own URLs: it is a separate entry and loads none of the dashboard's config/paths.ts. */
export const capturePaths = {
  withdraw: webPaths.captureWithdraw(),
  api: {
    code: (code: string) => `/api/capture/${segment(code)}`,
    eligibility: (code: string) => `/api/capture/${segment(code)}/eligibility`,
    reviews: (code: string) => `/api/capture/${segment(code)}/reviews`,
    progress: (id: string) => `/api/capture/reviews/${segment(id)}`,
    withdraw: (query: URLSearchParams) => `/api/capture/withdraw?${query.toString()}`,
  },
} as const;

export type CaptureRoute = { name: 'capture'; code: string } | { name: 'withdraw' } | { name: 'not-found' };

export function routeOf(pathname: string): CaptureRoute {
  if (pathname.replace(/\/$/, '') === capturePaths.withdraw) return { name: 'withdraw' };
  const match = /^\/r\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? { name: 'capture', code: decodeURIComponent(match[1]) } : { name: 'not-found' };
}
