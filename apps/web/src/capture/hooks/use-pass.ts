import { isPassCode, normalizePassCode, type MissionStatus } from '@venues/contracts/missions-rules';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ApiRequestError } from '@/lib/api-error';
import { getPass, type Pass } from '../api/get-pass';
import { takePart } from '../api/take-part';
import type { Language } from '../i18n/messages';
import { guestToken } from '../lib/guest-auth';
import { forgetPass, storedPass, storePass } from '../lib/pass-store';
import { PASS_PARAM } from '../paths';

/**
 * A pass as the page shows it; `state` is null while it is unknown (not checked yet, or not this guest's),
 * and so is `privateUrl`, the guest's private link, which only the server gives and only to its guest.
 */
export type PassView = Pick<Pass, 'code' | 'redeemedAt'> & {
  state: Pass['state'] | null;
  privateUrl: string | null;
};

/** Refusals that the page explains next to the form; the others mean the mission itself changed. */
export const guestRefusals = [
  'first-visit-only',
  'returning-only',
  'already-redeemed',
  'redeemed-today',
] as const;
export type GuestRefusal = (typeof guestRefusals)[number];
export type TakePartError = GuestRefusal | 'network' | 'generic';

const MISSION_REFUSALS: Record<string, MissionStatus> = {
  'missions/not-started': 'scheduled',
  'missions/ended': 'ended',
  'missions/paused': 'paused',
  'missions/full': 'full',
};

function errorOf(error: unknown): { error: TakePartError } | { status: MissionStatus } {
  if (!(error instanceof ApiRequestError)) return { error: 'network' };
  const status = MISSION_REFUSALS[error.code];
  if (status) return { status };
  const refusal = guestRefusals.find((code) => error.code === `missions/${code}`);
  if (refusal) return { error: refusal };
  return { error: error.status === 0 ? 'network' : 'generic' };
}

const viewOf = ({ code, state, redeemedAt, privateUrl }: Pass): PassView => ({
  code,
  state,
  redeemedAt,
  privateUrl,
});

// The link and the phone's storage are read on the client only: the server draws the page without a pass,
// and the pass appears once the page is hydrated. Only this page changes them, so nothing to subscribe to.
const noSubscription = () => () => undefined;
const onServer = () => null;

/** The pass of the page's link, as the counter types it; a link cut short or mangled shows none. */
function linkedPass(): string | null {
  const code = normalizePassCode(new URLSearchParams(window.location.search).get(PASS_PARAM) ?? '');
  return isPassCode(code) ? code : null;
}

/**
 * The guest's pass for the mission. The page opens with the pass of its link (?pass=) or the one kept on
 * this phone; only a pass kept here is checked with the server, under the guest's anonymous sign-in, so
 * that a pass's link opened on another phone (the counter's) signs nobody in.
 */
export function usePass(missionCode: string, onMissionChanged: (status: MissionStatus) => void) {
  const linked = useSyncExternalStore(noSubscription, linkedPass, onServer);
  const stored = useSyncExternalStore(noSubscription, () => storedPass(missionCode) ?? null, onServer);
  const opening = linked ?? stored;
  const checkable = stored !== null && opening === stored ? stored : null;

  /** The pass as the server last gave it, and the kept code whose check is over. */
  const [known, setKnown] = useState<PassView | null>(null);
  const [checked, setChecked] = useState<string | null>(null);
  const settled = useRef<string | null>(null);
  const [taking, setTaking] = useState(false);
  const [taken, setTaken] = useState(false);
  const [error, setError] = useState<TakePartError | null>(null);
  /** The kept code that the server said this guest no longer holds. */
  const [forgotten, setForgotten] = useState<string | null>(null);

  const keep = useCallback(
    (pass: Pass) => {
      settled.current = pass.code;
      storePass(missionCode, pass.code);
      setKnown(viewOf(pass));
    },
    [missionCode],
  );

  useEffect(() => {
    if (checkable === null || settled.current === checkable) return;
    let current = true;
    guestToken()
      .then((token) => getPass(missionCode, token))
      .then((found) => {
        if (!current) return;
        // A newer pass of this guest (taken again on a later day) replaces the kept one.
        if (found && (linked === null || found.code === checkable)) keep(found);
        // The guest holds no pass here any more (they erased their data): the phone forgets the code.
        if (found === null) {
          forgetPass(missionCode);
          setForgotten(checkable);
        }
      })
      .catch(() => {
        // Offline or signed out: the kept code still shows, its state unknown.
      })
      .finally(() => current && setChecked(checkable));
    return () => {
      current = false;
    };
  }, [checkable, linked, missionCode, keep]);

  const take = useCallback(
    async (displayName: string, language: Language) => {
      setTaking(true);
      setError(null);
      try {
        keep(await takePart(missionCode, { displayName, language }, await guestToken()));
        setTaken(true);
      } catch (failure) {
        const outcome = errorOf(failure);
        if ('status' in outcome) onMissionChanged(outcome.status);
        else setError(outcome.error);
      } finally {
        setTaking(false);
      }
    },
    [missionCode, onMissionChanged, keep],
  );

  const shown = opening === forgotten ? null : opening;
  const pass = known ?? (shown ? { code: shown, state: null, redeemedAt: null, privateUrl: null } : null);
  const checking = known === null && checkable !== null && checked !== checkable;
  /** `taken`: the guest took the pass on this visit, rather than finding it again. */
  return { pass, checking, taking, taken, error, take };
}
