import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { poster, probe, transcode, videoTools } from '../../src/plugins/app/capture/video-processing';

const tools = videoTools({});

function dimensions(file: string): { width: number; height: number; codec: string; pix: string } {
  const output = execFileSync(tools.ffprobe, [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=width,height,codec_name,pix_fmt:stream_side_data=rotation',
    '-of',
    'json',
    file,
  ]).toString();
  const [stream] = (
    JSON.parse(output) as {
      streams: { width: number; height: number; codec_name: string; pix_fmt: string }[];
    }
  ).streams;
  return { width: stream!.width, height: stream!.height, codec: stream!.codec_name, pix: stream!.pix_fmt };
}

describe('transcoding a guest video', () => {
  let dir: string;
  const source = (name: string, size: string, extra: string[] = []) => {
    const file = path.join(dir, name);
    execFileSync(tools.ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${size}:rate=15:duration=2`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv444p',
      ...extra,
      file,
    ]);
    return file;
  };
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'venues-transcode-'));
  });

  it('makes H.264 yuv420p with the longest side at most 1280 px, and a poster', async () => {
    const input = source('landscape.mp4', '1920x1080');
    const output = path.join(dir, 'landscape-out.mp4');
    await transcode(tools, input, output);
    expect(dimensions(output)).toEqual({ width: 1280, height: 720, codec: 'h264', pix: 'yuv420p' });
    const { durationSeconds } = await probe(tools, output);
    expect(durationSeconds).toBeGreaterThan(1.5);
    const still = path.join(dir, 'poster.jpg');
    await poster(tools, output, still, durationSeconds ?? 1);
    expect(dimensions(still)).toMatchObject({ width: 1280, height: 720 });
  });

  it('keeps a phone video upright: the rotation is applied, not lost', async () => {
    // A phone stores a portrait video as landscape frames plus a rotation (a display matrix), which this
    // ffmpeg writes on a stream copy.
    const frames = source('phone-frames.mp4', '1920x1080');
    const input = path.join(dir, 'phone.mp4');
    execFileSync(tools.ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      frames,
      '-c',
      'copy',
      '-metadata:s:v:0',
      'rotate=90',
      input,
    ]);
    const output = path.join(dir, 'phone-out.mp4');
    await transcode(tools, input, output);
    expect(dimensions(output)).toMatchObject({ width: 720, height: 1280 });
  });
});
