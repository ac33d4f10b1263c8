import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import { apiErrorSchema } from '@venues/contracts/errors';
import { webhookResponseSchema } from '@venues/contracts/billing';
import { HttpError } from '../../../plugins/app/http-error';

const badSignature = () =>
  new HttpError(400, 'billing/invalid-signature', 'The Stripe signature is not valid.');

/**
 * Stripe's deliveries, outside the ID-token scope: the signature over the raw body is the authentication.
 * Registered only when Stripe is configured.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const stripe = app.billing.stripe;
  const secret = app.env.STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret) return;

  // This scope only: the signature covers the exact bytes, so the body must not be parsed first.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/webhook',
    {
      schema: {
        tags: ['billing'],
        summary: 'Stripe webhook: mirrors subscription changes into the database',
        security: [],
        headers: z.object({ 'stripe-signature': z.string().min(1) }),
        body: z.instanceof(Buffer),
        response: { 200: webhookResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      let event: Stripe.Event;
      try {
        event = stripe.client.webhooks.constructEvent(
          request.body,
          request.headers['stripe-signature'],
          secret,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw badSignature();
        throw error;
      }
      const { duplicate } = await stripe.sync.apply(event);
      request.log.info({ eventId: event.id, type: event.type, duplicate }, 'stripe event');
      return { received: true as const, duplicate };
    },
  );
};
