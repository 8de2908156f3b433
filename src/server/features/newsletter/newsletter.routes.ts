import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES } from '../../../shared/api-routes';
import { messageResponseSchema } from '../../../shared/auth';
import { listQuerySchema } from '../../../shared/contacts';
import { NEWSLETTER_MESSAGES, newsletterRequestSchema, subscriptionSchema } from '../../../shared/newsletter';
import type { Database } from '../../db/client';
import { getPagedList } from '../../lib/paged-route';
import { MINUTE } from '../../plugins/rate-limit';
import { SMALL_BODY_LIMIT } from '../../plugins/security';
import { listSubscriptions, subscribe } from './newsletter.service';

export async function newsletterRoutes(app: FastifyInstance, opts: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    API_ROUTES.newsletter,
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe to the newsletter (idempotent)',
        body: newsletterRequestSchema,
        response: { 200: messageResponseSchema },
      },
      bodyLimit: SMALL_BODY_LIMIT,
      config: { access: 'public', rateLimit: app.routeRateLimit(5, 60 * MINUTE) },
    },
    async (request) => {
      await subscribe(opts.db, request.body);
      return { message: NEWSLETTER_MESSAGES.subscribed };
    },
  );

  getPagedList(app, API_ROUTES.newsletters, {
    tag: 'newsletter',
    summary: 'Newsletter subscriptions, newest first, one page (admin)',
    counted: 'subscriptions match',
    querystring: listQuerySchema,
    item: subscriptionSchema,
    access: 'admin:access',
    list: (query) => listSubscriptions(opts.db, query),
  });
}
