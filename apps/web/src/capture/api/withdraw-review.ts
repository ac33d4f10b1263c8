import { capturePaths } from '../paths';
import { request } from './request';

export function withdrawReview(query: URLSearchParams): Promise<{ withdrawn: true }> {
  return request<{ withdrawn: true }>(capturePaths.api.withdraw(query), { method: 'DELETE' });
}
