import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  type AppNotification,
  NOTIFICATION_LIST_SIZE,
  type NotificationList,
} from '../../../shared/approvals';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import { enqueueMail } from '../../lib/mail-outbox';
import type { MailMessage } from '../../lib/mailer';

type Executor = Pick<Database, 'insert' | 'select' | 'update'>;

export interface NotificationInput {
  userId: string;
  kind: string;
  title: string;
  body: string;
  link?: string | null;
  /** Also sent by e-mail through the outbox (retried until it goes), in the same transaction. */
  mail?: MailMessage;
}

/** Tells a user something in the app (the header's bell) and, when `mail` is given, by e-mail. */
export async function notifyUser(tx: Executor, input: NotificationInput): Promise<void> {
  await tx.insert(notifications).values({
    userId: input.userId,
    kind: input.kind,
    title: input.title,
    body: input.body,
    link: input.link ?? null,
  });
  if (input.mail) await enqueueMail(tx, input.mail);
}

function toNotification(row: typeof notifications.$inferSelect): AppNotification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** The caller's newest notifications and how many of all theirs are unread. */
export async function listNotifications(db: Database, userId: string): Promise<NotificationList> {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_SIZE),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return { unread: Number(unread?.n ?? 0), items: rows.map(toNotification) };
}

/** Marks the caller's notifications read: the given ids (others' ids are ignored), or all of them. */
export async function markNotificationsRead(db: Database, userId: string, ids?: string[]): Promise<void> {
  if (ids && ids.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}
