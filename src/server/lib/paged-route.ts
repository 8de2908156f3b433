import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiAccess } from '../../shared/roles';
import { type Page, pageDescription, sendPage } from './paging';

/** What a paged list's GET route declares; its handler only asks `list` for the page. */
export interface PagedListRoute<Query extends z.ZodType, Item extends z.ZodType> {
  tag: string;
  summary: string;
  /** What X-Total-Count counts, for the OpenAPI description ("messages match"). */
  counted: string;
  querystring: Query;
  item: Item;
  access: ApiAccess;
  list(query: z.output<Query>): Promise<Page<z.output<Item>>>;
}

/** Registers GET `path` answering one page of a keyset-paged list (DESIGN §6) with its Link and X-Total-Count. */
export function getPagedList<Query extends z.ZodType, Item extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  route: PagedListRoute<Query, Item>,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    path,
    {
      schema: {
        tags: [route.tag],
        summary: route.summary,
        description: pageDescription(route.counted),
        querystring: route.querystring,
        response: { 200: z.array(route.item) },
      },
      config: { access: route.access },
    },
    async (request, reply) => {
      const query = request.query as z.output<Query>;
      return sendPage(reply, path, query as Record<string, unknown>, await route.list(query));
    },
  );
}
