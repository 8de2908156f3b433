import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from '../lib/errors';
import { type DatabaseHandle, openDatabase, startPgliteThread } from './client';
import type { PgliteThread } from './pglite-thread';

// The embedded database as the server runs it on disk: in a thread of its own, reached through drizzle's PGlite
// driver. These tests hold the thread to in-process PGlite's behaviour, on the migrated test template in memory
// (which the PostgreSQL run of the suite does not make).
const templatePath = inject('pgliteTemplatePath');
let template: Blob;
let thread: PgliteThread;
let handle: DatabaseHandle;
let scratch: string;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

describe.skipIf(!templatePath)('PGlite in a thread of its own', () => {
  beforeAll(async () => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'northstar-pglite-thread-'));
    template = new Blob([await readFile(templatePath)]);
    thread = startPgliteThread(undefined, template);
    handle = await openDatabase({ pgliteThread: thread });
    await handle.migrate();
    await handle.db.execute(
      sql`create table thread_probe (id int primary key, label text unique, at timestamptz, day date, doc jsonb, amount numeric, raw bytea, flag boolean)`,
    );
  }, 60_000);
  afterAll(async () => {
    await handle.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('returns values as in-process PGlite does, dates and timestamps as drizzle asks (text)', async () => {
    await handle.db.execute(
      sql`insert into thread_probe values (1, 'it''s "quoted" 🎉', '2026-11-26T10:00:00.123456Z', '2026-11-26', ${JSON.stringify({ a: [1, 'x'], b: null })}::jsonb, 12.50, '\\x0001ff', true), (2, null, null, null, null, null, null, null)`,
    );
    const rows = await rowsOf<Record<string, unknown>>(
      handle.db.execute(sql`select * from thread_probe order by id`),
    );
    expect(rows).toEqual([
      {
        id: 1,
        label: 'it\'s "quoted" 🎉',
        at: '2026-11-26 10:00:00.123456+00',
        day: '2026-11-26',
        doc: { a: [1, 'x'], b: null },
        amount: '12.50',
        raw: new Uint8Array([0, 1, 255]),
        flag: true,
      },
      { id: 2, label: null, at: null, day: null, doc: null, amount: null, raw: null, flag: null },
    ]);
  });

  it("applies the caller's own parsers to the columns of their types, in both row modes", async () => {
    const seen: [string, number][] = [];
    const parsers = {
      1184: (value: string, type: number) => {
        seen.push([value, type]);
        return new Date(value.replace(' ', 'T').replace('+00', 'Z'));
      },
    };
    const objects = await thread.query<{ at: Date | null }>('select at from thread_probe order by id', [], {
      rowMode: 'object',
      parsers,
    });
    expect(objects.rows.map((row) => row.at?.toISOString() ?? null)).toEqual([
      '2026-11-26T10:00:00.123Z',
      null,
    ]);
    const arrays = await thread.query<unknown[]>('select id, at from thread_probe where id = $1', [1], {
      rowMode: 'array',
      parsers,
    });
    expect(arrays.rows[0]?.[1]).toBeInstanceOf(Date);
    // Called only for the text of non-null values, with the column's type.
    expect(seen).toEqual([
      ['2026-11-26 10:00:00.123456+00', 1184],
      ['2026-11-26 10:00:00.123456+00', 1184],
    ]);
  });

  it('passes parameters of every kind, and reports affected rows', async () => {
    const result = await thread.query(
      'update thread_probe set day = $1, doc = $2, raw = $3, flag = $4 where id = $5',
      [new Date('2026-01-02T00:00:00Z'), { nested: { ok: true } }, new Uint8Array([7]), false, 2],
    );
    expect(result.affectedRows).toBe(1);
    const [row] = await rowsOf<{ day: string; doc: unknown; raw: Uint8Array; flag: boolean }>(
      handle.db.execute(sql`select day, doc, raw, flag from thread_probe where id = 2`),
    );
    expect(row).toEqual({
      day: '2026-01-02',
      doc: { nested: { ok: true } },
      raw: new Uint8Array([7]),
      flag: false,
    });
  });

  it("keeps a database error's code, constraint and detail, which the app's error handling reads", async () => {
    const duplicate = await handle.db
      .execute(sql`insert into thread_probe (id, label) values (3, ${'it\'s "quoted" 🎉'})`)
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const cause = (duplicate as { cause: Record<string, unknown> }).cause;
    expect(cause).toMatchObject({
      code: '23505',
      constraint: 'thread_probe_label_key',
      table: 'thread_probe',
    });
    expect(String(cause.detail)).toContain('already exists');

    const syntax = await thread.query('selec 1').catch((error: unknown) => error);
    expect(syntax).toBeInstanceOf(Error);
    expect(syntax).toMatchObject({ code: '42601', message: expect.stringContaining('syntax error') });
    expect(isDatabaseUnavailable(syntax)).toBe(false);
  });

  it('commits a transaction, rolls back one that throws, and a nested one on its own', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (id) values (10)`);
      await tx
        .transaction(async (nested) => {
          await nested.execute(sql`insert into thread_probe (id) values (11)`);
          nested.rollback();
        })
        .catch(() => undefined);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe (id) values (12)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A statement that fails inside the transaction fails the whole of it.
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe (id) values (13)`);
        await tx.execute(sql`insert into thread_probe (id) values (13)`);
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    const ids = await rowsOf<{ id: number }>(
      handle.db.execute(sql`select id from thread_probe where id >= 10 order by id`),
    );
    expect(ids.map((row) => row.id)).toEqual([10]);
  });

  it('holds every other query while a transaction is open, as PGlite does', async () => {
    const order: string[] = [];
    let inside: () => void = () => undefined;
    const entered = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (id) values (20)`);
      inside();
      await new Promise((resolve) => setTimeout(resolve, 100));
      order.push('transaction done');
    });
    await entered;
    const outside = await rowsOf<{ count: number }>(
      handle.db.execute(sql`select count(*)::int as count from thread_probe where id = 20`),
    );
    order.push('outside query answered');
    await transaction;
    expect(order).toEqual(['transaction done', 'outside query answered']);
    expect(outside[0]?.count).toBe(1);
  });

  it('fails queries as a database that is gone once closed, and a failed open fails its queries', async () => {
    const closing = await openDatabase({ pgliteThread: startPgliteThread(undefined, template) });
    await closing.db.execute(sql`select 1`);
    await closing.close();
    const afterClose = await closing.db.execute(sql`select 1`).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(afterClose)).toBe(true);

    const notADirectory = path.join(scratch, 'a-file');
    writeFileSync(notADirectory, 'not a database');
    const broken = await openDatabase({ pgliteThread: startPgliteThread(path.join(notADirectory, 'data')) });
    await expect(broken.migrate()).rejects.toThrow();
    await expect(broken.db.execute(sql`select 1`)).rejects.toThrow();
    await broken.close();
  });
});
