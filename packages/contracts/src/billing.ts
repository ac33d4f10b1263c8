import { z } from 'zod';

import { planIds, planLimit, selfServicePlanIds, type PlanId } from './plans';

export { planIds, selfServicePlanIds, type PlanId, type SelfServicePlanId } from './plans';

type Texts = { it: string[]; en: string[] };

export type PlanDefinition = {
  id: PlanId;
  /** Monthly price in cents of euro; null when the price is on request. */
  priceCents: number | null;
  selfService: boolean;
  benefits: Texts;
};

/** The benefit texts, ended by the team's size, read from the plan's seat limit so they cannot differ. */
function withSeats(id: PlanId, texts: Texts): Texts {
  const seats = planLimit(id, 'seats');
  return seats === null
    ? {
        en: [...texts.en, 'As many people on the team as you agree with us'],
        it: [...texts.it, 'Tutte le persone nel team che concordi con noi'],
      }
    : {
        en: [...texts.en, `Up to ${seats} people on the team`],
        it: [...texts.it, `Fino a ${seats} persone nel team`],
      };
}

/** The one catalogue of plans: prices and benefit texts in both languages. */
export const PLANS: readonly PlanDefinition[] = [
  {
    id: 'free',
    priceCents: 0,
    selfService: true,
    benefits: withSeats('free', {
      en: [
        'Claim your profile',
        'Limited dashboard and chat agent',
        'Edit your profile information',
        'Upload your first video',
        'View your reviews',
      ],
      it: [
        'Richiedi la gestione del tuo locale',
        'Dashboard e assistente in chat in versione base',
        'Modifica le informazioni del tuo locale',
        'Carica il tuo primo video',
        'Visualizza le tue recensioni',
      ],
    }),
  },
  {
    id: 'starter',
    priceCents: 2900,
    selfService: true,
    benefits: withSeats('starter', {
      en: [
        'Everything in Free',
        'Download your video reviews',
        'Full dashboard: visits, value and customers',
        'Missions to bring customers back',
        'Email support',
      ],
      it: [
        'Tutto ciò che offre il piano Free',
        'Scarica le tue video recensioni',
        'Dashboard completa: visite, valore e clienti',
        'Missioni per far tornare i clienti',
        'Supporto via email',
      ],
    }),
  },
  {
    id: 'pro',
    priceCents: 7900,
    selfService: true,
    benefits: withSeats('pro', {
      en: [
        'Everything in Starter',
        'Unlimited missions',
        'Monthly performance report',
        'Priority support on WhatsApp',
        'Highlighted profile in the app',
      ],
      it: [
        'Tutto ciò che offre il piano Starter',
        'Missioni illimitate',
        'Report mensile delle prestazioni',
        'Supporto prioritario su WhatsApp',
        "Profilo in evidenza nell'app",
      ],
    }),
  },
  {
    id: 'enterprise',
    priceCents: null,
    selfService: false,
    benefits: withSeats('enterprise', {
      en: [
        'Everything in Pro',
        'Several venues under one account',
        'Integrations with your systems',
        'A dedicated account manager',
      ],
      it: [
        'Tutto ciò che offre il piano Pro',
        'Più locali in un solo account',
        'Integrazioni con i tuoi sistemi',
        'Un account manager dedicato',
      ],
    }),
  },
];

/** The enterprise card's price text. */
export const PRICE_ON_REQUEST = { it: 'Su richiesta', en: 'On request' } as const;

/** Codes the billing routes add to errors.ts; the web needs a translated text for each. */
export const billingErrorCodes = [
  'billing/email-mismatch',
  'billing/invalid-return-url',
  'billing/plan-not-self-service',
  'billing/already-on-plan',
  'billing/nothing-to-cancel',
  'billing/subscription-inactive',
  'billing/subscription-not-found',
  'billing/session-not-found',
  'billing/session-used',
  'billing/session-expired',
  'billing/invalid-signature',
  'billing/provider-error',
] as const;
export type BillingErrorCode = (typeof billingErrorCodes)[number];

const customerId = z.string().regex(/^cus_[A-Za-z0-9_]{1,120}$/, 'Not a customer id');
const subscriptionId = z.string().regex(/^sub_[A-Za-z0-9_]{1,120}$/, 'Not a subscription id');
const subscriptionItemId = z.string().regex(/^si_[A-Za-z0-9_]{1,120}$/, 'Not a subscription item id');
const restaurantId = z.uuid();
const returnUrl = z.url().max(2000);

/** GET /api/stripe/customer */
export const customerQuerySchema = z.object({ email: z.email(), id: customerId.optional() });

export const customerSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      restaurant_id: z.string(),
      status: z.string(),
      items: z.object({
        total_count: z.number().int(),
        data: z.array(
          z.object({ id: z.string(), quantity: z.number().int(), plan: z.object({ id: z.string() }) }),
        ),
      }),
    }),
  ),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerResponseSchema = z.union([
  z.object({ success: z.literal(false) }),
  z.object({ success: z.literal(true), customer: customerSchema }),
]);
export type CustomerResponse = z.infer<typeof customerResponseSchema>;
export const customerFoundResponseSchema = z.object({ success: z.literal(true), customer: customerSchema });

/** POST /api/stripe/customer: the restaurant may be named restaurant_id or restaurantId; both are accepted. */
export const createCustomerBodySchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    email: z.email(),
    restaurant_id: restaurantId.optional(),
    restaurantId: restaurantId.optional(),
  })
  .refine((body) => (body.restaurant_id ?? body.restaurantId) !== undefined, {
    message: 'This field is required',
    path: ['restaurant_id'],
  })
  .transform(({ restaurantId: camel, restaurant_id, ...rest }) => ({
    ...rest,
    restaurant_id: (restaurant_id ?? camel) as string,
  }));

/** GET /api/stripe/subscription */
export const subscriptionQuerySchema = z.object({ customer_id: customerId, restaurant_id: restaurantId });
export const subscriptionResponseSchema = z.object({
  subscription: z.object({ subscription_id: z.string(), subscription_item_id: z.string() }),
});

/** GET /api/billing/plans */
export const planSchema = z.object({
  id: z.enum(planIds),
  /** The payment provider's price id; null for enterprise. */
  price_id: z.string().nullable(),
  price_cents: z.number().int().nullable(),
  currency: z.literal('eur'),
  interval: z.literal('month'),
  self_service: z.boolean(),
  benefits: z.object({ it: z.array(z.string()), en: z.array(z.string()) }),
});
export type Plan = z.infer<typeof planSchema>;
export const plansResponseSchema = z.object({ data: z.array(planSchema) });

/** POST /api/stripe/subscription/update */
export const updateSubscriptionBodySchema = z.object({
  customer_id: customerId,
  subscription_item_id: subscriptionItemId,
  to: z.enum(planIds),
  return_url: returnUrl,
});
/** POST /api/stripe/update-payment-method */
export const updatePaymentMethodBodySchema = z.object({ customer_id: customerId, return_url: returnUrl });
/** POST /api/stripe/subscription/cancel */
export const cancelSubscriptionBodySchema = z.object({
  customer_id: customerId,
  subscription_id: subscriptionId,
  return_url: returnUrl,
});
export const sessionUrlResponseSchema = z.object({ session_url: z.string() });

/** GET /api/billing/sessions/:id: what the local provider's confirmation page shows. */
export const billingSessionKinds = [
  'subscription_update',
  'subscription_cancel',
  'payment_method_update',
] as const;
export type BillingSessionKind = (typeof billingSessionKinds)[number];
const sessionPlanSchema = z.object({ id: z.enum(selfServicePlanIds), price_cents: z.number().int() });

export const billingSessionParamsSchema = z.object({
  id: z.string().regex(/^bps_local_[A-Za-z0-9_-]{8,64}$/),
});
export const billingSessionSchema = z.object({
  id: z.string(),
  kind: z.enum(billingSessionKinds),
  status: z.enum(['open', 'used', 'expired']),
  expires_at: z.string(),
  return_url: z.string(),
  customer_id: z.string(),
  restaurant: z.object({ id: z.string(), name: z.string() }).nullable(),
  current_plan: sessionPlanSchema.nullable(),
  /** The plan after confirming: free for a cancellation, null for a payment-method update. */
  new_plan: sessionPlanSchema.nullable(),
});
export type BillingSession = z.infer<typeof billingSessionSchema>;
export const billingSessionResponseSchema = z.object({ session: billingSessionSchema });
export const returnUrlResponseSchema = z.object({ return_url: z.string() });

export const webhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
