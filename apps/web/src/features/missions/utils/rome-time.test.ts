import { describe, expect, it } from 'vitest';
import { isoToRomeWall, romeWallToIso } from './rome-time';

describe('Rome wall time', () => {
  it('sends a summer evening with the +02:00 offset', () => {
    expect(romeWallToIso('2026-06-01T18:30')).toBe('2026-06-01T18:30:00+02:00');
  });

  it('sends a winter evening with the +01:00 offset', () => {
    expect(romeWallToIso('2026-12-24T20:00')).toBe('2026-12-24T20:00:00+01:00');
  });

  it('takes the offset of each side of the autumn change', () => {
    expect(romeWallToIso('2026-10-24T12:00')).toBe('2026-10-24T12:00:00+02:00');
    expect(romeWallToIso('2026-10-25T12:00')).toBe('2026-10-25T12:00:00+01:00');
  });

  it('is empty for anything that is not a wall time', () => {
    expect(romeWallToIso('')).toBe('');
    expect(romeWallToIso('2026-06-01')).toBe('');
  });

  it('shows a moment as the wall time in Rome, whatever the offset it came with', () => {
    expect(isoToRomeWall('2026-06-01T16:30:00.000Z')).toBe('2026-06-01T18:30');
    expect(isoToRomeWall('2026-12-31T23:30:00.000Z')).toBe('2027-01-01T00:30');
  });

  it('round-trips a wall time', () => {
    expect(isoToRomeWall(romeWallToIso('2026-03-29T09:15'))).toBe('2026-03-29T09:15');
  });
});
