import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { request, testContextForFile } from '../test/helpers';

// Rate limits and the audit log key on request.ip: behind a load balancer it must be the client's address as the
// balancer saw it, never one the client wrote into X-Forwarded-For itself.
const ctx = testContextForFile({ trustProxy: ['10.0.0.0/8', '192.0.2.1'] });
beforeAll(async () => {
  ctx.app.get('/api/test/whoami', { config: { access: 'public' } }, async (req) => ({ ip: req.ip }));
});

const whoami = (remoteAddress: string, headers: Record<string, string>) =>
  request(ctx.app, 'GET', '/api/test/whoami', { remoteAddress, headers });

describe('TRUST_PROXY with the load balancers’ addresses', () => {
  it('takes the client address from a trusted balancer, skipping what the client wrote itself', async () => {
    const viaBalancer = await whoami('10.1.2.3', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' });
    expect(viaBalancer.json().ip).toBe('203.0.113.9');
    const viaSingleAddress = await whoami('192.0.2.1', { 'x-forwarded-for': '198.51.100.20' });
    expect(viaSingleAddress.json().ip).toBe('198.51.100.20');
  });

  it('ignores X-Forwarded-For and X-Request-Id from anyone else', async () => {
    const direct = await whoami('198.51.100.7', {
      'x-forwarded-for': '203.0.113.9',
      'x-request-id': 'spoofed-request-id',
    });
    expect(direct.json().ip).toBe('198.51.100.7');
    expect(direct.headers['x-request-id']).not.toBe('spoofed-request-id');
    const fromBalancer = await whoami('10.9.9.9', { 'x-request-id': 'balancer-request-id' });
    expect(fromBalancer.headers['x-request-id']).toBe('balancer-request-id');
  });

  it('is read from the environment as true, false or a list of addresses and ranges', () => {
    const env = (TRUST_PROXY: string) =>
      loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), TRUST_PROXY });
    expect(env('false').trustProxy).toBe(false);
    expect(env('true').trustProxy).toBe(true);
    expect(env('10.0.0.0/8, 192.0.2.1,2001:db8::/32').trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      '2001:db8::/32',
    ]);
    expect(() => env('10.0.0.0/33')).toThrow(ConfigError);
    expect(() => env('load-balancer.internal')).toThrow(ConfigError);
  });
});
