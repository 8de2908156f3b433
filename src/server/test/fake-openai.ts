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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
