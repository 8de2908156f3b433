import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES } from '../../../shared/api-routes';
import { messageResponseSchema } from '../../../shared/auth';
import {
  CONTACT_MESSAGES,
  contactRequestSchema,
  contactSchema,
  listQuerySchema,
} from '../../../shared/contacts';
import type { Database } from '../../db/client';
import { getPagedList } from '../../lib/paged-route';
import { MINUTE } from '../../plugins/rate-limit';
import { SMALL_BODY_LIMIT } from '../../plugins/security';
import { listContacts, submitContact } from './contacts.service';

export async function contactsRoutes(app: FastifyInstance, opts: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    API_ROUTES.contacts,
    {
      schema: {
        tags: ['contacts'],
        summary: 'Send a message to the Northstar team',
        body: contactRequestSchema,
        response: { 201: messageResponseSchema },
      },
      bodyLimit: SMALL_BODY_LIMIT,
      config: { access: 'public', rateLimit: app.routeRateLimit(5, 60 * MINUTE) },
    },
    async (request, reply) => {
      await submitContact(opts.db, request.body);
      return reply.status(201).send({ message: CONTACT_MESSAGES.received });
    },
  );

  getPagedList(app, API_ROUTES.contacts, {
    tag: 'contacts',
    summary: 'Contact messages, newest first, one page (admin)',
    counted: 'messages match',
    querystring: listQuerySchema,
    item: contactSchema,
    access: 'admin:access',
    list: (query) => listContacts(opts.db, query),
  });
}
