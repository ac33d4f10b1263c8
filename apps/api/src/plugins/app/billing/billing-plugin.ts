import fp from 'fastify-plugin';

/** Placeholder until the billing providers land: decorates nothing yet. */
export const billingPlugin = fp(async () => undefined, { name: 'billing', dependencies: ['repositories'] });
