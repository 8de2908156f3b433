import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LlmClient } from './llm';

const messages = { notConfigured: 'off', timeout: 'slow', garbage: 'garbage', failed: 'failed' };
let elsewhere: Server;
let redirector: Server;
let elsewhereHits = 0;
let redirectorUrl = '';

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

beforeAll(async () => {
  elsewhere = createServer((_request, response) => {
    elsewhereHits += 1;
    response.end('{}');
  });
  const elsewhereUrl = await listen(elsewhere);
  redirector = createServer((_request, response) => {
    response.writeHead(307, { location: `${elsewhereUrl}/v1/chat/completions` }).end();
  });
  redirectorUrl = await listen(redirector);
});
afterAll(() => {
  elsewhere.close();
  redirector.close();
});

describe('LLM client', () => {
  it('never follows a redirect with the API key: the call fails as an upstream error', async () => {
    const client = new LlmClient({
      apiKey: 'sk-secret',
      baseUrl: `${redirectorUrl}/v1`,
      model: 'm',
      timeoutMs: 5_000,
    });
    const call = client.generateJson({
      system: 's',
      user: 'u',
      schemaName: 'x',
      jsonSchema: {},
      validate: z.object({}),
      messages,
    });
    await expect(call).rejects.toMatchObject({ statusCode: 502, message: 'failed' });
    expect(elsewhereHits).toBe(0);
  });
});
