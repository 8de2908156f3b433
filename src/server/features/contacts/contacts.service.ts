import { count, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { Contact, ContactRequest, ListQuery } from '../../../shared/contacts';
import { HONEYPOT_FIELD } from '../../../shared/contacts';
import type { Database } from '../../db/client';
import { contacts } from '../../db/schema';

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

export const DEFAULT_PAGE_SIZE = 25;

/** Newest first, optionally filtered by name, e-mail, company or message text. */
export async function listContacts(db: Database, query: ListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const where: SQL | undefined = query.q
    ? or(
        ilike(contacts.name, `%${escapeLike(query.q)}%`),
        ilike(contacts.email, `%${escapeLike(query.q)}%`),
        ilike(contacts.company, `%${escapeLike(query.q)}%`),
        ilike(contacts.message, `%${escapeLike(query.q)}%`),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contacts)
      .where(where)
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(contacts).where(where),
  ]);
  const items: Contact[] = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { items, total: total?.value ?? 0, page, pageSize };
}

/** User text inside LIKE must match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
