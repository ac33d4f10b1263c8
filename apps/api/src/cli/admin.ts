// npm run admin -- grant-admin <email> | revoke-admin <email> | send-digest <email>
// grant-admin and revoke-admin set the staff custom claim on a real account; it takes effect at the
// account's next token refresh. send-digest sends the user's weekly digest of each venue now.
import { buildApp } from '../app';
import { loadEnv, type Env } from '../config/env';
import { createDatabase } from '../db/client';
import { createFirebaseAuth } from '../plugins/app/auth';

const USAGE = 'usage: npm run admin -- grant-admin <email> | revoke-admin <email> | send-digest <email>';

export async function setAdmin(email: string, admin: boolean, auth = createFirebaseAuth(loadEnv())) {
  const user = await auth.getUserByEmail(email);
  const claims = { ...(user.customClaims ?? {}) };
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(user.uid, claims);
  return user.uid;
}

/**
 * With a server PostgreSQL, this process queues the mails itself and the app's workers deliver them. The
 * embedded PGlite belongs to the running app alone, so in local mode the app is asked, on this machine.
 */
export async function sendDigest(email: string, env: Env = loadEnv()): Promise<number> {
  if (!env.DATABASE_URL) {
    const url = `http://127.0.0.1:${env.PORT}/api/dev/digests`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    }).catch(() => {
      throw new Error(`the app is not running on port ${env.PORT}: start it with npm start`);
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: { sent: number } }).data.sent;
  }
  const database = createDatabase({ url: env.DATABASE_URL, dataDir: '' });
  const app = await buildApp({ env: { ...env, JOBS_POLL_MS: 0, LOG_LEVEL: 'warn' }, database });
  try {
    await app.ready();
    return await app.notifications.sendDigestNow(email);
  } finally {
    await app.close();
    await database.close();
  }
}

async function main(args: string[]) {
  const [command, email] = args;
  if (!email || !['grant-admin', 'revoke-admin', 'send-digest'].includes(command ?? '')) {
    console.error(USAGE);
    return 2;
  }
  try {
    if (command === 'send-digest') {
      const env = loadEnv();
      const sent = await sendDigest(email, env);
      if (sent === 0) {
        console.error(`${email} manages no venue, or has no account here: no digest sent`);
        return 1;
      }
      const where = env.DATABASE_URL ? 'queued for delivery' : 'see /dev/mailbox';
      console.log(`sent ${sent} digest${sent === 1 ? '' : 's'} to ${email} (${where})`);
      return 0;
    }
    const uid = await setAdmin(email, command === 'grant-admin');
    console.log(`${command === 'grant-admin' ? 'granted' : 'revoked'} admin for ${email} (uid ${uid})`);
    return 0;
  } catch (error) {
    console.error(
      `could not ${command} for ${email}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
