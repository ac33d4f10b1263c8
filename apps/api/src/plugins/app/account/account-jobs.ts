import { z } from 'zod';

/** The jobs of a person's rights over their account: the export, its retention, the identity's deletion. */
export const ACCOUNT_EXPORT_JOB = 'account.export';
export const DATA_EXPORTS_RETENTION_JOB = 'account.exports-retention';
/** Deletes the identity provider's user of a deleted account; retried until the provider answers. */
export const IDENTITY_DELETE_JOB = 'account.identity-delete';

export const exportPayload = z.object({ exportId: z.uuid() });
export const emptyPayload = z.object({});
export const identityPayload = z.object({ uid: z.string().min(1) });

declare module '../jobs/jobs-plugin' {
  interface JobSchemas {
    [ACCOUNT_EXPORT_JOB]: typeof exportPayload;
    [DATA_EXPORTS_RETENTION_JOB]: typeof emptyPayload;
    [IDENTITY_DELETE_JOB]: typeof identityPayload;
  }
}
