import {
  ACCESS_REQUESTS_PER_PERSON_PER_DAY,
  ACCESS_REQUESTS_PER_VENUE_PER_DAY,
  type VenueRole,
} from '@venues/contracts/team-rules';
import { person, recordActivity } from '../activity/activity-log';
import { accessDecisionMail, accessRequestMail } from '../mail/templates/team';
import {
  done,
  inVenue,
  refuse,
  seatLimitOf,
  seatRefusal,
  type TeamDeps,
  type TeamOutcome,
} from './team-context';
import type { AccessRequestRow } from './team-repository';

const DAY_MS = 86_400_000;

export type Decision = { accept: true; role: VenueRole } | { accept: false };

/**
 * Access requests: someone who finds their venue already verified asks to join it, with an optional
 * message; the owners accept with a role, or decline. The asker gets a mail either way and never learns
 * who the owners are. A person asks at most ACCESS_REQUESTS_PER_PERSON_PER_DAY times a day, a venue
 * receives at most ACCESS_REQUESTS_PER_VENUE_PER_DAY; both are counted where the request is written, under
 * the person's and the venue's row locks.
 */
export function createAccessRequests(deps: TeamDeps) {
  return {
    async ask(
      placeId: string,
      askerUid: string,
      message: string,
      now = new Date(),
    ): Promise<TeamOutcome<AccessRequestRow>> {
      let askerName: { displayName: string | null; email: string | null } | undefined;
      return inVenue(
        deps,
        placeId,
        async (context) => {
          if (!(await context.memberships.hasOwner(placeId))) return refuse({ reason: 'not-verified' });
          if (await context.memberships.person(placeId, askerUid))
            return refuse({ reason: 'already-member' });
          if (await context.team.pendingRequestOf(placeId, askerUid))
            return refuse({ reason: 'already-requested' });
          const since = new Date(now.getTime() - DAY_MS);
          if (
            (await context.team.requestsSince({ askerUid }, since)) >= ACCESS_REQUESTS_PER_PERSON_PER_DAY ||
            (await context.team.requestsSince({ placeId }, since)) >= ACCESS_REQUESTS_PER_VENUE_PER_DAY
          )
            return refuse({ reason: 'too-many-requests' });
          const row = await context.team.insertRequest({ placeId, askerUid, message, createdAt: now });
          const asker = askerName?.displayName
            ? `${askerName.displayName}${askerName.email ? ` (${askerName.email})` : ''}`
            : (askerName?.email ?? askerUid);
          for (const owner of await context.owners())
            await deps.send(
              accessRequestMail({
                language: owner.language,
                to: owner.email,
                name: owner.displayName,
                placeName: context.venue.name,
                asker,
                message,
                teamUrl: deps.links.team(),
              }),
              context.tx,
            );
          await recordActivity(context.tx, {
            placeId,
            actor: person(askerUid),
            action: 'team.access_requested',
            subject: { type: 'access_request', id: row.id },
            details: { email: askerName?.email ?? null },
            at: now,
          });
          return done(row);
        },
        async (team) => {
          askerName = await team.lockPerson(askerUid);
        },
      );
    },

    /** An owner's answer: the asker joins with the role (a seat permitting), or is declined. */
    async decide(
      placeId: string,
      requestId: string,
      byUid: string,
      decision: Decision,
      now = new Date(),
    ): Promise<TeamOutcome<AccessRequestRow>> {
      const limit = decision.accept ? await seatLimitOf(deps, placeId) : null;
      return inVenue(deps, placeId, async (context) => {
        const row = await context.team.request(placeId, requestId);
        if (!row) return refuse({ reason: 'not-found' });
        if (row.state !== 'pending') return refuse({ reason: 'request-decided' });
        const asker = await context.team.user(row.askerUid);
        if (decision.accept) {
          if (await context.memberships.person(placeId, row.askerUid))
            return refuse({ reason: 'already-member' });
          const full = await seatRefusal(context, limit, now);
          if (full) return refuse(full);
          await context.team.addMember(placeId, row.askerUid, decision.role, now);
        }
        const decided = {
          state: decision.accept ? ('accepted' as const) : ('declined' as const),
          role: decision.accept ? decision.role : null,
          decidedBy: byUid,
          decidedAt: now,
        };
        await context.team.decideRequest(row.id, decided);
        await recordActivity(context.tx, {
          placeId,
          actor: person(byUid),
          action: decision.accept ? 'team.joined' : 'team.access_declined',
          subject: { type: 'person', id: row.askerUid },
          details: {
            email: asker?.email ?? null,
            person_name: asker?.displayName ?? null,
            ...(decision.accept ? { role: decision.role, via: 'request' } : {}),
          },
          at: now,
        });
        if (asker?.email)
          await deps.send(
            accessDecisionMail({
              language: asker.language,
              to: asker.email,
              name: asker.displayName,
              placeName: context.venue.name,
              ...(decision.accept
                ? { accepted: true, role: decision.role, dashboardUrl: deps.links.dashboard(decision.role) }
                : { accepted: false }),
            }),
            context.tx,
          );
        return done({ ...row, ...decided });
      });
    },
  };
}

export type AccessRequests = ReturnType<typeof createAccessRequests>;
