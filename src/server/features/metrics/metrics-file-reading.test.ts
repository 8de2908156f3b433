import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { METRICS_IMPORT_MESSAGES } from '../../../shared/metrics';
import { detectNumberStyle, parseCount, parseMoney } from './metrics-csv-cells';
import { readDate, resolveDateOrder } from './metrics-dates';
import { decode, detectDelimiter, readFileTable } from './metrics-file-table';
import { classifyResult } from './metrics-results';

/** How a file's bytes, numbers, dates and Meta results are read, one concern at a time (the API tests cover files). */

const utf16le = (text: string, bom = true) => {
  const body = Buffer.from(text, 'utf16le');
  return new Uint8Array(bom ? Buffer.concat([Buffer.from([0xff, 0xfe]), body]) : body);
};

describe('the bytes of a file', () => {
  it('are decoded as the platforms write them', () => {
    const text = 'Día;Campaña\n2026-11-20;Otoño';
    expect(decode(new TextEncoder().encode(text))).toEqual({ text, encoding: 'UTF-8' });
    expect(decode(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]))).toEqual({
      text,
      encoding: 'UTF-8 with BOM',
    });
    expect(decode(utf16le(text))).toEqual({ text, encoding: 'UTF-16LE' });
    expect(decode(utf16le(text, false))).toEqual({ text, encoding: 'UTF-16LE' });
    const be = Buffer.from(text, 'utf16le').swap16();
    expect(decode(new Uint8Array([0xfe, 0xff, ...be]))).toEqual({ text, encoding: 'UTF-16BE' });
    // "Kosten für Café" as an old spreadsheet saves it: not valid UTF-8.
    expect(decode(new Uint8Array(Buffer.from('Caf\xe9', 'latin1')))).toEqual({
      text: 'Café',
      encoding: 'Windows-1252',
    });
  });

  it('tell their separator by the header line, not by commas in a title or in amounts', () => {
    expect(
      detectDelimiter('Campaign report\n"November 1, 2026 - November 20, 2026"\nDay\tCampaign\tCost\n'),
    ).toBe('\t');
    expect(detectDelimiter('Tag;Kampagne;Kosten;Klicks\n20.11.2026;Herbst;1.234,56;12\n')).toBe(';');
    expect(detectDelimiter('date,campaign,channel\n')).toBe(',');
  });

  it('read an .xlsx: date cells as days, numbers plainly, the first sheet with rows', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Empty');
    const sheet = workbook.addWorksheet('Campaign report');
    sheet.addRow(['Campaign report']);
    sheet.addRow(['Day', 'Campaign', 'Cost']);
    sheet.addRow([new Date(Date.UTC(2026, 10, 20)), 'Autumn', 0.1 + 0.2]);
    sheet.addRow([]);
    sheet.addRow([
      { formula: 'B3', result: 'Autumn' },
      { richText: [{ text: 'Ri' }, { text: 'ch' }] },
      1234.5,
    ]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const table = await readFileTable(bytes);
    expect(table).toMatchObject({ kind: 'xlsx', encoding: null, delimiter: null, typedNumbers: true });
    expect(table.records).toEqual([
      { cells: ['Campaign report'], line: 1 },
      { cells: ['Day', 'Campaign', 'Cost'], line: 2 },
      { cells: ['2026-11-20', 'Autumn', '0.3'], line: 3 },
      { cells: ['Autumn', 'Rich', '1234.5'], line: 5 },
    ]);
  });

  it('refuse an .xlsx that is not one with a message saying what to do', async () => {
    await expect(readFileTable(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).rejects.toMatchObject({
      statusCode: 422,
      message: METRICS_IMPORT_MESSAGES.unreadableXlsx,
    });
  });
});

describe('numbers', () => {
  it('follow the separators the file itself uses, else its language', () => {
    expect(detectNumberStyle(['1.234,56', '12'], { language: 'en', delimiter: ',', typed: false })).toBe(
      'comma',
    );
    expect(detectNumberStyle(['1,234.56'], { language: 'de', delimiter: ';', typed: false })).toBe('dot');
    expect(detectNumberStyle(['1,234'], { language: 'en', delimiter: ',', typed: false })).toBe('dot');
    expect(detectNumberStyle(['1.234'], { language: 'de', delimiter: ',', typed: false })).toBe('comma');
    expect(detectNumberStyle(['1.234'], { language: 'en', delimiter: ';', typed: false })).toBe('comma');
    expect(detectNumberStyle(['12,5'], { language: 'en', delimiter: ',', typed: true })).toBe('dot');
  });

  it('are read in that style, with nothing ("--", empty) as zero', () => {
    expect(parseMoney('1.234,56', 'comma')).toEqual({ value: 1234.56 });
    expect(parseMoney('1 234,5', 'comma')).toEqual({ value: 1234.5 });
    expect(parseMoney('1\u202f234,50', 'comma')).toEqual({ value: 1234.5 });
    expect(parseMoney('1,234.567', 'dot')).toEqual({ value: 1234.57 });
    expect(parseMoney('--', 'dot')).toEqual({ value: 0 });
    expect(parseMoney('', 'comma')).toEqual({ value: 0 });
    expect(parseMoney('1.234.567', 'dot')).toMatchObject({
      reason: expect.stringContaining('not an amount'),
    });
    expect(parseMoney('12.345', 'plain')).toMatchObject({
      reason: expect.stringContaining('more than 2 decimals'),
    });
    expect(parseCount('1.234', 'comma')).toEqual({ value: 1234 });
    expect(parseCount('2,5', 'comma', true)).toEqual({ value: 3 });
    expect(parseCount('-3', 'dot')).toMatchObject({ reason: expect.stringContaining('negative') });
  });
});

describe('dates', () => {
  it('are read in the forms the platforms write', () => {
    expect(readDate('2026-11-20', null)).toBe('2026-11-20');
    expect(readDate('Nov 20, 2026', null)).toBe('2026-11-20');
    expect(readDate('Friday, November 20, 2026', null)).toBe('2026-11-20');
    expect(readDate('20 nov. 2026', null)).toBe('2026-11-20');
    expect(readDate('20. Dez. 2026', null)).toBe('2026-12-20');
    expect(readDate('20 de noviembre de 2026', null)).toBe('2026-11-20');
    expect(readDate('20.11.2026', 'mdy')).toBe('2026-11-20');
    expect(readDate('03/04/2026', 'dmy')).toBe('2026-04-03');
    expect(readDate('03/04/2026', 'mdy')).toBe('2026-03-04');
    expect(readDate('someday', null)).toBeNull();
  });

  it('take their day/month order from the file, once for all rows', () => {
    expect(resolveDateOrder(['03/04/2026', '20/04/2026'], 'en', '', 1)).toBe('dmy');
    expect(resolveDateOrder(['03/04/2026', '04/20/2026'], 'en', '', 1)).toBe('mdy');
    expect(resolveDateOrder(['03/04/2026'], 'fr', '', 1)).toBe('dmy');
    expect(resolveDateOrder(['03/04/2026'], 'en', 'Campaign report 1 March 2026 - 4 April 2026', 3)).toBe(
      'dmy',
    );
    expect(resolveDateOrder(['03/04/2026'], 'en', '"March 1, 2026 - April 4, 2026"', 3)).toBe('mdy');
    expect(resolveDateOrder(['2026-04-03', '01/01/2026'], 'en', '', 1)).toBeNull();
    expect(() => resolveDateOrder(['03/04/2026'], 'en', 'Campaign report', 3)).toThrow(
      METRICS_IMPORT_MESSAGES.ambiguousDates('03/04/2026'),
    );
  });
});

describe('Meta results', () => {
  it('are conversions only when the export says its result is one', () => {
    for (const indicator of [
      'actions:offsite_conversion.fb_pixel_purchase',
      'actions:lead',
      'offsite_conversion.fb_pixel_complete_registration',
      'actions:onsite_conversion.lead_grouped',
      'Website purchases',
      'Käufe',
      'Achats',
      'Compras',
      'offsite_conversion.custom.123',
    ]) {
      expect(classifyResult(indicator), indicator).toEqual({ conversion: true });
    }
    expect(classifyResult('reach')).toEqual({ conversion: false, label: 'reach' });
    expect(classifyResult('actions:link_click')).toEqual({ conversion: false, label: 'link click' });
    expect(classifyResult('actions:video_view')).toEqual({ conversion: false, label: 'video view' });
    expect(classifyResult('ThruPlays')).toMatchObject({ conversion: false });
    expect(classifyResult('actions:onsite_conversion.messaging_conversation_started_7d')).toMatchObject({
      conversion: false,
    });
    expect(classifyResult('')).toBeNull();
  });
});
