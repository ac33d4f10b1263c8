import { capturePaths } from '../paths';
import { request, type Answer } from './request';

type EligibilityWire = { can_review: boolean; next_allowed_at: string | null };
export type Eligibility = Answer<EligibilityWire>;

export function getEligibility(code: string, token: string): Promise<Eligibility> {
  return request<EligibilityWire>(capturePaths.api.eligibility(code), { token });
}
