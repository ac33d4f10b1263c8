import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { MediaStore } from './media-store';

export type S3Settings = { bucket: string; clientConfig: S3ClientConfig; presignSeconds: number };

type S3Error = { name?: string; $metadata?: { httpStatusCode?: number } };
const isNotFound = (error: unknown) => {
  const { name, $metadata } = error as S3Error;
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};
const isBadRange = (error: unknown) => {
  const { name, $metadata } = error as S3Error;
  return name === 'InvalidRange' || $metadata?.httpStatusCode === 416;
};

/**
 * Media in S3-compatible object storage. The API still answers the signed media URLs (it checks the
 * signature and the plan), then sends the browser to a short-lived presigned GET of the object, which a
 * CDN in front of the bucket can serve. Keys under demo/ stay the repository's assets (`demo`).
 */
export function createS3MediaStore(settings: S3Settings, demo: MediaStore): MediaStore {
  const client = new S3Client(settings.clientConfig);
  const { bucket } = settings;
  const isDemo = (key: string) => key.startsWith('demo/');
  return {
    async put(key, sourcePath, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: createReadStream(sourcePath),
          ContentType: contentType,
        }),
      );
      await rm(sourcePath, { force: true });
    },
    async exists(key) {
      if (isDemo(key)) return demo.exists(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      if (isDemo(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async send(reply, key, options) {
      if (isDemo(key)) return demo.send(reply, key, options);
      const url = await getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentType: options.contentType,
          ResponseCacheControl: 'private, max-age=3600',
          ...(options.downloadName
            ? { ResponseContentDisposition: `attachment; filename=${options.downloadName}` }
            : {}),
        }),
        { expiresIn: settings.presignSeconds },
      );
      return reply.header('cache-control', 'private, no-store').redirect(url, 302);
    },
    async stream(reply, key, { contentType, range, head }) {
      if (isDemo(key)) return demo.stream(reply, key, { contentType, range, head });
      reply.header('accept-ranges', 'bytes');
      // A HEAD asks for the headers alone (Range applies to GET only): no need to read the object.
      if (head) {
        const found = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        if (found.ContentLength !== undefined) reply.header('content-length', found.ContentLength);
        // An empty stream, not an empty body: Fastify's HEAD handling would set Content-Length to 0.
        return reply.type(contentType).send(Readable.from([]));
      }
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: range }));
        if (object.ContentRange) reply.status(206).header('content-range', object.ContentRange);
        if (object.ContentLength !== undefined) reply.header('content-length', object.ContentLength);
        if (object.ETag) reply.header('etag', object.ETag);
        if (object.LastModified) reply.header('last-modified', object.LastModified.toUTCString());
        return reply.type(contentType).send(object.Body as Readable);
      } catch (error) {
        if (!isBadRange(error)) throw error;
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return reply
          .status(416)
          .header('content-range', `bytes */${head.ContentLength ?? 0}`)
          .send();
      }
    },
  };
}
