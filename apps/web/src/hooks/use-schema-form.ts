import { useCallback, useRef, useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';

/** A field's error as the form shows it: its message key. */
export type SchemaFieldError = { message: string };

type FieldElement = HTMLInputElement;

/**
 * A small form state for the sign-in pages, whose first screen must stay light: the inputs stay uncontrolled
 * (what a visitor typed before the script took the page over is kept), their values are read from the
 * elements, and the schema checks them. Like the dashboard's forms, a field is checked on submit first, and
 * then again as it changes; the first field in error takes the focus.
 */
export function useSchemaForm<Schema extends z.ZodMiniObject>(schema: Schema) {
  type Values = z.output<Schema>;
  type Name = keyof Values & string;
  const elements = useRef(new Map<Name, FieldElement>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Partial<Record<Name, SchemaFieldError>>>({});

  const read = useCallback(() => {
    const values: Record<string, unknown> = {};
    for (const [name, element] of elements.current)
      values[name] = element.type === 'checkbox' ? element.checked : element.value;
    return values;
  }, []);

  /** Checks the fields (all by default), shows their errors, and says whether they are valid. */
  const check = useCallback(
    (fields?: readonly Name[]) => {
      const result = schema.safeParse(read());
      const found: Partial<Record<Name, SchemaFieldError>> = {};
      for (const issue of result.success ? [] : result.error.issues) {
        const name = issue.path[0] as Name;
        if (found[name] === undefined) found[name] = { message: issue.message };
      }
      const checked = fields ?? [...elements.current.keys()];
      setErrors((current) => {
        const next = { ...current };
        for (const name of checked) {
          if (found[name]) next[name] = found[name];
          else delete next[name];
        }
        return next;
      });
      const invalid = checked.filter((name) => found[name] !== undefined);
      return { result, invalid };
    },
    [schema, read],
  );

  const register = useCallback(
    (name: Name) => ({
      name,
      ref: (element: FieldElement | null) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      },
      onChange: () => {
        if (submitted.current) check([name]);
      },
    }),
    [check],
  );

  /** Whether the fields are valid; their errors show, and the first one in error takes the focus. */
  const trigger = useCallback(
    (...fields: Name[]) => {
      const { invalid } = check(fields);
      if (invalid[0]) elements.current.get(invalid[0])?.focus();
      return invalid.length === 0;
    },
    [check],
  );

  const handleSubmit = useCallback(
    (onValid: (values: Values) => unknown) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitted.current = true;
      const { result, invalid } = check();
      if (!result.success) {
        if (invalid[0]) elements.current.get(invalid[0])?.focus();
        return;
      }
      await onValid(result.data);
    },
    [check],
  );

  /** A text field's value as typed. */
  const text = useCallback((name: Name) => elements.current.get(name)?.value ?? '', []);

  return { errors, register, trigger, handleSubmit, text };
}
