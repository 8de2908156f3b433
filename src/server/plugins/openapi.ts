import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document of every route, built on first use (served at API_ROUTES.docs). */
    openApiDocument(): Promise<Record<string, unknown>>;
  }
}

const SWAGGER_OPTIONS = {
  openapi: {
    info: { title: 'Northstar API', version: '1.0.0', description: 'AI marketing campaign platform' },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
  },
  transform: jsonSchemaTransform,
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

async function writeDocument(
  routes: readonly RouteOptions[],
  schemaController: FastifyServerOptions['schemaController'],
): Promise<Record<string, unknown>> {
  const { default: swagger } = await import('@fastify/swagger');
  // HEAD routes are noted as Fastify adds them beside each GET; this instance adds its own the same way.
  const writer = Fastify({ schemaController });
  await writer.register(swagger, SWAGGER_OPTIONS);
  for (const route of routes) {
    if (route.method === 'HEAD') continue;
    writer.route({ method: route.method, url: route.url, schema: route.schema, handler: async () => null });
  }
  await writer.ready();
  const written = writer.swagger() as unknown as Record<string, unknown>;
  await writer.close();
  return written;
}
