import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StripeRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  headers: IncomingMessage['headers'];
};
type Handler = (request: StripeRequest) => { status?: number; body: unknown } | undefined;

const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

/** A Stripe subscription object as the API returns it, trimmed to what the provider reads. */
export function stripeSubscription(input: {
  id: string;
  customer: string;
  restaurantId: string;
  price: string;
  itemId?: string;
  status?: string;
  created?: number;
}) {
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customer,
    status: input.status ?? 'active',
    created: input.created ?? Math.floor(Date.now() / 1000),
    metadata: { restaurant_id: input.restaurantId },
    items: list(
      [
        {
          id: input.itemId ?? `si_${input.id}`,
          object: 'subscription_item',
          quantity: 1,
          price: { id: input.price, object: 'price' },
        },
      ],
      `/v1/subscription_items?subscription=${input.id}`,
    ),
  };
}

/**
 * A local stand-in for api.stripe.com: records every request (path, query, form fields) and answers from
 * `handle`, or with empty lists and echoes of what was created.
 */
export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  let handle: Handler = () => undefined;
  let counter = 0;

  const defaults = (request: StripeRequest): { status?: number; body: unknown } => {
    const { method, path, form } = request;
    if (method === 'GET') return { body: list([], path) };
    if (path === '/v1/customers') {
      return { body: { id: `cus_fake${++counter}`, object: 'customer', email: form.email, name: form.name } };
    }
    if (path === '/v1/subscriptions') {
      const id = `sub_fake${++counter}`;
      return {
        body: stripeSubscription({
          id,
          customer: form.customer!,
          restaurantId: form['metadata[restaurant_id]']!,
          price: form['items[0][price]']!,
        }),
      };
    }
    if (path === '/v1/billing_portal/sessions') {
      return {
        body: {
          id: 'bps_fake',
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/p/session/fake',
        },
      };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `No fake for ${path}` } },
    };
  };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const request: StripeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        form: Object.fromEntries(new URLSearchParams(raw)),
        headers: req.headers,
      };
      requests.push(request);
      const answer = handle(request) ?? defaults(request);
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    requests,
    /** Answers some requests differently; undefined falls back to the defaults. */
    onRequest(handler: Handler) {
      handle = handler;
    },
    reset() {
      requests.length = 0;
      handle = () => undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export const stripeEnv = (port: number) => ({
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_fake',
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(port),
  STRIPE_API_PROTOCOL: 'http',
});
