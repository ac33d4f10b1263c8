import { describe, expect, it } from 'vitest';
import { planLimit, type PlanId } from './plans';
import {
  actionsOf,
  can,
  homeOf,
  staffCan,
  venueActions,
  venueRoles,
  type VenueAction,
  type VenueRole,
} from './team-rules';

/** The rights table as the product states it, row by row: owner, manager, team member. */
const EXPECTED: Record<VenueAction, [boolean, boolean, boolean]> = {
  'summary.view': [true, true, false],
  'report.view': [true, true, false],
  'reviews.read': [true, true, true],
  'reviews.download': [true, true, false],
  'reviews.reply': [true, true, false],
  'reviews.report': [true, true, false],
  'missions.view': [true, true, false],
  'missions.manage': [true, true, false],
  'counter-links.manage': [true, true, false],
  'passes.redeem': [true, true, true],
  'qr.print': [true, true, true],
  'qr.manage': [true, true, false],
  'integrations.view': [true, true, false],
  'integrations.manage': [true, true, false],
  'venue.view': [true, true, true],
  'notifications.own': [true, true, true],
  'activity.view': [true, true, false],
  'billing.manage': [true, false, false],
  'team.manage': [true, false, false],
  'team.leave': [true, true, true],
};

describe('the rights table', () => {
  it.each(venueActions)('%s', (action) => {
    expect(venueRoles.map((role) => can(role, action))).toEqual(EXPECTED[action]);
  });

  it('gives nothing to someone without a role', () => {
    for (const action of venueActions) {
      expect(can(null, action)).toBe(false);
      expect(can(undefined, action)).toBe(false);
    }
  });

  it('gives owners everything, and every right of a lower role to a higher one', () => {
    const rank = (role: VenueRole) => venueRoles.indexOf(role);
    for (const action of venueActions) {
      expect(can('owner', action)).toBe(true);
      for (const role of venueRoles)
        if (can(role, action))
          for (const higher of venueRoles.filter((r) => rank(r) < rank(role)))
            expect(can(higher, action)).toBe(true);
    }
  });

  it('lists a role’s actions in the table’s order', () => {
    expect(actionsOf('team')).toEqual([
      'reviews.read',
      'passes.redeem',
      'qr.print',
      'venue.view',
      'notifications.own',
      'team.leave',
    ]);
    expect(actionsOf(null)).toEqual([]);
  });

  it('lets staff read, never act in the venue’s name', () => {
    for (const action of [
      'reviews.reply',
      'missions.manage',
      'passes.redeem',
      'billing.manage',
      'team.manage',
      'integrations.manage',
      'counter-links.manage',
    ] as const)
      expect(staffCan(action)).toBe(false);
    for (const action of ['summary.view', 'reviews.read', 'activity.view'] as const)
      expect(staffCan(action)).toBe(true);
  });

  it('opens a team member on the redeem screen, everyone else on the summary', () => {
    expect(venueRoles.map(homeOf)).toEqual(['summary', 'summary', 'redeem']);
  });
});

describe('seats per plan', () => {
  it('are 2 on free, 5 on starter, 20 on pro, and agreed with sales on enterprise', () => {
    expect(
      ([null, 'free', 'starter', 'pro', 'enterprise'] as (PlanId | null)[]).map((plan) =>
        planLimit(plan, 'seats'),
      ),
    ).toEqual([2, 2, 5, 20, null]);
  });
});
