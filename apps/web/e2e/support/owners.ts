import { test as base } from '@playwright/test';
import { devOwnerResponseSchema, type DevOwner, type DevOwnerBody } from '@venues/contracts/dev-owners';
import { ownerApi } from './missions';
import { APP_URL } from './stack';

export type { DevOwner };

/**
 * A new owner with an approved venue of their own (`POST /api/dev/owners`, which the API has in local mode
 * only), made by the demo seed's functions: password DEMO_PASSWORD, the demo owner's business details, and
 * the plan, reviews and language asked for (starter, none, Italian by default). Its venue's name is unique,
 * so its mails and pages are told apart from every other test's.
 */
export async function makeOwner(options: DevOwnerBody = {}): Promise<DevOwner> {
  const response = await fetch(`${APP_URL}/api/dev/owners`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(options),
  });
  if (response.status !== 201) {
    throw new Error(`POST /api/dev/owners: ${response.status} ${await response.text()}`);
  }
  return devOwnerResponseSchema.parse(await response.json()).data;
}

/** The made owner through the API: their venue, and calls with their ID token. */
export const apiOf = (owner: DevOwner) => ownerApi(owner.email, owner.password);

/**
 * Tests that change an owner's password, plan or reviews take `owner`, made for that test alone, rather than
 * owner@demo.test, whose demo figures other tests read: no test then depends on which ran before it.
 * `test.use({ ownerOptions: { plan: 'pro', reviews: 12 } })` asks for another kind of owner.
 */
export const test = base.extend<{ ownerOptions: DevOwnerBody; owner: DevOwner }>({
  ownerOptions: [{}, { option: true }],
  // Playwright's `use`, named otherwise: the React hooks rule reads any `use(…)` call as a hook.
  owner: async ({ ownerOptions }, provide) => {
    await provide(await makeOwner(ownerOptions));
  },
});

export { expect } from '@playwright/test';
