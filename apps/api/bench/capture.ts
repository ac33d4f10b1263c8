// Capture benchmarks (issue: video reviews at the table). Run with `npm run bench:capture`.
//  1. Upload: a 50 MB file through the real /api/uploads (tus, with authorization and the database) over
//     loopback, against a bare node:http server that writes the same bytes to disk, alternating, same run.
//     Target: API/bare throughput ratio >= 0.7.
//  2. Transcoding: a 30-second 1080p portrait clip through the product's own probe, transcode and poster.
//     Target: at most 1.0x real time on this machine.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { createDatabase } from '../src/db/client';
import { places } from '../src/db/schema';
import { poster, probe, transcode, videoTools } from '../src/plugins/app/capture/video-processing';
import { startAuthEmulator } from '../../../scripts/lib/auth-emulator.mjs';
import { guestToken } from './lib/auth';
import { machine, markdownTable, warnIfBusy, writeResults } from './lib/report';

const UPLOAD_BYTES = 50 * 1024 * 1024;
const ROUNDS = 9;
const CLIP_SECONDS = 30;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mbPerSecond = (bytes: number, ms: number) => bytes / 1024 / 1024 / (ms / 1000);

/** PATCH/POST the file in one request and time it to the response. */
function send(url: string, method: string, file: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const target = new URL(url);
    const req = request(
      { host: target.hostname, port: target.port, path: target.pathname, method, headers },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode && response.statusCode < 300
            ? resolve(performance.now() - started)
            : reject(new Error(`${method} ${url}: ${response.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    createReadStream(file).pipe(req);
  });
}

/** The baseline: the same bytes to disk through node:http and nothing else. */
async function startBare(dir: string): Promise<{ url: string; server: Server }> {
  let n = 0;
  const server = createServer((req, res) => {
    n += 1;
    pipeline(req, createWriteStream(path.join(dir, `bare-${n}`))).then(
      () => res.writeHead(204).end(),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { url: `http://127.0.0.1:${address.port}/upload`, server };
}

async function benchUpload(work: string) {
  const emulator = await startAuthEmulator({ port: 0, quiet: true });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  const env = loadEnv({
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: path.join(work, 'data'),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'development',
    JOBS_POLL_MS: '0',
    RATE_LIMIT_MAX: '1000000',
    CAPTURE_RATE_LIMIT_MAX: '1000000',
  });
  const database = createDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const app = await buildApp({ env, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = await startBare(work);
  const file = path.join(work, 'upload.bin');
  writeFileSync(file, randomBytes(UPLOAD_BYTES));

  const [place] = await app.db.insert(places).values({ name: 'Bench', address: 'Via Bench 1' }).returning();
  await app.reviewCodesRepository.ensureLink(place!.id, null);
  const [link] = await app.reviewCodesRepository.activeByIds(place!.id, undefined);
  const code = link!.code;

  const apiUpload = async () => {
    // A guest of their own each round: one review per guest and venue a day.
    const token = await guestToken(emulator.host);
    const created = await app.inject({
      method: 'POST',
      url: `/api/capture/${code}/reviews`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        rating: { overall: 5 },
        title: 'Bench',
        display_name: 'Bench',
        consent: { accepted: true, version: 1, language: 'en' },
        video_bytes: UPLOAD_BYTES,
      },
    });
    const reviewId = created.json<{ data: { id: string } }>().data.id;
    const tusHeaders = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
    const creation = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: {
        ...tusHeaders,
        'upload-length': String(UPLOAD_BYTES),
        'upload-metadata': `reviewId ${Buffer.from(reviewId).toString('base64')}`,
      },
    });
    const location = new URL(creation.headers.get('location') ?? '', base).toString();
    return send(location, 'PATCH', file, {
      ...tusHeaders,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(UPLOAD_BYTES),
    });
  };
  const bareUpload = () =>
    send(bare.url, 'POST', file, {
      'content-type': 'application/octet-stream',
      'content-length': String(UPLOAD_BYTES),
    });

  // One warm-up each, then alternate so that both see the same machine.
  await apiUpload();
  await bareUpload();
  const api: number[] = [];
  const plain: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    api.push(await apiUpload());
    plain.push(await bareUpload());
  }
  await app.close();
  await database.close();
  bare.server.close();
  await emulator.stop();
  const apiMBs = mbPerSecond(UPLOAD_BYTES, median(api));
  const bareMBs = mbPerSecond(UPLOAD_BYTES, median(plain));
  return { apiMs: api, bareMs: plain, apiMBs, bareMBs, ratio: apiMBs / bareMBs };
}

async function benchTranscode(work: string) {
  const tools = videoTools(process.env);
  const source = path.join(work, 'clip-1080p.mp4');
  // A phone-like clip: portrait 1080x1920 at 30 fps with sensor-like noise (a clean test pattern would
  // flatter the encoder), and a tone; made with the same ffmpeg.
  const { execFileSync } = await import('node:child_process');
  execFileSync(tools.ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=1080x1920:rate=30:duration=${CLIP_SECONDS}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${CLIP_SECONDS}`,
    '-vf',
    'noise=alls=12:allf=t',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-b:v',
    '12M',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    source,
  ]);
  const output = path.join(work, 'out.mp4');
  const still = path.join(work, 'poster.jpg');
  const started = performance.now();
  const probed = await probe(tools, source);
  await transcode(tools, source, output);
  const result = await probe(tools, output);
  await poster(tools, output, still, result.durationSeconds ?? 1);
  const elapsedMs = performance.now() - started;
  return {
    sourceBytes: statSync(source).size,
    outputBytes: statSync(output).size,
    sourceSeconds: probed.durationSeconds,
    outputSeconds: result.durationSeconds,
    elapsedMs,
    realTimeFactor: elapsedMs / 1000 / CLIP_SECONDS,
  };
}

warnIfBusy();
const work = mkdtempSync(path.join(os.tmpdir(), 'venues-bench-capture-'));
const before = machine();
try {
  console.log(`» upload: ${UPLOAD_BYTES / 1024 / 1024} MB × ${ROUNDS} rounds, API vs bare node:http`);
  const upload = await benchUpload(work);
  console.log(`» transcoding: a ${CLIP_SECONDS}-second 1080p clip`);
  const transcoding = await benchTranscode(work);
  const after = machine();
  const results = { machine: before, loadAfter: after.loadAverage, upload, transcoding };
  const file = writeResults('capture', results);
  console.log(
    markdownTable(
      ['check', 'value', 'target', 'result'],
      [
        [
          'upload 50 MB, API/bare throughput',
          `${upload.ratio.toFixed(2)} (${upload.apiMBs.toFixed(0)} vs ${upload.bareMBs.toFixed(0)} MB/s)`,
          '>= 0.7',
          upload.ratio >= 0.7 ? 'PASS' : 'MISS',
        ],
        [
          `transcode ${CLIP_SECONDS} s 1080p`,
          `${(transcoding.elapsedMs / 1000).toFixed(1)} s = ${transcoding.realTimeFactor.toFixed(2)}x real time`,
          '<= 1.0x',
          transcoding.realTimeFactor <= 1 ? 'PASS' : 'MISS',
        ],
      ],
    ),
  );
  console.log(
    `load average before ${before.loadAverage.join(' / ')}, after ${after.loadAverage.join(' / ')}`,
  );
  console.log(`Raw results: ${file}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
