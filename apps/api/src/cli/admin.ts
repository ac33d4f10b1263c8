// npm run admin -- grant-admin <email> | revoke-admin <email>
// Sets the staff custom claim on a real account. Takes effect at the account's next token refresh.
import { loadEnv } from '../config/env';
import { createFirebaseAuth } from '../plugins/app/auth';

const USAGE = 'usage: npm run admin -- grant-admin <email> | revoke-admin <email>';

export async function setAdmin(email: string, admin: boolean, auth = createFirebaseAuth(loadEnv())) {
  const user = await auth.getUserByEmail(email);
  const claims = { ...(user.customClaims ?? {}) };
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(user.uid, claims);
  return user.uid;
}

async function main(args: string[]) {
  const [command, email] = args;
  if ((command !== 'grant-admin' && command !== 'revoke-admin') || !email) {
    console.error(USAGE);
    return 2;
  }
  try {
    const uid = await setAdmin(email, command === 'grant-admin');
    console.log(`${command === 'grant-admin' ? 'granted' : 'revoked'} admin for ${email} (uid ${uid})`);
    return 0;
  } catch (error) {
    console.error(`could not update ${email}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
