import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES } from '../../../shared/api-routes';
import { messageResponseSchema } from '../../../shared/auth';
import {
  CONTACT_MESSAGES,
  contactRequestSchema,
  contactSchema,
  listQuerySchema,
} from '../../../shared/contacts';
import type { Database } from '../../db/client';
import { pageDescription, sendPage } from '../../lib/paging';
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

  api.get(
    API_ROUTES.contacts,
    {
      schema: {
        tags: ['contacts'],
        summary: 'Contact messages, newest first, one page (admin)',
        description: pageDescription('messages match'),
        querystring: listQuerySchema,
        response: { 200: z.array(contactSchema) },
      },
      config: { access: 'admin:access' },
    },
    async (request, reply) =>
      sendPage(reply, API_ROUTES.contacts, request.query, await listContacts(opts.db, request.query)),
  );
}
