import type { BillingSession } from '@venues/contracts/billing';
import type { Db } from '../../../db/client';
import { HttpError } from '../http-error';
import { BASE_PLAN, isEntitled } from '@venues/contracts/plans';
import { createBillingRepository, type BillingRepository } from './billing-repository';
import {
  createBillingSessionsRepository,
  type BillingSessionsRepository,
  type SessionChange,
  type SessionRow,
} from './billing-sessions-repository';
import { planOfPriceId, priceCentsOf, type PriceIds } from './plans';
import { person, recordActivity } from '../activity/activity-log';

const gone = () => new HttpError(410, 'billing/session-expired', 'This session has expired.');
const used = () => new HttpError(409, 'billing/session-used', 'This session has already been used.');
const inactive = () =>
  new HttpError(409, 'billing/subscription-inactive', 'The subscription has changed; start again.');

/**
 * The local provider's confirmation sessions: shown to their owner, confirmed or abandoned once. `db` is
 * for the confirmation's transaction; the repositories are the app's (plugins/app/repositories.ts).
 */
export function createLocalSessions(deps: {
  db: Db;
  billing: BillingRepository;
  sessions: BillingSessionsRepository;
  prices: PriceIds;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { billing, sessions } = deps;
  const planSummary = (plan: keyof PriceIds) => ({ id: plan, price_cents: priceCentsOf(plan) });

  const statusOf = (session: SessionRow) =>
    session.usedAt ? 'used' : session.expiresAt <= now() ? 'expired' : 'open';

  /** The session, if the caller owns its customer. Unknown and foreign sessions are refused alike. */
  async function ownSession(id: string, uid: string): Promise<SessionRow> {
    const session = await sessions.findById(id);
    if (!session) throw new HttpError(404, 'billing/session-not-found', 'No such billing session.');
    const customer = await billing.customerById(session.customerId);
    if (customer?.userUid !== uid) throw new HttpError(403, 'auth/forbidden', 'This session is not yours.');
    return session;
  }

  async function openSession(id: string, uid: string): Promise<SessionRow> {
    const session = await ownSession(id, uid);
    const status = statusOf(session);
    if (status === 'used') throw used();
    if (status === 'expired') throw gone();
    return session;
  }

  async function apply(repo: BillingRepository, customerId: string, change: SessionChange): Promise<void> {
    if (change.kind === 'payment_method_update') return;
    const subscription = await repo.subscriptionById(change.subscription_id);
    if (subscription?.customerId !== customerId || !isEntitled(subscription.status)) {
      throw inactive();
    }
    const items = await repo.itemsOf([subscription.id]);
    if (change.kind === 'subscription_update') {
      if (!items.some((item) => item.id === change.subscription_item_id)) throw inactive();
      await repo.setItemPrice(change.subscription_item_id, deps.prices[change.to], change.to);
      return;
    }
    // Every restaurant keeps a subscription: cancelling the paid plan returns it to the base one.
    for (const item of items) await repo.setItemPrice(item.id, deps.prices[BASE_PLAN], BASE_PLAN);
  }

  return {
    async view(id: string, uid: string): Promise<BillingSession> {
      const session = await ownSession(id, uid);
      const { change } = session;
      const base = {
        id: session.id,
        kind: change.kind,
        status: statusOf(session),
        expires_at: session.expiresAt.toISOString(),
        return_url: session.returnUrl,
        customer_id: session.customerId,
      } as const;
      if (change.kind === 'payment_method_update') {
        return { ...base, restaurant: null, current_plan: null, new_plan: null };
      }
      const items = await billing.itemsOf([change.subscription_id]);
      const item =
        change.kind === 'subscription_update'
          ? items.find((i) => i.id === change.subscription_item_id)
          : items[0];
      const current = item ? (planOfPriceId(deps.prices, item.priceId) ?? item.plan) : change.from;
      const name = await billing.placeName(change.place_id);
      return {
        ...base,
        restaurant: name === undefined ? null : { id: change.place_id, name },
        current_plan: current ? planSummary(current) : null,
        new_plan: planSummary(change.kind === 'subscription_update' ? change.to : BASE_PLAN),
      };
    },

    /** Applies the change and uses the session up, both or neither. Answers where to go next. */
    async confirm(id: string, uid: string): Promise<string> {
      const session = await openSession(id, uid);
      await deps.db.transaction(async (tx) => {
        if (!(await createBillingSessionsRepository(tx).markUsed(id, now()))) throw used();
        const { change } = session;
        await apply(createBillingRepository(tx), session.customerId, change);
        if (change.kind === 'payment_method_update') return;
        await recordActivity(tx, {
          placeId: change.place_id,
          actor: person(uid),
          action: 'plan.changed',
          subject: { type: 'subscription', id: change.subscription_id },
          details: { from: change.from, to: change.kind === 'subscription_update' ? change.to : BASE_PLAN },
        });
      });
      return session.returnUrl;
    },

    /** Closes the session without changing anything. */
    async abandon(id: string, uid: string): Promise<string> {
      const session = await openSession(id, uid);
      if (!(await sessions.markUsed(id, now()))) throw used();
      return session.returnUrl;
    },
  };
}

export type LocalSessions = ReturnType<typeof createLocalSessions>;
