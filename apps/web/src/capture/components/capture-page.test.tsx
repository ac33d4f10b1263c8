import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../testing/mock-fetch';
import { activeCode, CODE, renderCapture } from '../testing/render-capture';

vi.mock('../lib/guest-auth', () => ({
  signInGuest: vi.fn(() => Promise.resolve({ uid: 'guest', getToken: () => Promise.resolve('guest-token') })),
  guestToken: vi.fn(() => Promise.resolve('guest-token')),
}));

const upload = vi.hoisted(() => ({ startUpload: vi.fn() }));
vi.mock('../lib/upload', () => ({ preloadUploader: vi.fn(), startUpload: upload.startUpload }));

const eligible = { data: { can_review: true, next_allowed_at: null } };
const video = (bytes: number) => new File([new Uint8Array(bytes)], 'review.mp4', { type: 'video/mp4' });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:video');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  upload.startUpload.mockReset();
});

async function chooseVideo(bytes: number) {
  await userEvent.upload(await screen.findByLabelText('Choose a video'), video(bytes));
}

describe('capture page', () => {
  it('shows the venue, then refuses a revoked code with a page of its own, never the form', async () => {
    mockFetch({
      [`GET /api/capture/${CODE}`]: () => ({ body: { data: { ...activeCode, status: 'revoked' } } }),
    });
    renderCapture(`/r/${CODE}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This code is no longer active' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Record a video' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Choose a video')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send review' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy?lng=en');
  });

  it('says so in Italian too', async () => {
    mockFetch({
      [`GET /api/capture/${CODE}`]: () => ({ body: { data: { ...activeCode, status: 'revoked' } } }),
    });
    renderCapture(`/r/${CODE}`, 'it');
    expect(await screen.findByRole('heading', { name: 'Questo codice non è più attivo' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Informativa sulla privacy' })).toHaveAttribute(
      'href',
      '/privacy?lng=it',
    );
  });

  it('tells an unknown code apart', async () => {
    mockFetch({});
    renderCapture(`/r/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'This code does not exist' })).toBeVisible();
  });

  it('tells a malformed code (a link cut short) apart, never as a connection problem, in both languages', async () => {
    const malformed = () => ({
      status: 400,
      body: {
        error: {
          code: 'validation/invalid-input',
          message: 'The request is not valid.',
          fields: { code: ['badCode'] },
        },
      },
    });
    mockFetch({ 'GET /api/capture/abc': malformed });
    const { unmount } = renderCapture('/r/abc');
    expect(await screen.findByRole('heading', { name: 'This code does not exist' })).toBeVisible();
    expect(screen.queryByText(/connection/i)).not.toBeInTheDocument();
    unmount();

    mockFetch({ 'GET /api/capture/abc': malformed });
    renderCapture('/r/abc', 'it');
    expect(await screen.findByRole('heading', { name: 'Questo codice non esiste' })).toBeVisible();
    expect(screen.queryByText(/connessione/i)).not.toBeInTheDocument();
  });

  it('refuses a guest who reviewed the venue in the last 24 hours, with when they can come back', async () => {
    const { calls } = mockFetch({
      [`GET /api/capture/${CODE}`]: () => ({ body: { data: activeCode } }),
      [`GET /api/capture/${CODE}/eligibility`]: () => ({
        body: { data: { can_review: false, next_allowed_at: '2030-05-02T18:30:00.000Z' } },
      }),
    });
    renderCapture(`/r/${CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Trattoria Da Mario' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Record a video' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('You have already reviewed Trattoria Da Mario today');
    expect(refusal).toHaveTextContent(/You can review again from .*2030/);
    expect(screen.queryByRole('button', { name: 'Record a video' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/eligibility'))?.authorization).toBe('Bearer guest-token');
  });

  it('offers the file path when there is no camera', async () => {
    mockFetch({
      [`GET /api/capture/${CODE}`]: () => ({ body: { data: activeCode } }),
      [`GET /api/capture/${CODE}/eligibility`]: () => ({ body: eligible }),
    });
    renderCapture(`/r/${CODE}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Record a video' }));
    expect(await screen.findByText(/No camera is available here/)).toBeVisible();
    expect(screen.getByLabelText('Choose a video')).toHaveAttribute('accept', 'video/*');
  });

  it('refuses a video over the size limit before any upload request', async () => {
    const { calls } = mockFetch({
      [`GET /api/capture/${CODE}`]: () => ({
        body: { data: { ...activeCode, upload_max_bytes: 2_000_000 } },
      }),
      [`GET /api/capture/${CODE}/eligibility`]: () => ({ body: eligible }),
    });
    renderCapture(`/r/${CODE}`);
    await chooseVideo(3_500_000);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This video is too large (3.5 MB). The largest video you can send is 2 MB.',
    );
    expect(screen.queryByRole('button', { name: 'Send review' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(upload.startUpload).not.toHaveBeenCalled();
  });

  it('checks the form before sending anything, then sends it and uploads the video', async () => {
    const { calls } = mockFetch({
      [`GET /api/capture/${CODE}`]: () => ({ body: { data: activeCode } }),
      [`GET /api/capture/${CODE}/eligibility`]: () => ({ body: eligible }),
      [`POST /api/capture/${CODE}/reviews`]: () => ({
        status: 201,
        body: {
          data: {
            id: '9b2f6c1e-0d1a-4c55-9a43-3b1d2f6a7c80',
            status: 'uploading',
            failure_reason: null,
            upload: { endpoint: '/api/uploads', metadata: { reviewId: '9b2f6c1e' } },
            withdraw_url: '/r/withdraw?review=9b2f&expires=1&signature=abc',
          },
        },
      }),
      'GET /api/capture/reviews/:id': () => ({
        body: { data: { status: 'processing', failure_reason: null } },
      }),
    });
    upload.startUpload.mockImplementation(
      (_review, _video, _token, callbacks: { onProgress: (n: number) => void; onSuccess: () => void }) => {
        callbacks.onProgress(40);
        return Promise.resolve({ abort: vi.fn() });
      },
    );
    renderCapture(`/r/${CODE}`);
    await chooseVideo(500);

    await userEvent.click(await screen.findByRole('button', { name: 'Send review' }));
    expect(screen.getByRole('radiogroup', { name: /Overall rating/ })).toHaveAccessibleDescription(
      'Choose a rating from 1 to 5 stars',
    );
    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText(/^Your name/)).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText(/^I agree that Trattoria Da Mario may see my video/)).toBeInvalid();
    expect(screen.getByLabelText('Overall rating: 1 star')).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByLabelText('Overall rating: 4 stars'));
    await userEvent.click(screen.getByLabelText('Service: 5 stars'));
    await userEvent.type(screen.getByLabelText(/^Title/), '  Great carbonara ');
    await userEvent.type(screen.getByLabelText(/^Your name/), 'Giulia');
    await userEvent.click(screen.getByLabelText(/^I agree that Trattoria Da Mario/));
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));

    const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.authorization).toBe('Bearer guest-token');
    expect(post?.body).toEqual({
      rating: { overall: 4, food: null, price: null, atmosphere: null, service: 5 },
      title: 'Great carbonara',
      description: '',
      display_name: 'Giulia',
      consent: { accepted: true, version: 2, language: 'en', public: false },
      video_bytes: 500,
      video_type: 'video/mp4',
    });

    const [, sentVideo, , callbacks] = upload.startUpload.mock.calls[0] as [
      unknown,
      Blob,
      unknown,
      { onSuccess: () => void },
    ];
    expect(sentVideo.size).toBe(500);
    callbacks.onSuccess();
    const thanks = await screen.findByRole('region', { name: 'Thank you!' });
    expect(within(thanks).getByText(/^Processing your video/)).toBeVisible();
    expect(within(thanks).getByLabelText('Private link to remove your review')).toHaveValue(
      `${window.location.origin}/r/withdraw?review=9b2f&expires=1&signature=abc`,
    );
  });

  it('shows the server’s field errors next to the fields', async () => {
    mockFetch({
      [`GET /api/capture/${CODE}`]: () => ({ body: { data: activeCode } }),
      [`GET /api/capture/${CODE}/eligibility`]: () => ({ body: eligible }),
      [`POST /api/capture/${CODE}/reviews`]: () => ({
        status: 400,
        body: {
          error: { code: 'validation/invalid-input', message: 'x', fields: { title: ['maxLength:80'] } },
        },
      }),
    });
    renderCapture(`/r/${CODE}`);
    await chooseVideo(500);
    await userEvent.click(await screen.findByLabelText('Overall rating: 5 stars'));
    await userEvent.type(screen.getByLabelText(/^Title/), 'Fine');
    await userEvent.type(screen.getByLabelText(/^Your name/), 'Leo');
    await userEvent.click(screen.getByLabelText(/^I agree/));
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription('Maximum length: 80 characters'),
    );
  });
});
