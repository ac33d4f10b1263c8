import { describe, expect, it } from 'vitest';
import { isReportEmpty, percentChange, REPORT_TILE_ORDER, reportQuerySchema } from './report';

describe('the report contract', () => {
  it('accepts the four periods, 30 by default, and names the field otherwise', () => {
    expect(reportQuerySchema.parse({})).toEqual({ period: 30 });
    for (const period of ['7', '30', '90', '365'])
      expect(reportQuerySchema.parse({ period }).period).toBe(Number(period));
    const refused = reportQuerySchema.safeParse({ period: '14' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['period'], message: 'oneOf:7,30,90,365' });
  });

  it('signs the change from the previous period, and has none from zero or without a figure', () => {
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(10, 10)).toBe(0);
    expect(percentChange(3.67, 3)).toBe(22);
    expect(percentChange(4, 0)).toBeNull();
    expect(percentChange(null, 3)).toBeNull();
    expect(percentChange(3, null)).toBeNull();
  });

  it('orders the eight tiles, and calls a period with no review, visit or scan empty', () => {
    expect(REPORT_TILE_ORDER).toEqual([
      'reviews',
      'average_rating',
      'estimated_value',
      'visits',
      'new_customers',
      'returning_customers',
      'scans',
      'scan_conversion',
    ]);
    const zero = { current: 0, previous: 4 };
    const tiles = { reviews: zero, visits: zero, scans: zero };
    expect(isReportEmpty({ tiles } as never)).toBe(true);
    expect(isReportEmpty({ tiles: { ...tiles, scans: { current: 1, previous: 0 } } } as never)).toBe(false);
  });
});
