import { describe, expect, it } from 'vitest';
import './zod-config';
import { config } from 'zod/v4/core';
import { z } from 'zod';

describe('zod settings', () => {
  it('never compiles parsers, so no page asks the browser to evaluate a string', () => {
    expect(config().jitless).toBe(true);
    const evaluate = globalThis.Function;
    let compiled = 0;
    globalThis.Function = new Proxy(evaluate, {
      construct: (target, args: string[]) => {
        compiled += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      const schema = z.object({ id: z.string(), count: z.number() });
      expect(schema.parse({ id: 'a', count: 1 })).toEqual({ id: 'a', count: 1 });
      expect(schema.safeParse({ id: 1 }).success).toBe(false);
    } finally {
      globalThis.Function = evaluate;
    }
    expect(compiled).toBe(0);
  });
});
