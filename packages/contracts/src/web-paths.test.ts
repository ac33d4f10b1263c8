import { describe, expect, it } from 'vitest';
import { webPaths } from './web-paths';

describe('web paths', () => {
  it('writes the links that mails, QR codes and billing sessions carry', () => {
    expect(webPaths.reviews('9b2f')).toBe('/dashboard/reviews?review=9b2f');
    expect(webPaths.reviews()).toBe('/dashboard/reviews');
    expect(webPaths.reviews(undefined, { reply: 'without' })).toBe('/dashboard/reviews?reply=without');
    expect(webPaths.reviews('9b2f', { rating_max: 2, sort: 'lowest' })).toBe(
      '/dashboard/reviews?rating_max=2&sort=lowest&review=9b2f',
    );
    expect(webPaths.report(30)).toBe('/dashboard/report?period=30');
    expect(webPaths.report()).toBe('/dashboard/report');
    expect(webPaths.unsubscribe('abc.def', 'it')).toBe('/unsubscribe?token=abc.def&lng=it');
    expect(webPaths.billingSession('bps_local_x1')).toBe('/billing/session/bps_local_x1');
    expect(webPaths.capture('AB12CD')).toBe('/r/AB12CD');
    expect(webPaths.captureWithdraw('review=r&sig=s')).toBe('/r/withdraw?review=r&sig=s');
  });

  it('encodes what it is given', () => {
    expect(webPaths.claimRestaurant('caffè & co')).toBe('/onboarding/claim-restaurant?q=caff%C3%A8+%26+co');
    expect(webPaths.placeDetail('p1', undefined)).toBe('/onboarding/place-detail?id=p1');
    expect(webPaths.capture('a/b')).toBe('/r/a%2Fb');
  });
});
