import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { METRICS_IMPORT_MESSAGES } from '../../../shared/metrics';
import { AppError } from '../../lib/errors';

/**
 * An import's body, written to a file of its own as it arrives (issue 34): a 200 MB export never sits in memory. A
 * body sent with `Content-Encoding: gzip` arrives unpacked (@fastify/compress, app.ts); one that merely starts with
 * gzip's magic bytes (a .csv.gz chosen as is) is unpacked here. The limit counts the unpacked bytes, so a small body
 * cannot unpack into an endless one: the upload stops at the limit.
 */

export interface ReceivedFile {
  path: string;
  /** The file's size once unpacked. */
  bytes: number;
  gzip: boolean;
  /** Deletes the file (idempotent). */
  remove: () => Promise<void>;
}

const GZIP_MAGIC = [0x1f, 0x8b] as const;

class TooLarge extends Error {}

/** Counts what passes and stops the stream past `max` bytes. */
function byteLimit(max: number, onBytes: (bytes: number) => void): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > max) {
        callback(new TooLarge());
        return;
      }
      onBytes(seen);
      callback(null, chunk);
    },
  });
}

/** The body with its first chunk read, so its first bytes can say whether it is gzip. */
async function peek(body: NodeJS.ReadableStream): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = (body as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const first = await iterator.next();
  const head = first.done ? Buffer.alloc(0) : Buffer.from(first.value);
  async function* whole() {
    yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head, stream: Readable.from(whole(), { objectMode: false }) };
}

const gzipMessage = (error: Error) =>
  `${METRICS_IMPORT_MESSAGES.notGzip} (${error.message.replace(/\.$/, '')})`;

/**
 * Writes the body to a temporary file. 413 past `maxBytes` unpacked (with `tooLargeMessage`), 400 for a gzip body
 * that is cut or broken; either way the partial file is deleted.
 */
export async function receiveMetricsFile(
  body: NodeJS.ReadableStream,
  options: {
    maxBytes: number;
    tooLargeMessage: string;
    onBytes?: (bytes: number) => void;
  },
): Promise<ReceivedFile> {
  const path = join(tmpdir(), `northstar-import-${randomUUID()}`);
  const remove = () => rm(path, { force: true });
  let bytes = 0;
  let gzip = false;
  try {
    const { head, stream } = await peek(body);
    gzip = head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
    const limit = byteLimit(options.maxBytes, (seen) => {
      bytes = seen;
      options.onBytes?.(seen);
    });
    if (gzip) await pipeline(stream, createGunzip(), limit, createWriteStream(path));
    else await pipeline(stream, limit, createWriteStream(path));
  } catch (error) {
    await remove();
    if (error instanceof TooLarge) throw new AppError(413, options.tooLargeMessage);
    if (error instanceof AppError) throw error;
    // zlib's errors (Z_BUF_ERROR for a cut file, Z_DATA_ERROR for a broken one), or @fastify/compress's 4xx
    // when the header said gzip.
    const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
    if (
      (typeof code === 'string' && code.startsWith('Z_')) ||
      (typeof statusCode === 'number' && statusCode < 500)
    )
      throw new AppError(400, gzipMessage(error as Error));
    throw error;
  }
  return { path, bytes, gzip, remove };
}
