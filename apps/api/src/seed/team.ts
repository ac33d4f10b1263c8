import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { OutgoingMail } from '../plugins/app/mail/mail-outbox-repository';
import { createCounterLinksRepository } from '../plugins/app/missions/counter-links-repository';
import { createPlacesRepository } from '../plugins/app/places/places-repository';
import { createAccessRequests } from '../plugins/app/team/access-requests';
import { createInvitations } from '../plugins/app/team/invitations';
import type { TeamDeps } from '../plugins/app/team/team-context';
import { DEMO_ACCOUNTS } from './accounts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Someone who asked for access yesterday and waits for the owner's answer; no account to sign in with. */
export const DEMO_ASKER = {
  uid: 'demo-asker',
  email: 'paolo.greco@demo.test',
  displayName: 'Paolo Greco',
  language: 'it' as const,
};
/** The address of the invitation still waiting for its answer. */
export const DEMO_INVITEE = 'chef@demo.test';

export type DemoTeam = { managerUid: string; teamUid: string; counterLinkId: string };

/**
 * Osteria del Porto's team, made a month ago through the routes' own functions: the owner invited the
 * manager, who accepted; the waiter asked for access and the owner took her on as a team member; the
 * manager made the counter's link. An invitation and an access request still wait. The mails these write
 * are not kept: the demo's mailbox starts empty.
 */
export async function seedTeam(tx: Db, placeId: string, now = Date.now()): Promise<DemoTeam> {
  const { owner, manager, team } = DEMO_ACCOUNTS;
  const mails: OutgoingMail[] = [];
  const deps: TeamDeps = {
    db: tx,
    places: createPlacesRepository(tx),
    currentPlan: async () => 'starter',
    send: async (mail) => {
      mails.push(mail);
    },
    links: {
      invitation: (token) => `/invitation#${token}`,
      team: () => '/dashboard/profile/team',
      dashboard: () => '/dashboard',
    },
    supportEmail: 'support@demo.test',
  };
  const invitations = createInvitations(deps);
  const requests = createAccessRequests(deps);
  const must = <T>(outcome: { ok: true; value: T } | { ok: false; reason: string }): T => {
    if (!outcome.ok) throw new Error(`demo team: ${outcome.reason}`);
    return outcome.value;
  };
  const at = (daysAgo: number, hours = 0) => new Date(now - daysAgo * DAY + hours * HOUR);

  must(await invitations.invite(placeId, owner.uid, { email: manager.email, role: 'manager' }, at(30)));
  const token = /#([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
  must(
    await invitations.accept(
      token,
      { uid: manager.uid, email: manager.email, emailVerified: true },
      at(30, 3),
    ),
  );
  const asked = must(await requests.ask(placeId, team.uid, 'Sono Anna, la nuova cameriera.', at(29)));
  must(await requests.decide(placeId, asked.id, owner.uid, { accept: true, role: 'team' }, at(29, 2)));
  const { link } = await createCounterLinksRepository(tx).create(placeId, 'Banco', manager.uid, at(29, 4));

  await tx.insert(users).values(DEMO_ASKER).onConflictDoNothing();
  must(await requests.ask(placeId, DEMO_ASKER.uid, 'Sono il nuovo cameriere del turno serale.', at(1)));
  must(await invitations.invite(placeId, owner.uid, { email: DEMO_INVITEE, role: 'manager' }, at(2)));
  return { managerUid: manager.uid, teamUid: team.uid, counterLinkId: link.id };
}
