import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, activityActions, activityKinds, kindOfActivity } from './activity-rules';

describe('the activity vocabulary', () => {
  it('files every action under exactly one kind', () => {
    expect(new Set(activityActions).size).toBe(activityActions.length);
    for (const kind of activityKinds)
      for (const action of ACTIVITY_ACTIONS[kind]) expect(kindOfActivity(action)).toBe(kind);
  });

  it('covers the changes the log must record', () => {
    for (const action of [
      'reply.written',
      'review.highlighted',
      'mission.launched',
      'mission.edited',
      'mission.paused',
      'mission.ended',
      'pass.redeemed',
      'pass.redemption_undone',
      'counter_link.created',
      'webhook.created',
      'publishing.updated',
      'plan.changed',
      'team.invited',
      'team.joined',
      'team.role_changed',
      'team.removed',
      'review.reported',
      'review.hidden',
    ] as const)
      expect(activityActions).toContain(action);
  });
});
