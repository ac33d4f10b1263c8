import { asksForReview } from '@venues/contracts/missions-rules';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/missions.json';
import itTexts from '@/locales/it/missions.json';
import { makeMission } from '@/testing/dashboard-fixtures';
import { camelize } from '@venues/contracts/wire';
import { duplicateToForm, emptyMissionForm, missionFormSchema, missionToForm } from './mission-form';
import { missionTemplateIds } from './templates';

describe('mission form', () => {
  it('sends the dates as Rome time with its offset, the days as numbers and no hours when off', () => {
    const values = {
      ...emptyMissionForm(new Date('2026-06-01T07:20:00.000Z')),
      title: 'Aperitivo',
      description: 'Spritz and snacks',
      reward: 'A free snack',
      redeem_days: ['5', '1'],
      redeem_from: '18:00',
      cap: '40',
    };
    const parsed = missionFormSchema.safeParse(values);
    expect(parsed.success && parsed.data).toMatchObject({
      starts_at: '2026-06-01T09:20:00+02:00',
      deadline: '2026-06-29T09:20:00+02:00',
      redeem_days: [1, 5],
      redeem_from: null,
      redeem_until: null,
      cap: 40,
    });
  });

  it('reports the contract’s own keys on the form’s fields', () => {
    const values = {
      ...emptyMissionForm(),
      title: 'Hi',
      description: 'Leave us a review on Google',
      reward: 'A drink',
      redeem_days: [],
      limit_hours: true,
      redeem_from: '18:00',
      redeem_until: '',
      cap: '1.5',
    };
    const parsed = missionFormSchema.safeParse(values);
    const issues = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(issues).toMatchObject({
      title: 'minLength:3',
      description: 'reviewIncentive',
      redeem_days: 'required',
    });
    expect(issues.cap).toBeDefined();
  });

  it('opens an existing mission on Rome’s wall clock and copies it with fresh dates of the same length', () => {
    const mission = camelize(
      makeMission('2026-07-10T20:00:00.000Z', {
        starts_at: '2026-07-01T08:00:00.000Z',
        redeem_from: '22:00',
        redeem_until: '02:00',
        cap: 25,
      }),
    );
    expect(missionToForm(mission)).toMatchObject({
      starts_at: '2026-07-01T10:00',
      deadline: '2026-07-10T22:00',
      limit_hours: true,
      cap: '25',
    });
    const copy = duplicateToForm(mission, 'Copy', new Date('2026-08-01T09:30:00.000Z'));
    expect(copy).toMatchObject({
      title: 'Copy',
      starts_at: '2026-08-01T11:30',
      deadline: '2026-08-10T23:30',
    });
  });

  it('has templates that never ask for a review, in either language', () => {
    for (const texts of [en, itTexts]) {
      for (const id of missionTemplateIds) {
        const template = texts.templates[id];
        for (const text of [template.title, template.description, template.reward, template.conditions]) {
          expect(asksForReview(text), `${id}: ${text}`).toBe(false);
        }
      }
    }
  });
});
