import { z } from 'zod';
import { venueRoleSchema } from './team';
import { validationMessage } from './validation-messages';

/*
 * A venue person's rights over their own account: the download of their data (prepared by a job, offered
 * at a signed link) and the deletion of the account.
 */

export const dataExportStatuses = ['preparing', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

export const dataExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(dataExportStatuses),
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  /** Until when the link answers; the file is deleted then. */
  expires_at: z.string().nullable(),
  /** The signed link of the file (no sign-in needed), while it is ready. */
  download_url: z.string().nullable(),
  /** Why the preparation failed, as a code the web translates. */
  failure: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The caller's latest export that is still offered (or still being prepared); null when none. */
export const dataExportResponseSchema = z.object({ data: dataExportSchema.nullable() });

/** The signed link of an export's file. */
export const dataExportFileParamsSchema = z.object({ id: z.uuid(validationMessage('required')) });
export const dataExportFileQuerySchema = z.object({
  expires: z.coerce.number(validationMessage('required')).int(validationMessage('required')).positive(),
  signature: z.string(validationMessage('required')).min(1, validationMessage('required')).max(200),
});

const venueRefSchema = z.object({ place_id: z.uuid(), name: z.string() });

/**
 * What deleting the account would do to each venue of the caller:
 * - blocked: they are its last owner and other people are on it; someone else must be made owner first;
 * - closing: they are alone on it; it closes (subscriptions cancelled at the period's end, webhooks and
 *   counter links stopped, the wall offline) and can be claimed again, its guests' reviews staying with it;
 * - leaving: the venue keeps its team; the person leaves it.
 */
export const accountDeletionPreviewSchema = z.object({
  blocked: z.array(venueRefSchema.extend({ people: z.number().int() })),
  closing: z.array(venueRefSchema.extend({ paid_plan: z.string().nullable() })),
  leaving: z.array(venueRefSchema.extend({ role: venueRoleSchema })),
  /** Staff accounts are the provider's: they are not deleted from here. */
  staff: z.boolean(),
});
export type AccountDeletionPreview = z.infer<typeof accountDeletionPreviewSchema>;
export const accountDeletionPreviewResponseSchema = z.object({ data: accountDeletionPreviewSchema });

/** The person confirms that they read what happens. */
export const deleteAccountBodySchema = z.object({
  confirm: z.literal(true, validationMessage('required')),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const deleteAccountResponseSchema = z.object({
  data: z.object({
    deleted: z.literal(true),
    venues_closed: z.number().int(),
    venues_left: z.number().int(),
  }),
});

/** The file a person downloads: everything the product holds about their account. */
export const accountExportSchema = z.object({
  format: z.literal('venues-account-export/1'),
  generated_at: z.string(),
  account: z.object({
    uid: z.string(),
    email: z.string().nullable(),
    name: z.string().nullable(),
    language: z.enum(['it', 'en']),
    created_at: z.string(),
  }),
  claims: z.array(
    z.object({
      id: z.uuid(),
      venue: z.object({ id: z.uuid(), name: z.string(), address: z.string() }),
      status: z.string(),
      ownership_role: z.string(),
      business: z.object({
        company_name: z.string(),
        vat: z.string(),
        phone_number: z.string(),
        pec: z.string(),
        address: z.string(),
        sdi: z.string().nullable(),
      }),
      submitted_at: z.string(),
      decided_at: z.string().nullable(),
      rejection_reason: z.string().nullable(),
    }),
  ),
  memberships: z.array(
    z.object({
      venue: z.object({ id: z.uuid(), name: z.string() }),
      role: venueRoleSchema,
      joined_at: z.string(),
    }),
  ),
  notification_settings: z.array(
    z.object({
      venue: z.object({ id: z.uuid(), name: z.string() }),
      new_reviews: z.string(),
      low_rating_max: z.number().int(),
      weekly_digest: z.boolean(),
      monthly_report: z.boolean(),
      updated_at: z.string(),
    }),
  ),
  billing: z
    .object({
      customer_id: z.string(),
      provider: z.string(),
      email: z.string(),
      name: z.string(),
      created_at: z.string(),
      subscriptions: z.array(
        z.object({
          id: z.string(),
          venue: z.object({ id: z.uuid(), name: z.string() }),
          status: z.string(),
          plans: z.array(z.string().nullable()),
          created_at: z.string(),
          updated_at: z.string(),
        }),
      ),
    })
    .nullable(),
  activity: z.array(
    z.object({
      venue: z.object({ id: z.uuid(), name: z.string() }),
      at: z.string(),
      action: z.string(),
      subject: z.object({ type: z.string().nullable(), id: z.string().nullable() }),
      details: z.record(z.string(), z.unknown()),
    }),
  ),
  replies: z.array(
    z.object({
      review_id: z.uuid(),
      venue: z.object({ id: z.uuid(), name: z.string() }),
      body: z.string(),
      written_at: z.string(),
      updated_at: z.string(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
