import { BILL_CENTS_MAX } from '@venues/contracts/missions-rules';

/**
 * The bill as typed at the counter, in euros: '24', '24,50' or '24.50' (a comma or a dot before the cents).
 * null when left empty, 'invalid' when it is not an amount from 0,01 € to the API's maximum.
 */
export function parseBillCents(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(/\s|€/g, '');
  if (trimmed === '') return null;
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match?.[1]) return 'invalid';
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents >= 1 && cents <= BILL_CENTS_MAX ? cents : 'invalid';
}
