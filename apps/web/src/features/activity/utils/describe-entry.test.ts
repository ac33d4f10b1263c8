import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import '../texts';
import type { ActivityEntry } from '../api/get-activity';
import { actorOf } from './describe-entry';

const entry = (actor: ActivityEntry['actor']): ActivityEntry => ({
  id: '1c9a4c1e-6f55-4c55-9d4e-7b0f0e7b7a11',
  createdAt: '2026-11-20T10:00:00.000Z',
  kind: 'reviews',
  action: 'reply.written',
  actor,
  subject: { type: 'review', id: null },
  details: { excerpt: 'Grazie!' },
});

describe('who made an entry', () => {
  it('names a person by name, else address; one whose account is gone is a former team member', async () => {
    const t = i18n.getFixedT('en', 'activity');
    expect(actorOf(entry({ kind: 'person', id: 'u1', name: 'Anna', email: 'a@x.test' }), t)).toBe('Anna');
    expect(actorOf(entry({ kind: 'person', id: 'u1', name: null, email: 'a@x.test' }), t)).toBe('a@x.test');
    expect(actorOf(entry({ kind: 'person', id: null, name: null, email: null }), t)).toBe(
      'A former team member',
    );
    await i18n.loadLanguages('it');
    expect(
      actorOf(entry({ kind: 'person', id: null, name: null, email: null }), i18n.getFixedT('it', 'activity')),
    ).toBe('Un ex membro del team');
  });
});
