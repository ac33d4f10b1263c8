import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mailboxResponseSchema,
  sendDigestBodySchema,
  sendDigestResponseSchema,
  type MailboxLinkKind,
} from '@venues/contracts/mailbox';
import { devOwnerBodySchema, devOwnerResponseSchema } from '@venues/contracts/dev-owners';
import { errorResponses } from '../../../plugins/app/errors';
import { toMailboxMail } from '../../../plugins/app/mail/outbox-mapper';
import { seedOwner } from '../../../seed/owner';
import { demoPricesOf } from '../../../seed/seed-demo';
import { z } from 'zod';

const oobCodesSchema = z.object({
  oobCodes: z.array(
    z.object({ email: z.string(), requestType: z.string(), oobCode: z.string(), oobLink: z.string() }),
  ),
});

const KIND_BY_REQUEST_TYPE: Record<string, MailboxLinkKind> = {
  VERIFY_EMAIL: 'verifyEmail',
  PASSWORD_RESET: 'resetPassword',
  EMAIL_SIGNIN: 'signIn',
};

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** Rewrites an emulator link so that it opens in this app rather than on the emulator's own page. */
export function appLink(kind: MailboxLinkKind, oobCode: string, oobLink: string, apiKey: string): string {
  const code = encodeURIComponent(oobCode);
  if (kind === 'verifyEmail') return `/verify-email?mode=verifyEmail&oobCode=${code}`;
  if (kind === 'resetPassword') return `/forgot-password?mode=resetPassword&oobCode=${code}`;
  const continueUrl = new URL(oobLink).searchParams.get('continueUrl') ?? '/';
  const target = new URL(continueUrl, 'http://placeholder');
  target.searchParams.set('mode', 'signIn');
  target.searchParams.set('oobCode', oobCode);
  target.searchParams.set('apiKey', apiKey);
  return continueUrl.startsWith('http') ? target.toString() : `${target.pathname}${target.search}`;
}

/**
 * Local mode only: what the identity emulator and the outbox would have delivered by mail, and owners made
 * on demand for the end-to-end tests.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  // The mailbox holds every password-reset and sign-in link: only this machine may read it. The socket's
  // own address, not request.ip, which a proxy header can choose.
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) return reply.callNotFound();
  });
  const {
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_API_KEY: apiKey,
  } = app.env;

  /**
   * The auth emulator's pending links; none when it does not answer, so that the mailbox still shows the
   * product's own mails while the emulator restarts or is busy.
   */
  const emulatorCodes = async (log: FastifyBaseLogger) => {
    try {
      const response = await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/oobCodes`);
      return oobCodesSchema.parse(await response.json()).oobCodes;
    } catch (error) {
      log.warn({ err: error }, 'the auth emulator did not list its links');
      return [];
    }
  };

  app.get(
    '/mailbox',
    { schema: { tags: ['dev'], security: [], response: { 200: mailboxResponseSchema } } },
    async (request) => {
      const links = (await emulatorCodes(request.log)).flatMap((entry) => {
        const kind = KIND_BY_REQUEST_TYPE[entry.requestType];
        return kind
          ? [{ kind, email: entry.email, link: appLink(kind, entry.oobCode, entry.oobLink, apiKey) }]
          : [];
      });
      const mails = (await app.mailOutboxRepository.listRecent()).map(toMailboxMail);
      return { data: { links, mails } };
    },
  );

  app.post(
    '/digests',
    {
      schema: {
        tags: ['dev'],
        summary: "Sends a user's weekly digest now (npm run admin -- send-digest)",
        security: [],
        body: sendDigestBodySchema,
        response: { 200: sendDigestResponseSchema, 400: errorResponses[400] },
      },
    },
    async (request) => ({ data: { sent: await app.notifications.sendDigestNow(request.body.email) } }),
  );

  // Tests that change an owner's password, plan or reviews each get an owner of their own, made by the demo
  // seed's functions, so that no test depends on what another did to the demo owner.
  app.post(
    '/owners',
    {
      schema: {
        tags: ['dev'],
        summary: 'A new owner with an approved venue of their own (local mode, for the end-to-end tests)',
        security: [],
        body: devOwnerBodySchema,
        response: { 201: devOwnerResponseSchema, 400: errorResponses[400] },
      },
    },
    async (request, reply) => {
      // A real billing provider's customers cannot be invented here, as in the demo seed.
      const billing = app.env.STRIPE_SECRET_KEY ? null : demoPricesOf(app.env);
      const owner = await seedOwner(app.db, app.firebaseAuth, billing, request.body);
      return reply.status(201).send({ data: owner });
    },
  );
};
