import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationMessage } from '@venues/contracts/validation-messages';

/** C0 controls but tab, line feed and carriage return, and DEL: PostgreSQL refuses NUL in text outright. */
// eslint-disable-next-line no-control-regex -- finding these characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The paths of every string inside `value` that carries a control character. */
export function controlCharacterPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? [path] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => controlCharacterPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(CONTROL_CHARACTERS.test(key) ? [[...path, key]] : []),
      ...controlCharacterPaths(item, [...path, key]),
    ]);
  }
  return [];
}

const noControlCharacters = z.unknown().superRefine((value, context) => {
  for (const path of controlCharacterPaths(value))
    context.addIssue({ code: 'custom', path, message: validationMessage('controlChars') });
});

/**
 * The zod validator of every route, preceded by one check for all of them: a string with a control character,
 * in the body, the query or the path, is a 400 with a field-level code, never a database error.
 */
export const validatorCompiler: typeof zodValidatorCompiler = (route) => {
  const refuse = zodValidatorCompiler({ ...route, schema: noControlCharacters });
  const validate = zodValidatorCompiler(route);
  return (data) => {
    // The zod compiler validates synchronously and answers an object; the union type covers other compilers.
    const refused = refuse(data) as { error?: FastifySchemaValidationError[] };
    return refused.error ? refused : validate(data);
  };
};
