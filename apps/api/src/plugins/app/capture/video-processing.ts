import { execFile } from 'node:child_process';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';
import {
  CAPTURE_MIN_SECONDS,
  CAPTURE_PROBE_MAX_SECONDS,
  type CaptureFailure,
} from '@venues/contracts/capture';
import { POSTER_SMALL_WIDTH } from '@venues/contracts/review-list';

export type VideoTools = { ffmpeg: string; ffprobe: string };

/** FFMPEG_PATH and FFPROBE_PATH select a system build; by default the npm packages' binaries. */
export function videoTools(env: { FFMPEG_PATH?: string; FFPROBE_PATH?: string }): VideoTools {
  return {
    ffmpeg: env.FFMPEG_PATH ?? ffmpegInstaller.path,
    ffprobe: env.FFPROBE_PATH ?? ffprobeInstaller.path,
  };
}

/** A refusal of the guest's file, stored on the review as its failure reason. */
export class VideoRejected extends Error {
  constructor(readonly reason: CaptureFailure) {
    super(`video rejected: ${reason}`);
    this.name = 'VideoRejected';
  }
}

const LONGEST_SIDE = 1280;
// ffmpeg's options of every call here: no banner, errors only, and the output overwritten.
const QUIET = ['-hide_banner', '-loglevel', 'error', '-y'];
const TOOL_TIMEOUT_MS = 10 * 60_000;

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { timeout: TOOL_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error)
          reject(
            new Error(
              `${command.split('/').pop()} failed: ${stderr.trim().split('\n').slice(-3).join(' | ') || error.message}`,
            ),
          );
        else resolve(stdout);
      },
    );
  });
}

type Probe = { hasVideo: boolean; durationSeconds: number | null };

/** What the file is, decided by its content: never by its name or the type the browser claimed. */
export async function probe(tools: VideoTools, file: string): Promise<Probe> {
  let output: string;
  try {
    output = await run(tools.ffprobe, [
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      file,
    ]);
  } catch {
    // ffprobe cannot read it at all: not a media file.
    return { hasVideo: false, durationSeconds: null };
  }
  const parsed = JSON.parse(output) as {
    streams?: { codec_type?: string; disposition?: { attached_pic?: number } }[];
    format?: { duration?: string };
  };
  const hasVideo = (parsed.streams ?? []).some(
    (stream) => stream.codec_type === 'video' && stream.disposition?.attached_pic !== 1,
  );
  const duration = Number(parsed.format?.duration);
  return { hasVideo, durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null };
}

export function checkDuration(seconds: number | null): CaptureFailure | null {
  if (seconds === null) return null;
  if (seconds < CAPTURE_MIN_SECONDS) return 'too-short';
  if (seconds > CAPTURE_PROBE_MAX_SECONDS) return 'too-long';
  return null;
}

/**
 * H.264 (yuv420p) and AAC in an MP4 that starts playing before it has downloaded, the longest side at most
 * 1280 px. ffmpeg applies a phone's rotation before the filter, so iw/ih are the upright frame. Encoding
 * stops just past the longest accepted length, so a file whose container hides its duration (MediaRecorder's
 * WebM) cannot keep the worker busy.
 */
export async function transcode(tools: VideoTools, input: string, output: string): Promise<void> {
  const even = (expr: string) => `trunc(${expr}/2)*2`;
  const scale =
    `scale='if(gte(iw,ih),${even(`min(${LONGEST_SIDE},iw)`)},-2)'` +
    `:'if(gte(iw,ih),-2,${even(`min(${LONGEST_SIDE},ih)`)})'`;
  await run(tools.ffmpeg, [
    ...QUIET,
    '-i',
    input,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-t',
    String(CAPTURE_PROBE_MAX_SECONDS + 1),
    '-vf',
    scale,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ac',
    '2',
    '-movflags',
    '+faststart',
    output,
  ]);
}

/** The poster at POSTER_SMALL_WIDTH px wide, in WebP: what the reviews grid shows on a phone. */
export async function smallPoster(tools: VideoTools, poster: string, output: string) {
  await run(tools.ffmpeg, [
    ...QUIET,
    '-i',
    poster,
    '-vf',
    `scale=${POSTER_SMALL_WIDTH}:-2`,
    '-c:v',
    'libwebp',
    '-quality',
    '75',
    output,
  ]);
}

/** A JPEG of the frame at 1 s (or the middle of a shorter clip). */
export async function poster(tools: VideoTools, video: string, output: string, durationSeconds: number) {
  const at = Math.min(1, durationSeconds / 2).toFixed(2);
  await run(tools.ffmpeg, [...QUIET, '-ss', at, '-i', video, '-frames:v', '1', '-q:v', '3', output]);
}
