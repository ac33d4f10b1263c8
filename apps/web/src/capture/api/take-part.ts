import type { Pass as PassWire } from '@venues/contracts/missions';
import type { Language } from '../i18n/messages';
import { capturePaths } from '../paths';
import type { Pass } from './get-pass';
import { request } from './request';

/** Takes part in the mission: the guest's personal pass. A refusal is a 409 with a `missions/…` code. */
export function takePart(
  missionCode: string,
  body: { displayName: string; language: Language },
  token: string,
): Promise<Pass> {
  const name = body.displayName.trim();
  return request<PassWire>(capturePaths.api.pass(missionCode), {
    method: 'POST',
    body: { ...(name ? { display_name: name } : {}), language: body.language },
    token,
  });
}
