import { z } from 'zod';
import { planIds } from './plans';
import { placeSchema } from './places';
import {
  ACCESS_REQUEST_MESSAGE_MAX,
  STAFF_REMOVAL_REASON_MAX,
  STAFF_REMOVAL_REASON_MIN,
  venueActions,
  venueRoles,
} from './team-rules';
import { validationMessage } from './validation-messages';

/*
 * The team's requests and answers: the venues a person may use (the switcher), the Team tab, invitations
 * and access requests, and the staff's view of a venue's people. The rules they follow are team-rules.ts.
 */

export const venueRoleSchema = z.enum(venueRoles, { error: validationMessage('required') });
export const venueActionSchema = z.enum(venueActions);

/** GET /api/users/places: one venue the caller may use, with their role and what it lets them do. */
export const myVenueSchema = z.object({
  place: placeSchema,
  role: venueRoleSchema,
  joined_at: z.string(),
  /** The caller's actions on it, from the rights table: what the web shows. */
  actions: z.array(venueActionSchema),
  /** The dashboard page the caller opens on at this venue. */
  home: z.enum(['summary', 'redeem']),
  /** Access requests waiting for an answer, for whoever manages the team (the Team tab's badge); else null. */
  pending_access_requests: z.number().int().nullable(),
  /** The plan the venue's subscription grants now, whoever pays for it; null when it is unknown. */
  plan: z.enum(planIds).nullable(),
});
export type MyVenue = z.infer<typeof myVenueSchema>;
export const myVenuesResponseSchema = z.object({ data: z.array(myVenueSchema) });

/** ?id= or :id: the venue; :uid, a person of its team. */
export const teamParamsSchema = z.object({ id: z.uuid() });
export const teamPersonParamsSchema = z.object({ id: z.uuid(), uid: z.string().min(1).max(128) });
export const invitationParamsSchema = z.object({ id: z.uuid(), invitationId: z.uuid() });
export const accessRequestParamsSchema = z.object({ id: z.uuid(), requestId: z.uuid() });

const personShape = {
  uid: z.string(),
  display_name: z.string().nullable(),
  email: z.string().nullable(),
};

/** One person of a venue's team, as its owners see them. */
export const teamPersonSchema = z.object({
  ...personShape,
  role: venueRoleSchema,
  joined_at: z.string(),
  /** When they last used the venue (to within minutes); null when never since they joined. */
  last_used_at: z.string().nullable(),
  /** The caller themselves. */
  is_you: z.boolean(),
});
export type TeamPerson = z.infer<typeof teamPersonSchema>;

/** An invitation not yet used or revoked; an expired one stays listed so that it can be resent. */
export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: venueRoleSchema,
  created_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
  invited_by: z.object(personShape).nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** A pending access request, as the venue's owners see it: who asks, and their message. */
export const accessRequestSchema = z.object({
  id: z.uuid(),
  asker: z.object(personShape),
  message: z.string(),
  created_at: z.string(),
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

/** Seats in use (people and pending invitations) against the plan's limit; limit null for none. */
export const seatsSchema = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable(),
  plan: z.enum(planIds).nullable(),
});
export type Seats = z.infer<typeof seatsSchema>;

/** GET /api/places/{id}/team: what the Team tab shows. */
export const teamSchema = z.object({
  people: z.array(teamPersonSchema),
  invitations: z.array(invitationSchema),
  access_requests: z.array(accessRequestSchema),
  seats: seatsSchema,
});
export type Team = z.infer<typeof teamSchema>;
export const teamResponseSchema = z.object({ data: teamSchema });
export const teamPersonResponseSchema = z.object({ data: teamPersonSchema });

/** PATCH /api/places/{id}/team/{uid}: the person's new role; 'owner' makes them an owner. */
export const roleBodySchema = z.object({ role: venueRoleSchema });
export type RoleBody = z.infer<typeof roleBodySchema>;

export const EMAIL_MAX = 254;

/** POST /api/places/{id}/invitations. */
export const invitationBodySchema = z.object({
  email: z
    .string({ error: validationMessage('required') })
    .trim()
    .min(1, { message: validationMessage('required'), abort: true })
    .max(EMAIL_MAX, validationMessage('maxLength', EMAIL_MAX))
    .pipe(z.email(validationMessage('badEmail')))
    .transform((email) => email.toLowerCase()),
  role: venueRoleSchema,
});
export type InvitationBody = z.input<typeof invitationBodySchema>;
export const invitationResponseSchema = z.object({ data: invitationSchema });

/** The secret of an invitation's link, as the web reads it from the link's fragment. */
export const invitationTokenBodySchema = z.object({
  token: z
    .string({ error: validationMessage('required') })
    .min(16, validationMessage('required'))
    .max(128, validationMessage('maxLength', 128))
    .regex(/^[A-Za-z0-9_-]+$/, validationMessage('required')),
});

/** POST /api/invitations/lookup: what an invitation's link opens, signed in or not. */
export const invitationPreviewSchema = z.object({
  place: z.object({ id: z.uuid(), name: z.string(), address: z.string() }),
  role: venueRoleSchema,
  /** The address it was sent to: the invitee signs in or registers with it. */
  email: z.string(),
  expires_at: z.string(),
});
export const invitationPreviewResponseSchema = z.object({ data: invitationPreviewSchema });

/** POST /api/invitations/accept: the venue the caller joined, and where they land. */
export const joinedSchema = z.object({
  place_id: z.uuid(),
  role: venueRoleSchema,
  home: z.enum(['summary', 'redeem']),
});
export const joinedResponseSchema = z.object({ data: joinedSchema });

/** POST /api/places/{id}/access-requests: an optional message to the venue's owners. */
export const accessRequestBodySchema = z.object({
  message: z
    .string()
    .trim()
    .max(ACCESS_REQUEST_MESSAGE_MAX, validationMessage('maxLength', ACCESS_REQUEST_MESSAGE_MAX))
    .default(''),
});
export type AccessRequestBody = z.input<typeof accessRequestBodySchema>;

export const accessRequestStateSchema = z.enum(['pending', 'accepted', 'declined']);
export type AccessRequestState = z.infer<typeof accessRequestStateSchema>;

/** One of the caller's own access requests: the venue and where it stands, nothing about its owners. */
export const myAccessRequestSchema = z.object({
  id: z.uuid(),
  place: z.object({ id: z.uuid(), name: z.string(), address: z.string() }),
  state: accessRequestStateSchema,
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type MyAccessRequest = z.infer<typeof myAccessRequestSchema>;
export const myAccessRequestResponseSchema = z.object({ data: myAccessRequestSchema });
export const myAccessRequestsResponseSchema = z.object({ data: z.array(myAccessRequestSchema) });

/** POST /api/places/{id}/access-requests/{requestId}/accept: the role the asker gets. */
export const acceptAccessRequestBodySchema = z.object({ role: venueRoleSchema });
/** The answer to an access request: accepted with a role, or declined. */
export const accessRequestDecisionResponseSchema = z.object({
  data: z.object({ id: z.uuid(), state: accessRequestStateSchema, role: venueRoleSchema.nullable() }),
});

/** POST /api/admin/places/{id}/team/{uid}/remove: the reason the venue's owners receive by mail. */
export const staffRemovalBodySchema = z.object({
  reason: z
    .string({ error: validationMessage('required') })
    .trim()
    .min(STAFF_REMOVAL_REASON_MIN, validationMessage('minLength', STAFF_REMOVAL_REASON_MIN))
    .max(STAFF_REMOVAL_REASON_MAX, validationMessage('maxLength', STAFF_REMOVAL_REASON_MAX)),
});

/** GET /api/admin/places/{id}/team: a venue's people and roles, for staff. */
export const adminTeamResponseSchema = z.object({
  data: z.object({
    place: z.object({ id: z.uuid(), name: z.string() }),
    people: z.array(teamPersonSchema.omit({ is_you: true })),
  }),
});

/** The team's refusals, each with a text in both languages on the web. */
export const teamErrorCodes = [
  'team/already-member',
  'team/already-invited',
  'team/seat-limit',
  'team/last-owner',
  'team/not-a-member',
  'team/not-verified',
  'team/already-requested',
  'team/too-many-requests',
  'team/request-decided',
  'invitations/not-found',
  'invitations/expired',
  'invitations/used',
  'invitations/revoked',
  'invitations/email-mismatch',
  'auth/email-not-verified',
] as const;
export type TeamErrorCode = (typeof teamErrorCodes)[number];
