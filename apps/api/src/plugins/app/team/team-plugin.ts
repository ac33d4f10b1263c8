import fp from 'fastify-plugin';
import { planLimit } from '@venues/contracts/plans';
import type { MyAccessRequest, Team as TeamWire } from '@venues/contracts/team';
import { homeOf } from '@venues/contracts/team-rules';
import { webPaths } from '@venues/contracts/web-paths';
import { publicUrl } from '../../../config/env';
import { createAccessRequests, type AccessRequests } from './access-requests';
import { createInvitations, type Invitations } from './invitations';
import { createMembers, type Members } from './members';
import type { TeamDeps } from './team-context';
import { toAccessRequest, toInvitation, toMyAccessRequest, toTeamPerson } from './team-mapper';
import { createTeamRepository } from './team-repository';

export type Team = {
  invitations: Invitations;
  members: Members;
  accessRequests: AccessRequests;
  /** What the Team tab shows: people, open invitations, pending requests and seats. */
  view: (placeId: string, callerUid: string | null, now?: Date) => Promise<TeamWire>;
  /** A person's own access requests, with nothing about the venues' people. */
  requestsOf: (uid: string) => Promise<MyAccessRequest[]>;
  deps: TeamDeps;
};

/**
 * A venue's team: invitations, access requests, roles, removals. Each change runs in one transaction that
 * locks the venue's row, writes its activity entry and queues its mails (team-context.ts).
 */
export const teamPlugin = fp(
  async (app) => {
    const origin = publicUrl(app.env);
    const deps: TeamDeps = {
      db: app.db,
      places: app.placesRepository,
      currentPlan: (placeId) => app.billing.currentPlan(placeId),
      send: (mail, tx) => app.mailer.send(mail, tx),
      links: {
        invitation: (token) => `${origin}${webPaths.invitation(token)}`,
        team: () => `${origin}${webPaths.team()}`,
        dashboard: (role) => `${origin}${homeOf(role) === 'redeem' ? webPaths.redeem() : webPaths.summary()}`,
      },
      supportEmail: app.env.SUPPORT_EMAIL,
    };
    const repository = createTeamRepository(app.db);

    const team: Team = {
      invitations: createInvitations(deps),
      members: createMembers(deps),
      accessRequests: createAccessRequests(deps),
      deps,
      async view(placeId, callerUid, now = new Date()) {
        const plan = await app.billing.currentPlan(placeId);
        const [people, invitations, requests] = await Promise.all([
          app.membershipsRepository.people(placeId),
          repository.openInvitations(placeId),
          repository.pendingRequests(placeId),
        ]);
        const pending = invitations.filter(({ invitation }) => invitation.expiresAt > now).length;
        return {
          people: people.map((row) => toTeamPerson(row, callerUid)),
          invitations: invitations.map((row) => toInvitation(row.invitation, row.inviter, now)),
          access_requests: requests.map((row) => toAccessRequest(row.request, row.asker)),
          seats: { used: people.length + pending, limit: planLimit(plan, 'seats'), plan },
        };
      },
      async requestsOf(uid) {
        const rows = await repository.requestsOf(uid);
        return rows.map((row) => toMyAccessRequest(row.request, row.place));
      },
    };
    app.decorate('team', team);
  },
  { name: 'team', dependencies: ['repositories', 'mail', 'billing'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    team: Team;
  }
}
