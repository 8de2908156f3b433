import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

const cells = (csv: string): string[][] => parse(csv, { relax_column_count: true });

describe('toCsv', () => {
  it('guards text that a spreadsheet would run as a formula', () => {
    const rows = cells(toCsv([['=HYPERLINK("x")', '+1+1', '-2+3', '@SUM(A1)', '\tx', 'plain']]));
    expect(rows[0]).toEqual(['\'=HYPERLINK("x")', "'+1+1", "'-2+3", "'@SUM(A1)", "'\tx", 'plain']);
  });

  it('writes numbers, and numbers that arrive as text, as numbers a spreadsheet can sum (issue 30, item 3)', () => {
    const csv = toCsv([[54, -3.1, '-12.50', '+4', 0, null, '']]);
    expect(csv).toBe('54,-3.1,-12.50,+4,0,,\n');
  });
});
