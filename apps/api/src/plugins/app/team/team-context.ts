import { planLimit, type PlanId } from '@venues/contracts/plans';
import { can, type VenueRole } from '@venues/contracts/team-rules';
import type { Db } from '../../../db/client';
import type { OutgoingMail } from '../mail/mail-outbox-repository';
import { createNotificationsRepository, type Recipient } from '../notifications/notifications-repository';
import { createMembershipsRepository, type MembershipsRepository } from './memberships-repository';
import { createTeamRepository, type TeamRepository } from './team-repository';
import type { PlacesRepository } from '../places/places-repository';

/** Why a team change was refused; routes turn each into its HTTP answer (team-refusals.ts). */
export type TeamRefusal =
  | { reason: 'not-found' | 'place-not-found' | 'already-member' | 'already-invited' | 'last-owner' }
  | { reason: 'not-verified' | 'already-requested' | 'too-many-requests' | 'request-decided' }
  | { reason: 'invitation-expired' | 'invitation-used' | 'invitation-revoked' }
  | { reason: 'email-mismatch' | 'email-not-verified' }
  /** One more seat would go past the plan's. */
  | { reason: 'seat-limit'; limit: number };
export type TeamOutcome<T> = { ok: true; value: T } | ({ ok: false } & TeamRefusal);

export const refuse = <R extends TeamRefusal>(refusal: R): { ok: false } & R => ({ ok: false, ...refusal });
export const done = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export type TeamLinks = {
  invitation: (token: string) => string;
  team: () => string;
  dashboard: (role: VenueRole) => string;
};

export type TeamDeps = {
  db: Db;
  places: PlacesRepository;
  /** The venue's plan, read before the transaction (PGlite has one connection). */
  currentPlan: (placeId: string) => Promise<PlanId | null>;
  /** Queues a mail in the transaction, so that it goes if and only if the change is stored. */
  send: (mail: OutgoingMail, tx: Db) => Promise<void>;
  links: TeamLinks;
  supportEmail: string;
};

/** What a team change works with inside its transaction, after the venue's row is locked. */
export type InVenue = {
  tx: Db;
  venue: { id: string; name: string };
  team: TeamRepository;
  memberships: MembershipsRepository;
  /** The venue's owners who may receive its team's mail. */
  owners: () => Promise<Recipient[]>;
};

/**
 * Runs a team change in one transaction whose first statement locks the venue's row: the seat count,
 * the owner count and the writes they allow never interleave with another request's, on PGlite as on
 * PostgreSQL. `before` locks a person's row first, always in that order.
 */
export async function inVenue<T>(
  deps: TeamDeps,
  placeId: string,
  work: (context: InVenue) => Promise<TeamOutcome<T>>,
  before?: (team: TeamRepository) => Promise<void>,
): Promise<TeamOutcome<T>> {
  return deps.db.transaction(async (tx) => {
    const team = createTeamRepository(tx);
    await before?.(team);
    const venue = await team.lockVenue(placeId);
    if (!venue) return refuse({ reason: 'place-not-found' });
    return work({
      tx,
      venue,
      team,
      memberships: createMembershipsRepository(tx, deps.places),
      owners: async () =>
        (await createNotificationsRepository(tx).recipientsOf(placeId)).filter((recipient) =>
          can(recipient.role, 'team.manage'),
        ),
    });
  });
}

/** The refusal when one more seat is past the plan's limit, counting people and pending invitations. */
export async function seatRefusal(
  context: InVenue,
  limit: number | null,
  now: Date,
): Promise<TeamRefusal | null> {
  if (limit === null) return null;
  const used =
    (await context.memberships.countPeople(context.venue.id, context.tx)) +
    (await context.team.countPendingInvitations(context.venue.id, now));
  return used >= limit ? { reason: 'seat-limit', limit } : null;
}

export const seatLimitOf = async (deps: TeamDeps, placeId: string) =>
  planLimit(await deps.currentPlan(placeId), 'seats');
