import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../shared/http';
import { workspaceSettings } from './db/schema';
import { startFakeGoogle } from './test/fake-google';
import { insertCampaign } from './test/fixtures';
import {
  createTestContext,
  createUser,
  request,
  signIn,
  TEST_ORIGIN,
  type TestContext,
} from './test/helpers';
import { type JsonSchema, SchemaArbitraries } from './test/openapi-arbitraries';

/**
 * The API document's promise, tested by property (issue 28, item 10): for every operation, requests that the
 * OpenAPI document at /api/docs says are valid are sent through the app, signed in as an admin with the CSRF Origin,
 * and each answer must be no 5xx, have a status the document lists for the operation, carry a body its schema
 * accepts, and not be a 400 (a request valid by the document is never refused for its shape).
 *
 * Bounded for CI: CONTRACT_RUNS requests per operation (default 10) from a fixed seed (CONTRACT_SEED, default 28:
 * a failure prints the seed and path that replay it). Path ids come from the document's schema and from records
 * seeded first and collected from answers, so that operations on a real record run as well as the 404s.
 */

const RUNS = Number(process.env.CONTRACT_RUNS ?? 10);
const SEED = Number(process.env.CONTRACT_SEED ?? 28);

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Response {
  content?: Record<string, { schema?: JsonSchema }>;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, Response>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

interface GeneratedRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
}

/** Operations that end or change the caller's own session get a fresh admin session for each request. */
const SESSION_CHANGING = [
  /^post \/api\/logout$/,
  /^post \/api\/account\//,
  /^patch \/api\/account\//,
  /^(post|delete) \/api\/auth\/two-factor/,
];

let ctx: TestContext;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let document: Document;
let arbitraries: SchemaArbitraries;
let adminCookie: string;
let adminId: string;
/** Ids of real records, collected from seeding and from every answer: path ids are drawn from them too. */
const knownIds = new Set<string>();
/** Cursors from the Link headers of each list's answers, by the list's path. */
const issuedCursors = new Map<string, Set<string>>();
let keys = 0;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

beforeAll(async () => {
  // Google Ads configured against the local stand-in: its consent and sync answer as in production.
  google = await startFakeGoogle();
  ctx = await createTestContext({ googleAds: google.config });
  const admin = await createUser(ctx, { username: 'contract-admin', role: 'admin' });
  adminId = admin.id;
  adminCookie = await signIn(ctx, 'contract-admin');
  const target = await createUser(ctx, { username: 'contract-target', role: 'marketing_manager' });
  knownIds.add(target.id);
  for (const status of ['draft', 'active', 'pending_approval', 'paused']) {
    const campaign = await insertCampaign(ctx, {
      userId: admin.id,
      name: `Contract ${status}`,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      status,
    });
    knownIds.add(campaign.id);
  }
  document = (await ctx.app.openApiDocument()) as unknown as Document;
  ajv.addSchema({ $id: 'doc', components: document.components });
  arbitraries = new SchemaArbitraries(document);
});

afterAll(async () => {
  await ctx?.close();
  await google?.close();
});

/**
 * Refusals that depend on the server's state or on another field, which a schema cannot state and a generator
 * cannot meet without the secret or the state: each is a 400 whose field or message names the rule, and the
 * operation's description or field description says it. Any other 400 is a breach.
 */
const STATE_DEPENDENT_REFUSALS: { operation: RegExp; message: RegExp; why: string }[] = [
  {
    operation: /^get \/api\/campaigns\/\{id\}\/budget-plan$/,
    message: /split must list channels of this campaign/,
    why: "a what-if split names the campaign's own channels, those it has delivery data for",
  },
  {
    operation: /^post \/api\/auth\/reset-password$/,
    message: /reset link is invalid/,
    why: 'the token must be one the server mailed',
  },
  {
    operation: /^(post|patch) \/api\/account\//,
    message: /Current password is (incorrect|required)|Passwords don't match|Enter your current password/,
    why: "the caller's current password (needed for an e-mail change and by accounts that have one); the confirmation must repeat the new password",
  },
  {
    operation: /^post \/api\/(login\/two-factor|account\/two-factor\/)/,
    message: /code from your authenticator|set-up is waiting|not on for this account|code is not valid/i,
    why: 'a code from the authenticator app, and a set-up or sign-in step in progress',
  },
  {
    operation: /^get \/api\//,
    message: /cursor is not valid/,
    why: 'a cursor belongs to the filters and sort of the page whose Link header gave it',
  },
  {
    operation: /^(post|patch) \/api\/reports\/schedules/,
    message: /Choose a day of the (week|month)/,
    why: 'the day is 1 to 7 for a weekly schedule and 1 to 28 for a monthly one',
  },
  {
    operation: /^post \/api\/reports\/schedules$/,
    message: /Recipients must be members of this workspace/,
    why: 'recipients are ids of this workspace’s users who may see reports',
  },
  {
    operation: /^(post|patch) \/api\/(campaigns|audience|openai|ai)\b/,
    message: /youngest first|End date must be after|Start date/,
    why: 'the age range is youngest first and the end date comes after the start date',
  },
  {
    operation: /^post \/api\/campaigns\/\{id\}\/approval$/,
    message: /Say why the campaign is rejected/,
    why: 'a rejection carries a comment (an approval need not)',
  },
  {
    operation: /^patch \/api\/campaigns\/\{id\}$/,
    message: /Only drafts can be launched/,
    why: 'a status change must be one the campaign’s current status allows',
  },
  {
    operation: /^get \/api\/insights$/,
    message: /status or includeApplied, not both/,
    why: 'the deprecated includeApplied cannot be combined with status',
  },
  {
    operation: /^get \/api\/google-ads\/oauth\/callback$/,
    message: /could not be verified|Authorization (cancelled|failed)/,
    why: "Google's answer must carry the state of this session's consent",
  },
];

/** The document's operations, reads first and deletes last so that what the others change stays for the reads. */
function operations(): [string, string][] {
  const order = ['get', 'post', 'put', 'patch', 'delete'];
  return Object.entries(document.paths)
    .flatMap(([path, ops]) => Object.keys(ops).map((method): [string, string] => [method, path]))
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
}

function requestArbitrary(path: string, operation: Operation): fc.Arbitrary<GeneratedRequest> {
  const parameters = operation.parameters ?? [];
  const valueFor = (parameter: Parameter) => {
    // A cursor is opaque (the document says: take it from the Link header): one the server issued, or none.
    if (parameter.name === 'cursor') {
      const issued = issuedCursors.get(path);
      return issued?.size
        ? fc.option(fc.constantFrom(...issued), { nil: undefined })
        : fc.constant(undefined);
    }
    // A fresh Idempotency-Key for each request, as a client sends one: a key reused for another request is a
    // documented 409 that would hide whether the request itself was accepted.
    if (parameter.name === IDEMPOTENCY_HEADER) return fc.constant(undefined).map(() => `contract-${++keys}`);
    const generated = arbitraries.of(parameter.schema).map(String);
    // A path id: a real record as often as a generated one.
    return parameter.in === 'path' && parameter.name === 'id' && knownIds.size > 0
      ? fc.oneof(fc.constantFrom(...knownIds), generated)
      : generated;
  };
  const group = (where: Parameter['in']) => {
    const chosen = parameters.filter((parameter) => parameter.in === where);
    return fc.record(Object.fromEntries(chosen.map((parameter) => [parameter.name, valueFor(parameter)])), {
      requiredKeys: chosen.filter((parameter) => parameter.required || where === 'path').map((p) => p.name),
    }) as fc.Arbitrary<Record<string, string>>;
  };
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  return fc.record({
    path: group('path'),
    query: group('query'),
    headers: group('header'),
    ...(bodySchema ? { body: arbitraries.of(bodySchema) } : {}),
  });
}

function urlOf(path: string, generated: GeneratedRequest): string {
  const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(generated.path[name] ?? ''),
  );
  const query = new URLSearchParams(
    Object.entries(generated.query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return query ? `${filled}?${query}` : filled;
}

function collectIds(value: unknown) {
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 20)) collectIds(item);
  } else if (value && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      if (key === 'id' && typeof field === 'string' && field !== adminId) knownIds.add(field);
      else if (typeof field === 'object') collectIds(field);
    }
  }
}

/** What is wrong with an answer by the document's promise, or null. */
function contractBreach(key: string, operation: Operation, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  const next = /cursor=([^&>]+)/.exec(String(response.headers.link ?? ''))?.[1];
  if (next) {
    const path = key.split(' ')[1] ?? '';
    issuedCursors.set(path, (issuedCursors.get(path) ?? new Set()).add(decodeURIComponent(next)));
  }
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`;
  if (
    status === 400 &&
    !STATE_DEPENDENT_REFUSALS.some((rule) => rule.operation.test(key) && rule.message.test(response.body))
  ) {
    return `refused a request valid by the document: ${response.body.slice(0, 300)}`;
  }
  // Every request is signed in as an admin: a 401 outside the sign-in steps means the test lost its session, and
  // the operation would go untested.
  if (status === 401 && !/^post \/api\/(login|logout)/.test(key)) return `answered 401: the session was lost`;
  // Nor may an admin with the application's Origin be refused for its role.
  if (status === 403) return `answered 403 to an admin: ${response.body.slice(0, 200)}`;
  const documented = operation.responses[String(status)];
  if (!documented)
    return `answered ${status}, which the document does not list: ${response.body.slice(0, 200)}`;
  const mediaType =
    String(response.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  if (!documented.content) {
    return response.body === '' ? null : `answered ${status} with a body the document says it has none of`;
  }
  const media = documented.content[mediaType];
  if (!media)
    return `answered ${status} as ${mediaType || 'no type'}, not one of ${Object.keys(documented.content)}`;
  if (!mediaType.endsWith('json') || !media.schema) return null;
  const body: unknown = response.json();
  collectIds(body);
  const validate = validatorOf(media.schema);
  if (validate(body)) return null;
  return `answered ${status} off its schema: ${ajv.errorsText(validate.errors)} in ${response.body.slice(0, 300)}`;
}

const validators = new Map<string, ReturnType<typeof ajv.compile>>();
/** A response schema's validator; its `#/components/…` references point into the document, added to ajv as `doc`. */
function validatorOf(schema: JsonSchema) {
  const text = JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/');
  let validate = validators.get(text);
  if (!validate) {
    validate = ajv.compile(JSON.parse(text) as JsonSchema);
    validators.set(text, validate);
  }
  return validate;
}

async function send(method: string, path: string, operation: Operation, generated: GeneratedRequest) {
  const key = `${method} ${path}`;
  // PATCH /api/admin/settings may have required two-step sign-in of admins, which this admin has not set up: every
  // later request would be a (documented) 403 and go untested.
  await ctx.handle.db.update(workspaceSettings).set({ requireTwoFactor: false });
  const cookie = SESSION_CHANGING.some((pattern) => pattern.test(key))
    ? await signIn(ctx, 'contract-admin')
    : adminCookie;
  const hasBody = operation.requestBody !== undefined && 'body' in generated;
  return request(ctx.app, method.toUpperCase() as 'GET', urlOf(path, generated), {
    cookie,
    headers: { ...generated.headers, origin: TEST_ORIGIN },
    ...(hasBody ? { body: JSON.stringify(generated.body) } : {}),
  });
}

describe('the OpenAPI document tells the truth', () => {
  it('lists every operation with its error answers in the one envelope', () => {
    for (const [method, path] of operations()) {
      const operation = document.paths[path]?.[method] as Operation;
      const statuses = Object.keys(operation.responses).map(Number);
      expect(
        statuses.some((status) => status >= 200 && status < 400),
        `${method} ${path}`,
      ).toBe(true);
      expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining([429, 503]));
      for (const status of statuses.filter((status) => status >= 400)) {
        expect(operation.responses[String(status)]?.content?.['application/json']?.schema).toEqual({
          $ref: '#/components/schemas/ApiError',
        });
      }
    }
  });

  it('documents the 204 of the operations that answer without a body', () => {
    for (const [method, path] of [
      ['delete', '/api/campaigns/{id}'],
      ['delete', '/api/reports/schedules/{id}'],
      ['post', '/api/notifications/read'],
    ] as const) {
      const responses = document.paths[path]?.[method]?.responses ?? {};
      expect(Object.keys(responses), `${method} ${path}`).toContain('204');
      expect(Object.keys(responses), `${method} ${path}`).not.toContain('200');
      expect(responses['204']?.content).toBeUndefined();
    }
  });

  it("derives each operation's error answers from its declaration", () => {
    const statuses = (method: string, path: string) =>
      Object.keys(document.paths[path]?.[method]?.responses ?? {}).map(Number);
    // Admin only, no input: sign-in and role, the rate limit and the database; nothing about bodies.
    expect(statuses('get', '/api/admin/stats')).toEqual([200, 401, 403, 429, 503]);
    // Public form: validation, the CSRF origin (403), body size and type, a reused Idempotency-Key (409); no 401.
    expect(statuses('post', '/api/contacts')).toEqual([201, 400, 403, 409, 413, 415, 429, 503]);
    // A record by id: its 404.
    expect(statuses('get', '/api/campaigns/{id}')).toEqual([200, 400, 401, 403, 404, 429, 503]);
    const contacts = document.paths['/api/contacts']?.post as Operation & {
      requestBody: { 'x-body-limit'?: number };
    };
    expect(contacts.requestBody['x-body-limit']).toBe(8 * 1024);
    expect(contacts.responses['429']).toMatchObject({
      headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
    });
  });

  it('answers every request valid by the document as it promises', { timeout: 240_000 }, async () => {
    const breaches: string[] = [];
    for (const [method, path] of operations()) {
      if (process.env.CONTRACT_ONLY && !`${method} ${path}`.includes(process.env.CONTRACT_ONLY)) continue;
      const operation = document.paths[path]?.[method] as Operation;
      // A fresh session for each operation: one before may have ended the others (revoke-others, sign-out).
      adminCookie = await signIn(ctx, 'contract-admin');
      await fc
        .assert(
          fc.asyncProperty(requestArbitrary(path, operation), async (generated) => {
            const response = await send(method, path, operation, generated);
            const breach = contractBreach(`${method} ${path}`, operation, response);
            if (breach) throw new Error(breach);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .catch((error: Error) => {
          const lines = error.message.split('\n');
          const counterexample = lines.find((line) => line.startsWith('Counterexample')) ?? '';
          const cause = error.cause instanceof Error ? error.cause.message : lines.slice(0, 3).join(' ');
          breaches.push(`${method.toUpperCase()} ${path}: ${cause} (${counterexample.slice(0, 400)})`);
        });
    }
    expect(breaches).toEqual([]);
  });
});
