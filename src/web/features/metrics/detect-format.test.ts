import { describe, expect, it, vi } from 'vitest';
import { detectImportFormat } from './detect-format';
import { xlsxFile } from './test/metrics-fixtures';

/** UTF-16LE with its byte order mark, as Google Ads' "CSV for Excel" download writes it. */
function utf16le(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    bytes[2 + i * 2] = code & 0xff;
    bytes[3 + i * 2] = code >> 8;
  }
  return bytes;
}

const file = (body: BlobPart, name = 'export.csv') => new File([body], name, { type: 'text/csv' });

describe('detectImportFormat', () => {
  it('finds a Google Ads header under the title lines of a UTF-16 tab-separated "CSV for Excel"', async () => {
    const text = [
      'Campaign report',
      'November 1, 2026 - November 20, 2026',
      'Day\tCampaign\tImpr.\tClicks\tCost\tConversions\tConv. value\tCurrency code',
      '2026-11-02\tBrand\t1000\t40\t25.00\t2\t80.00\tUSD',
    ].join('\r\n');
    expect(await detectImportFormat(file(utf16le(text)))).toBe('google-ads');
  });

  it('knows a Google Ads report without Conv. value, separated by semicolons', async () => {
    const text = '\uFEFFDay;Campaign;Impr.;Clicks;Cost;Conversions\n2026-11-02;Brand;1000;40;25,00;2';
    expect(await detectImportFormat(file(text))).toBe('google-ads');
  });

  it('knows a Meta export whose money header names another currency', async () => {
    const text =
      'Reporting starts,Reporting ends,Campaign name,Results,Result indicator,Impressions,Link clicks,Amount spent (IDR)';
    expect(await detectImportFormat(file(text))).toBe('meta');
  });

  it('leaves a header it does not know, or in another language, to the server', async () => {
    expect(await detectImportFormat(file('Tag;Kampagne;Impr.;Klicks;Kosten'))).toBeNull();
  });

  it('never reads an .xlsx as text', async () => {
    const readAsText = vi.spyOn(Blob.prototype, 'text');
    const readBytes = vi.spyOn(Blob.prototype, 'arrayBuffer');
    expect(await detectImportFormat(xlsxFile())).toBeNull();
    expect(readAsText).not.toHaveBeenCalled();
    expect(readBytes).not.toHaveBeenCalled();
    readAsText.mockRestore();
    readBytes.mockRestore();
  });
});
