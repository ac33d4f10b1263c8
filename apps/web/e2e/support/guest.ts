import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
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

/** What a guest reads on the capture page and its thank-you screen, in each language. */
export const CAPTURE_TEXTS = {
  en: {
    record: 'Record a video',
    stop: 'Stop',
    use: 'Use this video',
    overall: 'Overall rating: 5 stars',
    title: 'Title',
    name: 'Your name',
    required: /may see my video, my name and my ratings/,
    public: /^Show my video review publicly: /,
    send: 'Send review',
    published: /Your review is published/,
    link: 'Private link to remove your review',
  },
  it: {
    record: 'Registra un video',
    stop: 'Stop',
    use: 'Usa questo video',
    overall: 'Voto complessivo: 5 stelle',
    title: 'Titolo',
    name: 'Il tuo nome',
    required: /veda il mio video, il mio nome e le mie valutazioni/,
    public: /^Mostra pubblicamente la mia videorecensione: /,
    send: 'Invia la recensione',
    published: /La tua recensione è stata pubblicata/,
    link: 'Link privato per rimuovere la recensione',
  },
} as const;

/**
 * A guest on the capture page `/r/{code}` records a 2-second video with the fake camera, gives 5 stars,
 * `title` and a first name, accepts the required consent and ticks the optional public box (checked
 * unticked first). `onFilled` and `onPublished` run on the filled form and on the thank-you screen. Answers
 * the guest's private link and the review's id.
 */
export async function recordPublicReview(
  guest: Page,
  { code, lng, title }: { code: string; lng: 'en' | 'it'; title: string },
  { onFilled, onPublished }: { onFilled?: () => Promise<void>; onPublished?: () => Promise<void> } = {},
): Promise<{ privateLink: string; reviewId: string }> {
  const t = CAPTURE_TEXTS[lng];
  await guest.goto(`/r/${code}?lng=${lng}`);
  await guest.getByRole('button', { name: t.record }).click();
  await expect(guest.getByRole('button', { name: t.stop })).toBeVisible({ timeout: 15_000 });
  await guest.waitForTimeout(2_000);
  await guest.getByRole('button', { name: t.stop }).click();
  await guest.getByRole('button', { name: t.use }).click();

  await guest.getByRole('radio', { name: t.overall }).check();
  await guest.getByRole('textbox', { name: new RegExp(`^${t.title}`) }).fill(title);
  await guest.getByRole('textbox', { name: new RegExp(`^${t.name}`) }).fill('Giulia');
  await guest.getByRole('checkbox', { name: t.required }).check();
  const publicBox = guest.getByRole('checkbox', { name: t.public });
  await expect(publicBox).not.toBeChecked();
  await publicBox.check();
  await onFilled?.();
  await guest.getByRole('button', { name: t.send }).click();
  await expect(guest.getByText(t.published)).toBeVisible({ timeout: 60_000 });
  await onPublished?.();

  const privateLink = await guest.getByLabel(t.link).inputValue();
  return { privateLink, reviewId: new URL(privateLink).searchParams.get('review') ?? '' };
}
