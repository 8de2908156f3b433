import type { ServerOptions } from 'node:http';

/** How long the HTTP server waits for a client, in milliseconds (README "Run on PostgreSQL"). */
export interface HttpTimeouts {
  /** Whole request (headers and body) received. */
  requestMs: number;
  /** Request line and headers received. */
  headersMs: number;
  /** An idle keep-alive connection between two requests. */
  keepAliveMs: number;
  /** No byte in either direction while a request is on the socket. */
  connectionMs: number;
  /** How often Node checks requestMs and headersMs: a stall is cut at most this late. */
  checkIntervalMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  // Bodies are JSON of at most 64 KiB, so 30 s asks a client for ~2 KiB/s: any real one, never a body trickled
  // to hold a connection (Node's default is 5 min, Fastify's is none).
  requestMs: 30_000,
  // Headers fit in one packet; a client still sending them after 10 s is a slowloris, not a slow network.
  headersMs: 10_000,
  // Longer than the idle timeout of a load balancer in front (AWS ALB and nginx: 60 s), so the balancer always
  // closes an idle connection first. The other way round it may send a request on a connection Node is closing
  // in the same instant, and the user gets a 502.
  keepAliveMs: 72_000,
  // Silence while a request is being handled or answered: twice the longest legitimate wait (an LLM call, 30 s).
  // It also cuts a client that stops reading its response. Idle keep-alive time is keepAliveMs's, not this.
  connectionMs: 60_000,
  // Node's default check every 30 s would let a 30 s limit run to 60 s.
  checkIntervalMs: 1_000,
};

/** The Fastify constructor options that set these timeouts on its Node server. */
export function httpTimeoutOptions(timeouts: HttpTimeouts) {
  const http: ServerOptions = {
    headersTimeout: timeouts.headersMs,
    connectionsCheckingInterval: timeouts.checkIntervalMs,
  };
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.connectionMs,
    http,
  };
}
