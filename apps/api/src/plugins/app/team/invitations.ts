import { INVITATION_TTL_MS, type VenueRole } from '@venues/contracts/team-rules';
import { person, recordActivity } from '../activity/activity-log';
import { invitationMail } from '../mail/templates/team';
import {
  done,
  inVenue,
  refuse,
  seatLimitOf,
  seatRefusal,
  type InVenue,
  type TeamDeps,
  type TeamOutcome,
} from './team-context';
import { createTeamRepository, newInvitationToken, tokenHashOf, type InvitationRow } from './team-repository';

/** The signed-in person who opens an invitation's link. */
export type Invitee = { uid: string; email: string | null; emailVerified: boolean };

/**
 * Invitations to a venue's team: an owner invites an address with a role; the link is mailed, works for
 * INVITATION_TTL_DAYS and once, and only for a verified account with that address. A pending invitation
 * holds a seat.
 */
export function createInvitations(deps: TeamDeps) {
  const byToken = (token: string) => createTeamRepository(deps.db).invitationByToken(token);

  /** A new secret for the invitation, and its mail, in the invitee's language when they have an account. */
  const mailLink = async (context: InVenue, row: InvitationRow, inviterUid: string, now: Date) => {
    const token = newInvitationToken();
    const updated = await context.team.updateInvitation(row.id, {
      tokenHash: tokenHashOf(token),
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    });
    const inviter = await context.team.user(inviterUid);
    const invitee = await context.team.userByEmail(row.email);
    await deps.send(
      invitationMail({
        language: invitee?.language ?? inviter?.language ?? 'en',
        to: row.email,
        name: invitee?.displayName ?? null,
        inviter: inviter?.displayName ?? inviter?.email ?? null,
        placeName: context.venue.name,
        role: row.role,
        url: deps.links.invitation(token),
      }),
      context.tx,
    );
    return updated;
  };

  return {
    async invite(
      placeId: string,
      inviterUid: string,
      input: { email: string; role: VenueRole },
      now = new Date(),
    ): Promise<TeamOutcome<InvitationRow>> {
      const limit = await seatLimitOf(deps, placeId);
      return inVenue(deps, placeId, async (context) => {
        if (await context.memberships.hasEmail(placeId, input.email))
          return refuse({ reason: 'already-member' });
        if (await context.team.openInvitationFor(placeId, input.email, now))
          return refuse({ reason: 'already-invited' });
        const full = await seatRefusal(context, limit, now);
        if (full) return refuse(full);
        await context.team.retireExpired(placeId, input.email, now);
        const row = await context.team.insertInvitation({
          placeId,
          email: input.email,
          role: input.role,
          // Replaced at once by the mailed link's: a row is never without a secret.
          tokenHash: tokenHashOf(newInvitationToken()),
          invitedBy: inviterUid,
          createdAt: now,
          expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        });
        const mailed = await mailLink(context, row, inviterUid, now);
        await recordActivity(context.tx, {
          placeId,
          actor: person(inviterUid),
          action: 'team.invited',
          subject: { type: 'invitation', id: row.id },
          details: { email: row.email, role: row.role },
          at: now,
        });
        return done(mailed);
      });
    },

    /** A new link, valid from now; an expired invitation takes a seat again, if one is free. */
    async resend(
      placeId: string,
      invitationId: string,
      byUid: string,
      now = new Date(),
    ): Promise<TeamOutcome<InvitationRow>> {
      const limit = await seatLimitOf(deps, placeId);
      return inVenue(deps, placeId, async (context) => {
        const row = await context.team.invitation(placeId, invitationId, true);
        if (!row || row.usedAt || row.revokedAt) return refuse({ reason: 'not-found' });
        if (row.expiresAt <= now) {
          const full = await seatRefusal(context, limit, now);
          if (full) return refuse(full);
        }
        const mailed = await mailLink(context, row, byUid, now);
        await recordActivity(context.tx, {
          placeId,
          actor: person(byUid),
          action: 'team.invitation_resent',
          subject: { type: 'invitation', id: row.id },
          details: { email: row.email, role: row.role },
          at: now,
        });
        return done(mailed);
      });
    },

    async revoke(
      placeId: string,
      invitationId: string,
      byUid: string,
      now = new Date(),
    ): Promise<TeamOutcome<InvitationRow>> {
      return inVenue(deps, placeId, async (context) => {
        const row = await context.team.invitation(placeId, invitationId, true);
        if (!row || row.usedAt || row.revokedAt) return refuse({ reason: 'not-found' });
        const revoked = await context.team.updateInvitation(row.id, { revokedAt: now });
        await recordActivity(context.tx, {
          placeId,
          actor: person(byUid),
          action: 'team.invitation_revoked',
          subject: { type: 'invitation', id: row.id },
          details: { email: row.email, role: row.role },
          at: now,
        });
        return done(revoked);
      });
    },

    /** What a link opens, or why it no longer opens anything. */
    async lookup(token: string, now = new Date()) {
      const found = await byToken(token);
      if (!found) return refuse({ reason: 'not-found' });
      const refusal = stateRefusal(found.invitation, now);
      return refusal ? refuse(refusal) : done(found);
    },

    /**
     * The invitee joins with the invitation's role. The caller's account must have the invitation's
     * address, verified; the invitation must be open and unexpired. Its seat becomes the person's.
     */
    async accept(
      token: string,
      invitee: Invitee,
      now = new Date(),
    ): Promise<TeamOutcome<{ placeId: string; role: VenueRole }>> {
      const found = await byToken(token);
      if (!found) return refuse({ reason: 'not-found' });
      return inVenue(deps, found.invitation.placeId, async (context) => {
        const row = await context.team.invitation(found.invitation.placeId, found.invitation.id, true);
        if (!row) return refuse({ reason: 'not-found' });
        const refusal = stateRefusal(row, now);
        if (refusal) return refuse(refusal);
        if (!invitee.emailVerified) return refuse({ reason: 'email-not-verified' });
        if (invitee.email?.toLowerCase() !== row.email) return refuse({ reason: 'email-mismatch' });
        if (await context.memberships.person(row.placeId, invitee.uid))
          return refuse({ reason: 'already-member' });
        await context.team.addMember(row.placeId, invitee.uid, row.role, now);
        await context.team.updateInvitation(row.id, { usedAt: now, usedBy: invitee.uid });
        await recordActivity(context.tx, {
          placeId: row.placeId,
          actor: person(invitee.uid),
          action: 'team.joined',
          subject: { type: 'person', id: invitee.uid },
          details: { email: row.email, role: row.role, via: 'invitation' },
          at: now,
        });
        return done({ placeId: row.placeId, role: row.role });
      });
    },
  };
}

/** Why an invitation can no longer be used, checked in this order; null while it can. */
function stateRefusal(row: InvitationRow, now: Date) {
  if (row.revokedAt) return { reason: 'invitation-revoked' } as const;
  if (row.usedAt) return { reason: 'invitation-used' } as const;
  if (row.expiresAt <= now) return { reason: 'invitation-expired' } as const;
  return null;
}

export type Invitations = ReturnType<typeof createInvitations>;
