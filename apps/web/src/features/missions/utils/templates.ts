import type { MissionAudience, MissionFrequency } from '@venues/contracts/missions-rules';

export const missionTemplateIds = ['friend', 'quietHours', 'firstVisit', 'thirdVisit'] as const;
export type MissionTemplateId = (typeof missionTemplateIds)[number];

/** A template's rules; its words are in the missions texts, under templates.{id}, in both languages. */
export type MissionTemplateRules = {
  redeem_days: readonly number[];
  hours: { from: string; until: string } | null;
  audience: MissionAudience;
  frequency: MissionFrequency;
};

export const missionTemplates: Readonly<Record<MissionTemplateId, MissionTemplateRules>> = {
  friend: { redeem_days: [1, 2, 3, 4, 5, 6, 7], hours: null, audience: 'everyone', frequency: 'once' },
  quietHours: {
    redeem_days: [1, 2, 3, 4],
    hours: { from: '15:00', until: '18:00' },
    audience: 'everyone',
    frequency: 'daily',
  },
  firstVisit: { redeem_days: [1, 2, 3, 4, 5, 6, 7], hours: null, audience: 'first-visit', frequency: 'once' },
  thirdVisit: { redeem_days: [1, 2, 3, 4, 5, 6, 7], hours: null, audience: 'returning', frequency: 'once' },
};
