import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_URL, AUTH_EMULATOR_URL, EMULATOR_API_KEY } from './stack';

const SAMPLE_VIDEO = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../api/assets/demo-videos/clip-3.mp4'),
);

/**
 * A guest's published review on the venue of `reviewLink`, made through the real API as the capture page
 * makes it (anonymous sign-in, the form, a tus upload), for specs that need a review of their own.
 */
export async function publishGuestReview(reviewLink: string, title: string): Promise<void> {
  const signUp = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${EMULATOR_API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    },
  );
  const { idToken } = (await signUp.json()) as { idToken: string };
  const auth = { authorization: `Bearer ${idToken}` };
  const code = new URL(reviewLink).pathname.split('/').pop() ?? '';
  const created = await fetch(`${APP_URL}/api/capture/${code}/reviews`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      rating: { overall: 1 },
      title,
      description: 'Testo di prova.',
      display_name: 'Ospite',
      consent: { accepted: true, version: 1, language: 'it' },
      video_bytes: SAMPLE_VIDEO.length,
    }),
  });
  if (created.status !== 201) throw new Error(`review refused: ${created.status} ${await created.text()}`);
  const { data } = (await created.json()) as { data: { id: string } };
  const tus = { ...auth, 'tus-resumable': '1.0.0' };
  const upload = await fetch(`${APP_URL}/api/uploads`, {
    method: 'POST',
    headers: {
      ...tus,
      'upload-length': String(SAMPLE_VIDEO.length),
      'upload-metadata': `reviewId ${Buffer.from(data.id).toString('base64')}`,
    },
  });
  const location = new URL(upload.headers.get('location') ?? '', APP_URL).toString();
  const patched = await fetch(location, {
    method: 'PATCH',
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: SAMPLE_VIDEO,
  });
  if (patched.status !== 204) throw new Error(`upload refused: ${patched.status}`);
  for (let i = 0; i < 120; i += 1) {
    const progress = await fetch(`${APP_URL}/api/capture/reviews/${data.id}`, { headers: auth });
    const { data: state } = (await progress.json()) as { data: { status: string } };
    if (state.status === 'published') return;
    if (state.status === 'failed') throw new Error('processing failed');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the review was not published within 60 s');
}
