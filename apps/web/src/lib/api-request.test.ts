import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTestSession, fakeIdToken, saveTestSession } from '@/testing/saved-session';
import { api } from './api-client';
import { askEarly } from './api-request';
import { i18n } from './i18n';

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  saveTestSession();
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(answer({ data: 'early' })));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  clearTestSession();
  await i18n.changeLanguage('en');
});

describe('a GET asked for early', () => {
  it("is the answer of the client's same GET, which sends nothing more", async () => {
    await askEarly('/places/p-1/reviews', { sort: 'newest', take: 10, cursor: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [address, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(address).toBe('/api/places/p-1/reviews?sort=newest&take=10');
    expect(init.headers).toMatchObject({ Authorization: `Bearer ${fakeIdToken()}`, 'Accept-Language': 'en' });

    const response = await api.get('/places/p-1/reviews', { params: { sort: 'newest', take: 10 } });
    expect(response.data).toEqual({ data: 'early' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is taken once: the next same GET asks the API again', async () => {
    await askEarly('/places/p-1/reviews', { take: 10 });
    await api.get('/places/p-1/reviews', { params: { take: 10 } });
    fetchMock.mockImplementation(() => Promise.resolve(answer({ data: 'again' })));
    expect((await api.get('/places/p-1/reviews', { params: { take: 10 } })).data).toEqual({ data: 'again' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not the answer of another address, nor of the same one in another language', async () => {
    await askEarly('/places/p-1/reviews', { take: 10 });
    fetchMock.mockImplementation(() => Promise.resolve(answer({ data: 'asked' })));
    expect((await api.get('/places/p-2/reviews', { params: { take: 10 } })).data).toEqual({ data: 'asked' });
    await i18n.changeLanguage('it');
    expect((await api.get('/places/p-1/reviews', { params: { take: 10 } })).data).toEqual({ data: 'asked' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('fails where the client takes it, as its own request would have', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('offline')));
    await expect(askEarly('/places/p-1/reviews', { take: 10 })).rejects.toThrow('offline');
    await expect(api.get('/places/p-1/reviews', { params: { take: 10 } })).rejects.toMatchObject({
      status: 0,
      code: 'network',
    });
  });
});
