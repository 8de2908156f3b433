import { lt, sql } from 'drizzle-orm';
import type { Contact, ContactRequest, ListQuery } from '../../../shared/contacts';
import { ADMIN_LIST_PAGE_SIZE, HONEYPOT_FIELD } from '../../../shared/contacts';
import type { Database } from '../../db/client';
import { contacts } from '../../db/schema';
import { exactTimestamp, mapPage, type Page, selectNewestFirstPage } from '../../lib/paging';
import { containsText } from '../../lib/sql-text';

type ParsedContact = Omit<ContactRequest, 'company'> & { company?: string | undefined };

/** Stores a contact message; a filled honeypot is answered the same and stored nowhere. */
export async function submitContact(db: Database, input: ParsedContact): Promise<{ stored: boolean }> {
  if (input[HONEYPOT_FIELD]) return { stored: false };
  await db.insert(contacts).values({
    name: input.name,
    email: input.email,
    company: input.company ?? null,
    message: input.message,
    planInterest: input.planInterest ?? null,
  });
  return { stored: true };
}

/** Newest first, one page (DESIGN §6), optionally filtered by name, e-mail, company or message text. */
export async function listContacts(db: Database, query: ListQuery): Promise<Page<Contact>> {
  const page = await selectNewestFirstPage(
    db,
    {
      select: db
        .select({
          id: contacts.id,
          name: contacts.name,
          email: contacts.email,
          company: contacts.company,
          message: contacts.message,
          planInterest: contacts.planInterest,
          createdAt: contacts.createdAt,
          createdAtExact: exactTimestamp(contacts.createdAt),
        })
        .from(contacts)
        .$dynamic(),
      from: contacts,
      createdAt: contacts.createdAt,
      id: contacts.id,
      where: containsText([contacts.name, contacts.email, contacts.company, contacts.message], query.q),
    },
    { limit: query.limit ?? ADMIN_LIST_PAGE_SIZE.default, cursor: query.cursor },
  );
  return mapPage(page, ({ createdAtExact: _, ...row }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Deletes the messages received before `before` (the retention sweep): how many went. */
export async function purgeContactsBefore(db: Database, before: Date): Promise<number> {
  return (await db.delete(contacts).where(lt(contacts.createdAt, before)).returning({ one: sql`1` })).length;
}
