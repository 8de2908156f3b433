import { describe, expect, it } from 'vitest';
import { contacts, mailOutbox } from '../db/schema';
import { testContextForFile } from '../test/helpers';
import { runRetention } from './retention';

const ctx = testContextForFile();

describe('retention sweep', () => {
  it('deletes what the privacy page says is kept no longer, and keeps the rest', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    await ctx.handle.db.insert(contacts).values([
      {
        name: 'Old',
        email: 'o@x.io',
        message: 'Sent over two years ago',
        createdAt: new Date('2024-11-01T00:00:00Z'),
      },
      {
        name: 'Recent',
        email: 'r@x.io',
        message: 'Sent last month, keep',
        createdAt: new Date('2026-10-22T00:00:00Z'),
      },
    ]);
    await ctx.handle.db.insert(mailOutbox).values([
      { to: 'a@x.io', subject: 'old sent', status: 'sent', createdAt: new Date('2026-09-01T00:00:00Z') },
      {
        to: 'b@x.io',
        subject: 'old pending',
        status: 'pending',
        createdAt: new Date('2026-09-01T00:00:00Z'),
      },
    ]);
    expect(await runRetention(ctx.handle.db, now)).toMatchObject({ contacts: 1, mail: 1 });
    expect((await ctx.handle.db.select().from(contacts)).map((c) => c.name)).toEqual(['Recent']);
    expect((await ctx.handle.db.select().from(mailOutbox)).map((m) => m.subject)).toEqual(['old pending']);
  });
});
