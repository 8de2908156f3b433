import { count, desc, ilike } from 'drizzle-orm';
import type { ListQuery } from '../../../shared/contacts';
import { HONEYPOT_FIELD } from '../../../shared/contacts';
import type { NewsletterRequest, Subscription } from '../../../shared/newsletter';
import type { Database } from '../../db/client';
import { newsletters } from '../../db/schema';
import { DEFAULT_PAGE_SIZE, escapeLike } from '../contacts/contacts.service';

/**
 * Subscribes an address (stored lower-cased). A repeat is a no-op answered exactly like the first, so the
 * response never reveals who is subscribed; a filled honeypot is answered the same and stored nowhere.
 */
export async function subscribe(db: Database, input: NewsletterRequest): Promise<void> {
  if (input[HONEYPOT_FIELD]) return;
  await db.insert(newsletters).values({ email: input.email.toLowerCase() }).onConflictDoNothing({
    target: newsletters.email,
  });
}

export async function listSubscriptions(db: Database, query: ListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const where = query.q ? ilike(newsletters.email, `%${escapeLike(query.q)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletters)
      .where(where)
      .orderBy(desc(newsletters.subscribedAt), desc(newsletters.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(newsletters).where(where),
  ]);
  const items: Subscription[] = rows.map((row) => ({ ...row, subscribedAt: row.subscribedAt.toISOString() }));
  return { items, total: total?.value ?? 0, page, pageSize };
}
