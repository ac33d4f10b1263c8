import { Agent, request } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { CONSENT_VERSION } from '@venues/contracts/capture-rules';

/** What the load sees of one request; status 0 is a connection error, -1 a time-out. */
export type Sample = { at: number; kind: string; status: number; ms: number; server: string };

/** The first body of each refusal (`kind status`), to tell what refused it. */
export const firstRefusals = new Map<string, string>();

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

const TIMEOUT_MS = 10_000;

/**
 * One client of the load: one keep-alive connection from an address of its own (127.x.y.z), so that
 * the load balancer forwards a distinct client address and the rate limit counts each client apart.
 */
export class Client {
  private readonly agent: Agent;

  constructor(
    private readonly base: URL,
    localAddress: string,
    private readonly samples: Sample[],
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress });
  }

  /** Sends one request and records it; a failed connection or a time-out answers with status 0 or -1. */
  async send(
    kind: string,
    method: string,
    path: string,
    options: { headers?: Record<string, string>; body?: string | Buffer } = {},
  ): Promise<Answer> {
    const started = performance.now();
    const answer = await new Promise<Answer>((resolve) => {
      const req = request(
        {
          host: this.base.hostname,
          port: this.base.port,
          path,
          method,
          agent: this.agent,
          headers: {
            ...options.headers,
            ...(options.body === undefined ? {} : { 'content-length': Buffer.byteLength(options.body) }),
          },
          timeout: TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          );
          response.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
        },
      );
      req.on('timeout', () => {
        req.destroy();
        resolve({ status: -1, headers: {}, body: '' });
      });
      req.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
      req.end(options.body);
    });
    const server = answer.headers['x-served-by'];
    if (answer.status >= 400 && !firstRefusals.has(`${kind} ${answer.status}`))
      firstRefusals.set(`${kind} ${answer.status}`, answer.body);
    this.samples.push({
      at: Date.now(),
      kind,
      status: answer.status,
      ms: performance.now() - started,
      server: typeof server === 'string' ? server : '',
    });
    return answer;
  }

  close(): void {
    this.agent.destroy();
  }
}

export type Capture = { reviewId: string; accepted: boolean; server: string; resumes: number };

/**
 * A guest's whole capture: the page, the form, the tus upload in one PATCH. A failed PATCH is resumed
 * as tus clients do: ask the upload's offset (HEAD), then send the rest.
 */
export async function capture(
  client: Client,
  token: string,
  code: string,
  video: Buffer,
): Promise<Capture | null> {
  const auth = { authorization: `Bearer ${token}` };
  const page = await client.send('capture page', 'GET', `/api/capture/${code}`);
  if (page.status !== 200) return null;
  const form = await client.send('capture form', 'POST', `/api/capture/${code}/reviews`, {
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      rating: { overall: 5 },
      title: 'Cena in cluster',
      description: 'Tutto bene anche con un server in meno.',
      display_name: 'Ospite',
      consent: { accepted: true, version: CONSENT_VERSION, language: 'it', public: true },
      video_bytes: video.length,
    }),
  });
  if (form.status !== 201) return null;
  const reviewId = (JSON.parse(form.body) as { data: { id: string } }).data.id;
  const tus = { ...auth, 'tus-resumable': '1.0.0' };
  const created = await client.send('upload create', 'POST', '/api/uploads', {
    headers: {
      ...tus,
      'upload-length': String(video.length),
      'upload-metadata': `reviewId ${Buffer.from(reviewId).toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`,
    },
  });
  const location = created.headers.location;
  if (created.status !== 201 || typeof location !== 'string')
    return { reviewId, accepted: false, server: '', resumes: 0 };
  const uploadPath = new URL(location, 'http://x').pathname;

  let offset = 0;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    if (attempt > 0) {
      await delay(500);
      const head = await client.send('upload head', 'HEAD', uploadPath, { headers: tus });
      if (head.status !== 200) continue;
      offset = Number(head.headers['upload-offset']);
    }
    const patch = await client.send('upload patch', 'PATCH', uploadPath, {
      headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: video.subarray(offset),
    });
    if (patch.status === 204 && Number(patch.headers['upload-offset']) === video.length) {
      const server = patch.headers['x-served-by'];
      return { reviewId, accepted: true, server: typeof server === 'string' ? server : '', resumes: attempt };
    }
  }
  return { reviewId, accepted: false, server: '', resumes: 5 };
}
