import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';
import { APP_URL, AUTH_EMULATOR_URL, DEMO_PASSWORD, DEMO_USERS, EMULATOR_API_KEY } from './stack';

async function emulator(action: string, body: object): Promise<string> {
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=${EMULATOR_API_KEY}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  if (!response.ok) throw new Error(`${action} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

async function call<T>(path: string, token: string, method = 'GET', body?: object): Promise<T> {
  const response = await fetch(`${APP_URL}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? (null as T) : ((await response.json()) as { data: T }).data;
}

/** An owner through the API: their approved venue, and calls with their ID token. */
export async function ownerApi(email: string, password: string) {
  const owner = await emulator('signInWithPassword', { email, password, returnSecureToken: true });
  const claims = await call<{ status: string; restaurant: { id: string; name: string } }[]>(
    '/places/claim',
    owner,
  );
  const venue = claims.find((claim) => claim.status === 'approved')?.restaurant;
  if (!venue) throw new Error(`${email} has no approved claim`);
  return {
    venue,
    call: <T>(path: string, method = 'GET', body?: object) => call<T>(path, owner, method, body),
    /**
     * Ends a mission the suite launched: the demo venue's plan runs five at once, and the suite's specs
     * each launch their own.
     */
    end: (missionId: string) => call(`/places/missions/${missionId}/end?id=${venue.id}`, owner, 'POST'),
  };
}

/** The demo owner through the API. */
export const demoOwner = () => ownerApi(DEMO_USERS.owner, DEMO_PASSWORD);

/**
 * The demo owner's venue, a mission of its own that anyone may redeem now, and a counter link for it;
 * `finish` ends the mission and revokes the link.
 */
export async function launchMissionWithCounter(title: string) {
  const owner = await demoOwner();
  const { venue } = owner;
  const hour = 60 * 60 * 1000;
  const mission = await owner.call<{ id: string; code: string }>(`/places/missions?id=${venue.id}`, 'POST', {
    title,
    description: 'A spritz on the house with dinner.',
    reward: 'A free spritz',
    conditions: 'With a main course',
    starts_at: new Date(Date.now() - hour).toISOString(),
    deadline: new Date(Date.now() + 7 * 24 * hour).toISOString(),
  });
  const link = await owner.call<{ id: string; url: string }>(`/places/counter-links?id=${venue.id}`, 'POST', {
    label: 'Bar',
  });
  const revoke = () => owner.call(`/places/counter-links/${link.id}?id=${venue.id}`, 'DELETE');
  return {
    venue,
    missionCode: mission.code,
    /** The link's path and fragment, on this suite's origin. */
    counterPath: `/counter${new URL(link.url).hash}`,
    revoke,
    finish: async () => {
      await owner.end(mission.id);
      await revoke().catch(() => undefined);
    },
  };
}

/** A new guest (anonymous sign-in) takes part and gets a pass: its code, and the URL its QR code carries. */
export async function takePass(missionCode: string): Promise<{ code: string; url: string }> {
  const guest = await emulator('signUp', { returnSecureToken: true });
  const pass = await call<{ code: string }>(`/missions/${missionCode}/pass`, guest, 'POST', {
    display_name: 'Giulia',
    language: 'en',
  });
  return { code: pass.code, url: `${APP_URL}/m/${missionCode}?pass=${pass.code}` };
}

/**
 * A still video (Y4M, which Chromium's fake camera plays in a loop) of `text` as a QR code, black on white
 * with a quiet zone, filling most of a square frame.
 */
export function writeQrVideo(file: string, text: string): void {
  const size = 480;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cells = modules.size + 8;
  const scale = Math.floor(size / cells);
  const offset = Math.floor((size - scale * modules.size) / 2);
  const luma = Buffer.alloc(size * size, 255);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const row = Math.floor((y - offset) / scale);
      const column = Math.floor((x - offset) / scale);
      const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
      if (inside && modules.get(row, column)) luma[y * size + x] = 0;
    }
  }
  const chroma = Buffer.alloc((size / 2) * (size / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
}
