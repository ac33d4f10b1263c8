import { z } from 'zod';

export const languageSchema = z.enum(['it', 'en']);
export type Language = z.infer<typeof languageSchema>;

export const dashboardUserSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  display_name: z.string().nullable(),
  photo_url: z.string().nullable(),
  email_verified: z.boolean(),
  is_admin: z.boolean(),
  language: languageSchema,
});
export type DashboardUser = z.infer<typeof dashboardUserSchema>;

export const dashboardUserResponseSchema = z.object({ data: dashboardUserSchema });

import { MIN_PASSWORD_LENGTH } from './account-rules';

export { MIN_PASSWORD_LENGTH } from './account-rules';

export const changePasswordBodySchema = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH),
    confirmation: z.string(),
  })
  .refine((body) => body.password === body.confirmation, {
    path: ['confirmation'],
    message: "Passwords don't match",
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
