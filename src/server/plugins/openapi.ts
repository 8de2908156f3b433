import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '../../shared/common-schemas';
import { IDEMPOTENCY_HEADER, STATUS_MESSAGES } from '../../shared/http';
import type { ApiAccess } from '../../shared/roles';
import { BODY_LIMIT } from './security';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document of every route, built on first use (served at API_ROUTES.docs). */
    openApiDocument(): Promise<Record<string, unknown>>;
  }
  interface FastifyContextConfig {
    /**
     * Error statuses this route answers beyond the ones its declaration implies (openapi.ts, `impliedErrors`): a
     * unique conflict (409), a rule only the service can check (422), an upstream failure (502, 504). Read by the
     * OpenAPI document only.
     */
    errors?: readonly number[];
  }
}

type JsonSchema = Record<string, unknown>;

/** What the error handler and the plugins before it answer, per status: the document's description of each. */
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request does not meet the schema (fieldErrors name each field), its JSON does not parse, or a string holds U+0000 or a lone surrogate',
  401: 'Not signed in',
  403: 'The role may not do this, or (state-changing requests) the Origin is not the application’s',
  404: 'No such record, or not one the caller may see',
  409: 'Conflicts with the current state (a unique value taken, a decision already made, an Idempotency-Key used for another request)',
  413: 'The body is larger than this operation takes',
  414: 'A path parameter is longer than the router takes',
  415: 'The body is not JSON (application/json)',
  422: 'Well-formed, but a rule only the server can check refuses it',
  429: 'Rate limited: try again after Retry-After seconds',
  502: 'An upstream service (the language model, Google) answered with a failure',
  503: 'The database (or a needed upstream) is unavailable: try again after Retry-After seconds',
  504: 'An upstream service (the language model, Google) did not answer in time',
};
const RETRY_AFTER_STATUSES = new Set([429, 503]);
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error answers a route's declaration implies, so that no route hand-writes them: validation (400) wherever it
 * takes input, sign-in (401) and role (403) from its access level, the CSRF origin check (403), the body rules (413,
 * 415) on state-changing methods, a record lookup (404) where the path names one, the Idempotency-Key conflicts
 * (409) on POSTs that honour it, the rate limit (429) and an unavailable database (503) everywhere, and the route's
 * own `config.errors`.
 */
export function impliedErrors(
  route: Pick<RouteOptions, 'method' | 'schema' | 'config'>,
  method: string,
): number[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const config = (route.config ?? {}) as {
    access?: ApiAccess;
    idempotent?: boolean;
    errors?: readonly number[];
  };
  const unsafe = UNSAFE_METHODS.has(method);
  const idempotent = method === 'POST' && config.idempotent !== false;
  const statuses = new Set<number>([429, 503, ...(config.errors ?? [])]);
  if (schema.params || schema.querystring || schema.body || unsafe) statuses.add(400);
  if (config.access !== 'public') statuses.add(401);
  if ((config.access !== 'public' && config.access !== 'signed-in') || unsafe) statuses.add(403);
  if (schema.params) statuses.add(404);
  if (idempotent) statuses.add(409);
  if (unsafe) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}

/**
 * A string that is trimmed before its length is checked (`z.string().trim().min(n)`) needs n characters between its
 * first and last non-space one; `minLength` alone would promise that '   a' passes. The document states it as a
 * pattern.
 */
function trimmedLengthPattern(minLength: number): string {
  return minLength === 1 ? '\\S' : `\\S[\\s\\S]{${minLength - 2},}\\S`;
}

interface OverrideContext {
  zodSchema: unknown;
  jsonSchema: JsonSchema;
}

/**
 * Rules zod's JSON Schema writer leaves out, put back so that the document promises no more than the server keeps.
 * (It replaces the type provider's own override, which only drops empty union branches: a branch that several
 * fields share is still empty when the override sees it, and was dropped from the document.)
 */
function stateHiddenRules(ctx: OverrideContext) {
  const def = (
    ctx.zodSchema as {
      _zod: { def: { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] } };
    }
  )._zod.def;
  // No body (a 204): as the type provider's own override writes it, a null schema, which the document shows as
  // an answer without content.
  if (def.type === 'undefined') ctx.jsonSchema.type = 'null';
  if (def.type === 'string' && typeof ctx.jsonSchema.minLength === 'number' && ctx.jsonSchema.minLength > 0) {
    const trims = def.checks?.some((check) => {
      const tx = check._zod.def.tx;
      return check._zod.def.check === 'overwrite' && typeof tx === 'function' && tx(' x ') === 'x';
    });
    const pattern = trimmedLengthPattern(ctx.jsonSchema.minLength);
    const allOf = (ctx.jsonSchema.allOf as JsonSchema[] | undefined) ?? [];
    // (Called again for a schema that several fields share: state the rule once.)
    if (trims && !allOf.some((part) => part.pattern === pattern)) {
      ctx.jsonSchema.allOf = [...allOf, { pattern }];
    }
  }
}

const SWAGGER_OPTIONS = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Northstar API',
      version: '1.0.0',
      description: [
        'AI marketing campaign platform.',
        'Every failure answers the ApiError body (message, code, requestId; fieldErrors on validation) with the',
        'X-Request-Id header. State-changing requests need an Origin equal to the application’s (or',
        'Sec-Fetch-Site: same-origin) and a JSON body (application/json): unknown keys are refused, nothing is',
        'coerced, strings may not hold U+0000 or lone surrogates, and a body is at most 64 KiB (8 KiB on sign-in,',
        'registration and the public forms; see x-body-limit). POSTs that create or act take an Idempotency-Key.',
      ].join(' '),
    },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
  },
  transform: createJsonSchemaTransform({ zodToJsonConfig: { override: stateHiddenRules } as never }),
  hideUntagged: true,
} as const;

/**
 * The API's OpenAPI document, written by @fastify/swagger from the routes' zod schemas. Loading @fastify/swagger
 * (with its YAML writer and schema resolver) cost about 0.15 s of every start for a document few ever ask for: the
 * routes are noted as they register, and on the first request a bare Fastify instance of the same routes, with
 * swagger registered first as it requires, writes the document, which is kept.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, opts: { schemaController: FastifyServerOptions['schemaController'] }) => {
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    let document: Promise<Record<string, unknown>> | undefined;
    app.decorate('openApiDocument', () => {
      document ??= writeDocument(routes, opts.schemaController);
      return document;
    });
  },
);

/** `/api/campaigns/:id` as OpenAPI writes it: `/api/campaigns/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

async function writeDocument(
  routes: readonly RouteOptions[],
  schemaController: FastifyServerOptions['schemaController'],
): Promise<Record<string, unknown>> {
  const { default: swagger } = await import('@fastify/swagger');
  // HEAD routes are noted as Fastify adds them beside each GET; this instance adds its own the same way.
  const writer = Fastify({ schemaController });
  await writer.register(swagger, SWAGGER_OPTIONS);
  const declared = new Map<string, RouteOptions>();
  for (const route of routes) {
    if (route.method === 'HEAD') continue;
    for (const method of [route.method].flat())
      declared.set(`${method.toLowerCase()} ${openApiPath(route.url)}`, route);
    writer.route({ method: route.method, url: route.url, schema: route.schema, handler: async () => null });
  }
  await writer.ready();
  const written = writer.swagger() as unknown as Record<string, unknown> & {
    paths: Record<string, Record<string, Operation>>;
    components: Record<string, Record<string, unknown>>;
  };
  await writer.close();
  addErrorAnswers(written, declared);
  return written;
}

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: Record<string, unknown>;
  responses: Record<string, Record<string, unknown>>;
}

/** Every operation's error answers (impliedErrors), each the one error body, 429 and 503 with Retry-After. */
function addErrorAnswers(
  document: {
    paths: Record<string, Record<string, Operation>>;
    components: Record<string, Record<string, unknown>>;
  },
  declared: Map<string, RouteOptions>,
) {
  const { $schema: _dialect, ...errorBody } = z.toJSONSchema(apiErrorBodySchema, { target: 'draft-2020-12' });
  document.components.schemas = { ...document.components.schemas, ApiError: errorBody };
  document.components.headers = {
    ...document.components.headers,
    'Retry-After': {
      description: 'Seconds to wait before trying again',
      schema: { type: 'integer', minimum: 1 },
    },
  };
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = declared.get(`${method} ${path}`);
      if (!route) continue;
      const config = (route.config ?? {}) as { idempotent?: boolean };
      if (method === 'post' && config.idempotent !== false) {
        operation.parameters = [
          ...(operation.parameters ?? []),
          {
            in: 'header',
            name: IDEMPOTENCY_HEADER,
            required: false,
            description:
              'A retry with the same key and request gets the first answer (Idempotent-Replayed: true)',
            schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
          } as { in: string; name: string },
        ];
      }
      if (operation.requestBody) operation.requestBody['x-body-limit'] = route.bodyLimit ?? BODY_LIMIT;
      for (const status of impliedErrors(route, method.toUpperCase())) {
        const declared = operation.responses[String(status)];
        const envelope = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };
        operation.responses[String(status)] = {
          description: ERROR_DESCRIPTIONS[status] ?? STATUS_MESSAGES[status] ?? 'Error',
          ...(RETRY_AFTER_STATUSES.has(status)
            ? { headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } } }
            : {}),
          ...declared,
          // A route's own page for a status (an HTML popup page) comes beside the envelope, which the error
          // handler still answers for the same status (a validation failure, a database outage).
          content: { ...(declared?.content as object | undefined), ...envelope },
        };
      }
    }
  }
}
