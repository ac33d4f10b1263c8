import { describe, expect, it } from 'vitest';
import { loginSchema } from './auth-schemas';

describe('loginSchema', () => {
  it('validates the whole login form', () => {
    const result = loginSchema.safeParse({ email: 'a@b.test', password: 'short', rememberMe: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['password']);
  });
});
