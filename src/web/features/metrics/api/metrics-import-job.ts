import { API_ROUTES, apiPath } from '../../../../shared/api-routes';
import { UNEXPECTED_ERROR_MESSAGE } from '../../../../shared/http';
import type { MetricsImportJob, MetricsImportResult } from '../../../../shared/metrics';
import { METRICS_IMPORT_POLL_MS } from '../../../../shared/metrics-rules';
import { ApiError, apiErrorOf, apiRequest, isApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';

/** How far a check or import that runs in the background has come, as the dialog shows it. */
export type MetricsImportProgress =
  | { stage: 'compressing'; fraction: number }
  | { stage: 'uploading'; loaded: number; total: number }
  | { stage: 'processing'; job: MetricsImportJob };

export interface BackgroundImportRequest {
  /** The import's path with its query (dryRun, channel). */
  path: string;
  file: File;
  contentType: string;
  /** A workbook is a zip archive already: gzip would only cost time. */
  isCompressible: boolean;
  onProgress: (progress: MetricsImportProgress) => void;
  signal?: AbortSignal;
}

/** Failed polls in a row that are given up on: a dropped connection or a 5xx while the import itself goes on. */
const MAX_POLL_FAILURES = 3;

/**
 * A large file's check or import (issue 34): gzipped in the browser, uploaded with `Prefer: respond-async` (the
 * server answers 202 with a MetricsImportJob once the body is in), then followed at GET /api/metrics/imports/:id
 * until it ends. Resolves and rejects as the synchronous call does: the result, or the ApiError of its answer.
 */
export async function runBackgroundMetricsImport(
  request: BackgroundImportRequest,
): Promise<MetricsImportResult> {
  const { file, onProgress, signal } = request;
  signal?.throwIfAborted();
  const { body, isGzip } = request.isCompressible
    ? await gzipFile(file, (fraction) => onProgress({ stage: 'compressing', fraction }))
    : { body: file, isGzip: false };
  signal?.throwIfAborted();
  onProgress({ stage: 'uploading', loaded: 0, total: body.size });
  const answer = await uploadWithProgress({
    path: request.path,
    body,
    headers: {
      accept: 'application/json',
      'content-type': request.contentType,
      prefer: 'respond-async',
      ...(isGzip ? { 'content-encoding': 'gzip' } : {}),
    },
    onUpload: (loaded, total) => onProgress({ stage: 'uploading', loaded, total }),
    signal,
  });
  if (answer.status < 200 || answer.status > 299) {
    throw apiErrorOf(answer.status, answer.text, answer.requestId);
  }
  // A server may answer at once instead (the Prefer header is a preference): then the body is the result itself.
  if (answer.status !== 202) return JSON.parse(answer.text) as MetricsImportResult;
  return followJob(JSON.parse(answer.text) as MetricsImportJob, answer.requestId, onProgress, signal);
}

/**
 * The file gzipped, collected into a Blob (the upload needs its length for progress), reporting the share of the
 * file read. Browsers without CompressionStream or Blob.stream (before Safari 16.4 and Firefox 113; jsdom) send the
 * file as it is: the limits count uncompressed bytes, so it is accepted all the same, only the upload takes longer.
 */
async function gzipFile(file: File, onFraction: (fraction: number) => void) {
  if (typeof CompressionStream !== 'function' || typeof file.stream !== 'function') {
    return { body: file as Blob, isGzip: false };
  }
  onFraction(0);
  let bytesRead = 0;
  const counter = new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
    transform(chunk, controller) {
      bytesRead += chunk.byteLength;
      onFraction(file.size > 0 ? Math.min(1, bytesRead / file.size) : 1);
      controller.enqueue(chunk);
    },
  });
  const gzipped = file.stream().pipeThrough(counter).pipeThrough(new CompressionStream('gzip'));
  return { body: await new Response(gzipped).blob(), isGzip: true };
}

interface UploadAnswer {
  status: number;
  text: string;
  requestId: string | null;
}

/**
 * POST with XMLHttpRequest, because fetch cannot report how much of a request body has been sent. Sent as
 * apiRequest sends: cookies included (the session), JSON accepted; the browser adds the Origin header that the
 * server's CSRF check reads. A dropped connection fails with apiRequest's network ApiError.
 */
function uploadWithProgress({
  path,
  body,
  headers,
  onUpload,
  signal,
}: {
  path: string;
  body: Blob;
  headers: Record<string, string>;
  onUpload: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      onUpload(event.loaded, event.lengthComputable ? event.total : body.size);
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        text: xhr.responseText,
        requestId: xhr.getResponseHeader('x-request-id'),
      });
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(signal?.reason ?? new DOMException('The upload was aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** Asks how far the job has come every METRICS_IMPORT_POLL_MS until it has ended. */
async function followJob(
  accepted: MetricsImportJob,
  requestId: string | null,
  onProgress: (progress: MetricsImportProgress) => void,
  signal?: AbortSignal,
): Promise<MetricsImportResult> {
  let job = accepted;
  let failures = 0;
  onProgress({ stage: 'processing', job });
  while (job.state === 'running') {
    await pause(METRICS_IMPORT_POLL_MS, signal);
    try {
      job = await apiRequest<MetricsImportJob>('GET', apiPath(API_ROUTES.metricsImportJob, { id: job.id }), {
        signal,
      });
      failures = 0;
    } catch (error) {
      // The import goes on whatever happens to one question about it, so ask again: failing here would make the
      // mutation's retry send the whole file once more.
      failures += 1;
      if (!isPassingFailure(error) || failures >= MAX_POLL_FAILURES) throw error;
      continue;
    }
    onProgress({ stage: 'processing', job });
  }
  if (job.state === 'succeeded' && job.result) return job.result;
  throw errorOfFailedJob(job, requestId);
}

const isPassingFailure = (error: unknown) =>
  isApiError(error) && (error.status === 0 || error.status === 429 || error.status >= 500);

/** The ApiError the synchronous answer would have thrown: its status, message and body (a 422's problem list). */
function errorOfFailedJob(job: MetricsImportJob, requestId: string | null): ApiError {
  const error = job.error ?? { statusCode: 500, message: UNEXPECTED_ERROR_MESSAGE, code: 'internal' };
  return apiErrorOf(error.statusCode, JSON.stringify(error), requestId);
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
