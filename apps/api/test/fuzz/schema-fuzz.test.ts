import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The seed's deterministic generator, so that a failure replays.
import { createRandom, type Random } from '../../src/seed/random';
import { insertClaim, insertPlace } from '../helpers/fixtures';
import { tempDataDir } from '../helpers/capture';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

/*
 * A bounded, schema-driven fuzz of every operation of the OpenAPI document: 100 generated requests per
 * operation, half without a token and half with a valid one, built from each operation's own parameter and
 * body schemas (valid shapes, edge values, wrong types, control characters). No answer may be a 5xx.
 */
const EXAMPLES = 100;
// tus speaks its own protocol over raw bodies; the capture API tests cover it.
const SKIPPED = [/^\/api\/uploads/];

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
};
type Operation = {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

const EDGE_STRINGS = [
  '',
  ' ',
  'a',
  'x'.repeat(5000),
  'nul\u0000byte',
  'tab\tand\nnewline',
  'ünïcødé 🍝',
  '../../etc/passwd',
  "'; drop table places; --",
  '%00',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '2030-01-01T00:00:00Z',
  'not-a-date',
  '-1',
  '1e309',
  'AAAAAAAAAAAAAAAAAAAAAA',
];
const EDGE_NUMBERS = [0, -1, 1, 5, 6, 3.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 53), 1e308];

function generate(schema: Schema | undefined, random: Random, depth = 0): unknown {
  if (!schema || depth > 4) return random.pick([null, 'x', 1, true, {}]);
  if (random.chance(0.08)) return random.pick([null, 'x', 42, true, [], {}]);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return generate(random.pick(choices), random, depth + 1);
  if (schema.allOf?.length) return generate(Object.assign({}, ...schema.allOf) as Schema, random, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.chance(0.85) ? random.pick(schema.enum) : 'not-in-enum';
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid' && random.chance(0.7)) return randomUUID();
      if (schema.format === 'date-time' && random.chance(0.5))
        return new Date(random.int(0, 4e12)).toISOString();
      if (schema.format === 'email' && random.chance(0.5)) return `fuzz${random.int(0, 999)}@example.test`;
      return random.chance(0.6) ? random.pick(EDGE_STRINGS) : `s${random.int(0, 1e6)}`;
    case 'integer':
    case 'number':
      return random.chance(0.7)
        ? random.pick(EDGE_NUMBERS)
        : random.int(schema.minimum ?? -1000, Math.min(schema.maximum ?? 1000, 1e6));
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: random.int(0, 3) }, () => generate(schema.items, random, depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const required = schema.required?.includes(key) ?? false;
        if (required ? random.chance(0.92) : random.chance(0.6))
          object[key] = generate(property, random, depth + 1);
      }
      if (random.chance(0.1)) object.unexpected = 'extra';
      return object;
    }
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

describe('schema-driven fuzz of every operation', () => {
  let t: TestApp;
  let owner: TestUser;
  let placeId: string;
  let operations: { method: string; path: string; operation: Operation }[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      JOBS_POLL_MS: '0',
      DATA_DIR: tempDataDir(),
      RATE_LIMIT_MAX: '100000000',
      CAPTURE_RATE_LIMIT_MAX: '100000000',
      SENSITIVE_RATE_LIMIT_MAX: '100000000',
    });
    owner = await createTestUser();
    placeId = (await insertPlace(t.app)).id;
    await insertClaim(t.app, owner, placeId, 'approved');
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'patch', 'put', 'delete'].includes(method))
        .filter(() => !SKIPPED.some((pattern) => pattern.test(path)))
        .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    );
  });
  afterAll(() => t.close());

  it('answers no request with a 5xx, with and without a token', { timeout: 600_000 }, async () => {
    expect(operations.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let sent = 0;
    const statuses = new Map<number, number>();
    for (const [index, { method, path, operation }] of operations.entries()) {
      const random = createRandom(index + 1);
      for (let example = 0; example < EXAMPLES; example += 1) {
        let url = path;
        const query = new URLSearchParams();
        for (const parameter of operation.parameters ?? []) {
          // Half the path ids are the owner's own place, so that the handlers past authorization run too.
          const value =
            parameter.name === 'id' && random.chance(0.5) ? placeId : generate(parameter.schema, random);
          if (parameter.in === 'path')
            url = url.replace(`{${parameter.name}}`, encodeURIComponent(asText(value)));
          else if (parameter.in === 'query' && (parameter.required || random.chance(0.7)))
            query.set(parameter.name, asText(value));
        }
        if (query.size > 0) url += `?${query.toString()}`;
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        const payload = bodySchema ? generate(bodySchema, random) : undefined;
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: example % 2 === 1 ? bearer(owner.token) : {},
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500) {
          failures.push(
            `${response.statusCode} ${method} ${url} ${JSON.stringify(payload)?.slice(0, 200)} → ${response.body.slice(0, 200)}`,
          );
        }
      }
    }
    console.log(
      `schema fuzz: ${operations.length} operations, ${sent} requests (${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(', ')}), ${failures.length} with a 5xx`,
    );
    expect(failures).toEqual([]);
  });
});
