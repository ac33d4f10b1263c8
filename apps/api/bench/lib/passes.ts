import { PASS_ALPHABET } from '@venues/contracts/missions-rules';

/** The i-th pass code: i written in base 24 with the pass alphabet, eight characters. */
export function passCode(i: number): string {
  let code = '';
  for (let k = 0, n = i; k < 8; k++, n = Math.floor(n / 24)) code = PASS_ALPHABET[n % 24] + code;
  return code;
}

/** The same code in SQL, of the integer column or expression `i`. */
export const passCodeSql = Array.from(
  { length: 8 },
  (_, k) => `substr('${PASS_ALPHABET}', ((i / ${24 ** (7 - k)})::bigint % 24)::int + 1, 1)`,
).join(' || ');
