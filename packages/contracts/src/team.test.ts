import { describe, expect, it } from 'vitest';
import { accessRequestBodySchema, invitationBodySchema, roleBodySchema } from './team';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the team schemas', () => {
  it('takes an invitation’s address trimmed and lower-cased', () => {
    expect(invitationBodySchema.parse({ email: '  Anna@Example.COM ', role: 'manager' })).toEqual({
      email: 'anna@example.com',
      role: 'manager',
    });
  });

  it('refuses an invalid address and an unknown role field by field', () => {
    expect(issues(invitationBodySchema.safeParse({ email: 'not-an-address', role: 'boss' }))).toEqual([
      ['email', 'badEmail'],
      ['role', 'required'],
    ]);
    expect(issues(invitationBodySchema.safeParse({ email: '', role: 'team' }))).toEqual([
      ['email', 'required'],
    ]);
    expect(issues(roleBodySchema.safeParse({ role: 'admin' }))).toEqual([['role', 'required']]);
  });

  it('bounds an access request’s message and lets it be left out', () => {
    expect(accessRequestBodySchema.parse({})).toEqual({ message: '' });
    expect(issues(accessRequestBodySchema.safeParse({ message: 'x'.repeat(501) }))).toEqual([
      ['message', 'maxLength:500'],
    ]);
  });
});
