import type { Auth } from 'firebase-admin/auth';

export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO_ACCOUNTS = {
  owner: {
    uid: 'demo-owner',
    email: 'owner@demo.test',
    displayName: 'Giulia Rossi',
    language: 'it',
    admin: false,
  },
  multi: {
    uid: 'demo-multi',
    email: 'multi@demo.test',
    displayName: 'Marco Bianchi',
    language: 'en',
    admin: false,
  },
  manager: {
    uid: 'demo-manager',
    email: 'manager@demo.test',
    displayName: 'Luca Ferri',
    language: 'it',
    admin: false,
  },
  team: {
    uid: 'demo-team',
    email: 'team@demo.test',
    displayName: 'Anna Conti',
    language: 'it',
    admin: false,
  },
  pending: {
    uid: 'demo-pending',
    email: 'pending@demo.test',
    displayName: 'Sara Verdi',
    language: 'it',
    admin: false,
  },
  admin: {
    uid: 'demo-admin',
    email: 'admin@demo.test',
    displayName: 'Venues Staff',
    language: 'en',
    admin: true,
  },
} as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS];

/** Creates the demo accounts in the identity provider when missing; fixed uids tie them to the demo data. */
export async function seedDemoAccounts(auth: Auth): Promise<void> {
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    try {
      await auth.getUser(account.uid);
    } catch {
      await auth.createUser({
        uid: account.uid,
        email: account.email,
        password: DEMO_PASSWORD,
        displayName: account.displayName,
        emailVerified: true,
      });
    }
    if (account.admin) await auth.setCustomUserClaims(account.uid, { admin: true });
  }
}
