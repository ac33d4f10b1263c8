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

/** `count` guests, each holding one unused pass of the mission (their codes are passCode(0…count − 1)). */
export function passHoldersSql(missionId: string, placeId: string, count: number): string {
  return `insert into reviewers (id, display_name)
        select ('c0000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'Ospite ' || i
        from generate_series(0, ${count - 1}) as i;
      insert into mission_passes (mission_id, place_id, reviewer_id, code)
        select '${missionId}', '${placeId}', ('c0000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid,
          ${passCodeSql}
        from generate_series(0, ${count - 1}) as i`;
}
