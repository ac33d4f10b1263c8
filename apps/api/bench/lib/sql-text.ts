/** A SQL string literal. Only for the benchmark's own word lists, never for input. */
export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

export const textArray = (items: readonly string[]) => `array[${items.map(literal).join(', ')}]::text[]`;

/** A random element of a SQL array; random() is volatile, so each row draws its own. */
export const pick = (array: string) => `(${array})[1 + floor(random() * cardinality(${array}))::int]`;
