import type { VenueRole } from '@venues/contracts/team-rules';
import { person, recordActivity, type Actor } from '../activity/activity-log';
import { staffRemovalMail } from '../mail/templates/team';
import type { PersonRow } from './memberships-repository';
import { done, inVenue, refuse, type InVenue, type TeamDeps, type TeamOutcome } from './team-context';

const who = (row: PersonRow) => ({ email: row.email, person_name: row.displayName });

/** Whether taking the owner's role from this person would leave the venue without one. */
const isLastOwner = async (context: InVenue, row: PersonRow) =>
  row.role === 'owner' && (await context.memberships.countOwners(context.venue.id)) <= 1;

/**
 * The people of a venue: a role changed (an owner made), a person removed, a person leaving. A venue
 * always keeps at least one owner: the last one can neither leave nor be demoted or removed, by anyone.
 */
export function createMembers(deps: TeamDeps) {
  return {
    async changeRole(
      placeId: string,
      byUid: string,
      targetUid: string,
      role: VenueRole,
      now = new Date(),
    ): Promise<TeamOutcome<PersonRow>> {
      return inVenue(deps, placeId, async (context) => {
        const target = await context.memberships.person(placeId, targetUid);
        if (!target) return refuse({ reason: 'not-found' });
        if (target.role === role) return done(target);
        if (await isLastOwner(context, target)) return refuse({ reason: 'last-owner' });
        await context.team.setRole(placeId, targetUid, role);
        await recordActivity(context.tx, {
          placeId,
          actor: person(byUid),
          action: 'team.role_changed',
          subject: { type: 'person', id: targetUid },
          details: { ...who(target), from: target.role, to: role },
          at: now,
        });
        return done({ ...target, role });
      });
    },

    /**
     * Removes a person; their next request is refused. Staff give a reason, which the venue's owners
     * receive by mail.
     */
    async remove(
      placeId: string,
      by: Actor,
      targetUid: string,
      options: { reason?: string; now?: Date } = {},
    ): Promise<TeamOutcome<PersonRow>> {
      const now = options.now ?? new Date();
      return inVenue(deps, placeId, async (context) => {
        const target = await context.memberships.person(placeId, targetUid);
        if (!target) return refuse({ reason: 'not-found' });
        if (await isLastOwner(context, target)) return refuse({ reason: 'last-owner' });
        await context.team.removeMember(placeId, targetUid);
        await recordActivity(context.tx, {
          placeId,
          actor: by,
          action: 'team.removed',
          subject: { type: 'person', id: targetUid },
          details: {
            ...who(target),
            role: target.role,
            ...(options.reason ? { reason: options.reason } : {}),
          },
          at: now,
        });
        if (by.kind === 'staff' && options.reason) {
          const name = target.displayName ?? target.email ?? targetUid;
          for (const owner of await context.owners())
            await deps.send(
              staffRemovalMail({
                language: owner.language,
                to: owner.email,
                name: owner.displayName,
                placeName: context.venue.name,
                person: target.email && target.displayName ? `${name} (${target.email})` : name,
                reason: options.reason,
                supportEmail: deps.supportEmail,
              }),
              context.tx,
            );
        }
        return done(target);
      });
    },

    async leave(placeId: string, uid: string, now = new Date()): Promise<TeamOutcome<PersonRow>> {
      return inVenue(deps, placeId, async (context) => {
        const self = await context.memberships.person(placeId, uid);
        if (!self) return refuse({ reason: 'not-found' });
        if (await isLastOwner(context, self)) return refuse({ reason: 'last-owner' });
        await context.team.removeMember(placeId, uid);
        await recordActivity(context.tx, {
          placeId,
          actor: person(uid),
          action: 'team.left',
          subject: { type: 'person', id: uid },
          details: { ...who(self), role: self.role },
          at: now,
        });
        return done(self);
      });
    },
  };
}

export type Members = ReturnType<typeof createMembers>;
