import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { packageRoot } from '../../../config/package-root';

export const assetsDir = path.join(packageRoot, 'assets');

export type MediaKind = 'video' | 'poster' | 'poster-small';

/**
 * Where review media live, by key ('reviews/{place}/{review}/video.mp4'). Keys and the signed URLs that
 * point at them do not depend on the disk: an object-storage implementation serves the same keys.
 */
export interface MediaStore {
  /** Moves (or copies) a finished local file into the store under `key`. */
  put: (key: string, sourcePath: string, contentType: string) => Promise<void>;
  exists: (key: string) => Promise<boolean>;
  delete: (key: string) => Promise<void>;
  /** Answers the request with the object, honouring Range. */
  send: (
    reply: FastifyReply,
    key: string,
    options: { contentType: string; downloadName?: string },
  ) => Promise<FastifyReply>;
  /**
   * Answers with the object's bytes from this server, honouring Range (206, 416), whatever the store:
   * public URLs never hand out a storage URL that would outlive the check that let them through.
   */
  stream: (
    reply: FastifyReply,
    key: string,
    options: { contentType: string; range: string | undefined; head: boolean },
  ) => Promise<FastifyReply>;
}

/** Keys under demo/ are the assets that ship with the repository and are never written or deleted. */
function localPath(key: string, root: string): { root: string; file: string; readOnly: boolean } | null {
  const normalized = path.posix.normalize(key);
  if (normalized.startsWith('..') || path.posix.isAbsolute(normalized) || normalized.includes('\0'))
    return null;
  return normalized.startsWith('demo/')
    ? { root: assetsDir, file: normalized.slice('demo/'.length), readOnly: true }
    : { root, file: normalized, readOnly: false };
}

/**
 * Whether a well-formed bytes Range asks only for bytes past the end of a file of `size` bytes (RFC 9110
 * 14.1.2); a malformed one is ignored, as servers must, and the whole file goes out.
 */
export function unsatisfiable(range: string, size: number): boolean {
  const match = /^bytes=(.+)$/.exec(range.trim());
  if (!match?.[1]) return false;
  let satisfiable = false;
  for (const part of match[1].split(',')) {
    const [, first, last] = /^\s*(\d*)-(\d*)\s*$/.exec(part) ?? [];
    if (first === undefined || last === undefined || (first === '' && last === '')) return false;
    if (first === '' ? Number(last) > 0 : Number(first) < size) satisfiable = true;
  }
  return !satisfiable;
}

export function createLocalMediaStore(root: string): MediaStore {
  const resolve = (key: string) => {
    const target = localPath(key, root);
    if (!target) throw new Error(`invalid media key: ${key}`);
    return target;
  };
  return {
    async put(key, sourcePath) {
      const target = resolve(key);
      if (target.readOnly) throw new Error(`read-only media key: ${key}`);
      const destination = path.join(target.root, target.file);
      await mkdir(path.dirname(destination), { recursive: true });
      try {
        await rename(sourcePath, destination);
      } catch {
        // Another file system (a temp dir on tmpfs): copy, then remove the source.
        await copyFile(sourcePath, destination);
        await rm(sourcePath, { force: true });
      }
    },
    async exists(key) {
      const target = localPath(key, root);
      return target !== null && existsSync(path.join(target.root, target.file));
    },
    async delete(key) {
      const target = localPath(key, root);
      if (!target || target.readOnly) return;
      await rm(path.join(target.root, target.file), { force: true });
    },
    async send(reply, key, { contentType, downloadName }) {
      const target = resolve(key);
      if (downloadName) reply.header('content-disposition', `attachment; filename=${downloadName}`);
      // The caller's cache-control stands: not the week-long public one of the avatars' registration.
      return reply.type(contentType).sendFile(target.file, target.root, { cacheControl: false });
    },
    async stream(reply, key, { contentType, range }) {
      const target = resolve(key);
      // sendFile reads the Range itself, but its 416 would reach the error handler without Content-Range.
      const { size } = await stat(path.join(target.root, target.file));
      if (range !== undefined && unsatisfiable(range, size)) {
        return reply.status(416).header('content-range', `bytes */${size}`).send();
      }
      return reply.type(contentType).sendFile(target.file, target.root, { cacheControl: false });
    },
  };
}

/**
 * The small poster's key, beside its poster's: 'poster.jpg' has 'poster-small.webp'. Reviews captured
 * before small posters existed have none, and their poster stands in for it.
 */
export const smallPosterKey = (posterKey: string) => posterKey.replace(/\.jpg$/, '-small.webp');

/** The keys of a captured review's files. */
export const reviewMediaKeys = (placeId: string, reviewId: string) => {
  const poster = `reviews/${placeId}/${reviewId}/poster.jpg`;
  return { video: `reviews/${placeId}/${reviewId}/video.mp4`, poster, posterSmall: smallPosterKey(poster) };
};
