import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { HTTP_TIMEOUTS, type HttpTimeouts } from './lib/http-timeouts';
import { createTestContext, TEST_ORIGIN, type TestContext } from './test/helpers';

// The production values scaled down so that a test waits about a second, not half a minute.
const SHORT: HttpTimeouts = {
  requestMs: 1_200,
  headersMs: 600,
  keepAliveMs: 5_000,
  connectionMs: 5_000,
  checkIntervalMs: 100,
};
const MARGIN_MS = 800;

let ctx: TestContext;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await buildApp({ config: ctx.config, db: ctx.handle.db, webRoot: null, httpTimeouts: SHORT });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

/**
 * Opens a raw connection, writes `head`, then one byte of `drip` every `everyMs` (activity, so only the request
 * and header limits can end it). Resolves with what the server sent and when it hung up; `onDripping` is called
 * as each byte of `drip` goes out (from the first on, the request is stalled mid-way).
 */
function trickle(head: string, drip: string, everyMs: number, giveUpMs: number, onDripping = () => {}) {
  return new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect({ host: '127.0.0.1', port });
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++] ?? '', onDripping);
    }, everyMs);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${giveUpMs} ms; received: ${JSON.stringify(answer)}`));
    }, giveUpMs);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}

const fetchHealth = () => fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.status);

describe('HTTP timeouts', () => {
  it('cuts a request whose body trickles in, within the request timeout, while others are served', async () => {
    const head = [
      'POST /api/login HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      `Origin: ${TEST_ORIGIN}`,
      'Content-Type: application/json',
      'Content-Length: 1000',
      '',
      '',
    ].join('\r\n');
    let dripping = () => {};
    const isDripping = new Promise<void>((resolve) => {
      dripping = resolve;
    });
    const stalled = trickle(
      head,
      `{"username":"${'a'.repeat(200)}`,
      150,
      SHORT.requestMs + MARGIN_MS + 2_000,
      dripping,
    );
    // Another connection is served normally while the first one stalls.
    await isDripping;
    expect(await fetchHealth()).toBe(200);

    const { answer, closedAfterMs } = await stalled;
    expect(closedAfterMs).toBeLessThanOrEqual(SHORT.requestMs + MARGIN_MS);
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(await fetchHealth()).toBe(200);
  });

  it('cuts a client that trickles its headers (slowloris) within the headers timeout', async () => {
    const { answer, closedAfterMs } = await trickle(
      `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`,
      `X-Slow: ${'b'.repeat(200)}`,
      100,
      SHORT.headersMs + MARGIN_MS + 2_000,
    );
    expect(closedAfterMs).toBeLessThanOrEqual(SHORT.headersMs + MARGIN_MS);
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(await fetchHealth()).toBe(200);
  });

  it('runs in production with the documented limits', async () => {
    const production = await buildApp({ config: ctx.config, db: ctx.handle.db, webRoot: null });
    try {
      const server = production.server;
      expect(server.requestTimeout).toBe(30_000);
      expect(server.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
      expect(server.timeout).toBe(HTTP_TIMEOUTS.connectionMs);
      // Longer than a load balancer's 60 s idle timeout, so the balancer closes idle connections first.
      expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
      expect(HTTP_TIMEOUTS.headersMs).toBeLessThan(HTTP_TIMEOUTS.requestMs);
    } finally {
      await production.close();
    }
  });
});
