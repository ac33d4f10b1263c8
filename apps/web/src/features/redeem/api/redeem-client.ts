export type RedeemMethod = 'GET' | 'POST' | 'DELETE';

/**
 * How the redeem screen reaches the API: as a signed-in team member of one venue, or through a counter link.
 * `send` resolves with the answer's JSON body (null when there is none) and rejects with ApiRequestError.
 */
export type RedeemClient = {
  /** Sets the screen's cached answers apart: the venue's id, or the counter link's secret. */
  scope: string;
  send: (method: RedeemMethod, path: string, body?: object) => Promise<unknown>;
};

/** A pass at the counter, under the API's /api prefix. */
export function passPath(code: string): string {
  return `/redeem/passes/${encodeURIComponent(code)}`;
}

export const COUNTER_CONTEXT_PATH = '/redeem/context';
