import * as z from 'zod/mini';
import { emailField, passwordField } from '@/lib/validation';

export const loginSchema = z.object({
  email: emailField(),
  password: passwordField(),
  rememberMe: z.boolean(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({ email: emailField(), password: passwordField() });
export type RegisterInput = z.infer<typeof registerSchema>;

export const emailOnlySchema = z.object({ email: emailField() });
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

export const newPasswordSchema = z.object({ password: passwordField() });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;
