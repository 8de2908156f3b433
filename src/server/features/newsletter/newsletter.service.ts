import type { ListQuery } from '../../../shared/contacts';
import { ADMIN_LIST_PAGE_SIZE, HONEYPOT_FIELD } from '../../../shared/contacts';
import type { NewsletterRequest, Subscription } from '../../../shared/newsletter';
import type { Database } from '../../db/client';
import { newsletters } from '../../db/schema';
import { exactTimestamp, mapPage, type Page, selectNewestFirstPage } from '../../lib/paging';
import { containsText } from '../../lib/sql-text';

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

/** Newest first, one page (DESIGN §6), optionally filtered by e-mail. */
export async function listSubscriptions(db: Database, query: ListQuery): Promise<Page<Subscription>> {
  const page = await selectNewestFirstPage(
    db,
    {
      select: db
        .select({
          id: newsletters.id,
          email: newsletters.email,
          subscribedAt: newsletters.subscribedAt,
          createdAtExact: exactTimestamp(newsletters.subscribedAt),
        })
        .from(newsletters)
        .$dynamic(),
      from: newsletters,
      createdAt: newsletters.subscribedAt,
      id: newsletters.id,
      where: containsText([newsletters.email], query.q),
    },
    { limit: query.limit ?? ADMIN_LIST_PAGE_SIZE.default, cursor: query.cursor },
  );
  return mapPage(page, (row) => ({
    id: row.id,
    email: row.email,
    subscribedAt: row.subscribedAt.toISOString(),
  }));
}
