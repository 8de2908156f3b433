import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCompletion {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format: { type: string; json_schema: { name: string; strict: boolean; schema: unknown } };
  };
}

type Reply = (request: RecordedCompletion, res: ServerResponse) => void;

/** A small OpenAI-compatible /v1/chat/completions server on 127.0.0.1 whose answers each test decides. */
export async function startFakeOpenAi() {
  const requests: RecordedCompletion[] = [];
  let reply: Reply = (_req, res) => res.writeHead(500).end();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      const recorded = {
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      } as RecordedCompletion;
      requests.push(recorded);
      reply(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    onCompletion(next: Reply) {
      reply = next;
    },
    /** Answers with this object as the assistant message's JSON content. */
    answerWith(content: unknown) {
      reply = (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            choices: [
              {
                index: 0,
                finish_reason: 'stop',
                message: { role: 'assistant', content: JSON.stringify(content) },
              },
            ],
          }),
        );
      };
    },
    /**
     * From now on every completion waits, unanswered, until the test calls `release()`, which answers them all with
     * `reply` (whatever the fake was set to answer). `whenHeld(n)` resolves once n completions are waiting, so a test
     * knows requests are in flight without sleeping.
     */
    holdCompletions() {
      const held: { request: RecordedCompletion; res: ServerResponse }[] = [];
      const waiters: { count: number; resolve: () => void }[] = [];
      const answer = reply;
      reply = (request, res) => {
        held.push({ request, res });
        for (const waiter of waiters.filter((w) => held.length >= w.count)) waiter.resolve();
      };
      return {
        whenHeld: (count: number) =>
          new Promise<void>((resolve) => {
            if (held.length >= count) resolve();
            else waiters.push({ count, resolve });
          }),
        release() {
          reply = answer;
          for (const { request, res } of held.splice(0)) answer(request, res);
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
