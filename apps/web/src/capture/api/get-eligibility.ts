import { capturePaths } from '../paths';
import { request } from './request';

export type Eligibility = { can_review: boolean; next_allowed_at: string | null };

export function getEligibility(code: string, token: string): Promise<Eligibility> {
  return request<Eligibility>(capturePaths.api.eligibility(code), { token });
}
