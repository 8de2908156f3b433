import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { METRICS_IMPORT_MESSAGES, METRICS_IMPORT_NOTES, XLSX_CONTENT_TYPE } from '../../../../shared/metrics';
import type { Role } from '../../../../shared/roles';
import { jsonResponse, renderApp } from '../../../test/render-app';
import { type ApiHandler, type RecordedCall, stubApi } from '../../../test/stub-api';
import { expectTexts } from '../../../test/text-assertions';
import {
  csvFile,
  GOOGLE_ADS_CSV,
  importedResult,
  importRequests,
  makeImportResult,
  metaAdLevelResult,
  xlsxFile,
} from '../test/metrics-fixtures';

// jsdom has no ResizeObserver; the Radix tooltip on the blocked Import button measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const campaignListCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/campaigns?')).length;

/** The server refuses a report without its channel (422), and answers `result` once the request names one. */
const channelNeeded =
  (result: unknown): ApiHandler =>
  (call) =>
    new URL(call.url, 'http://x').searchParams.has('channel')
      ? jsonResponse(200, result)
      : jsonResponse(422, {
          message: METRICS_IMPORT_MESSAGES.channelRequired,
          code: 'unprocessable',
          requestId: 'req-1',
        });

const isDryRun = (call: RecordedCall) => new URL(call.url, 'http://x').searchParams.get('dryRun') === 'true';

function stubImportApi(importHandler: ApiHandler, role: Role = 'marketing_manager', currency = 'USD') {
  return stubApi(
    {
      'GET /api/settings': () =>
        jsonResponse(200, { launchApproval: false, requireTwoFactor: false, currency }),
      'GET /api/campaigns': () => jsonResponse(200, []),
      'POST /api/metrics/import': importHandler,
    },
    role,
  );
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Import metrics' }));
  return screen.findByRole('dialog', { name: 'Import metrics' });
}

const fileInput = (dialog: HTMLElement) => within(dialog).getByLabelText(/drop it here/i);

describe('import metrics dialog', () => {
  it('checks a chosen file at once and shows what the import would do, with a preview of the first rows', async () => {
    stubImportApi(() => jsonResponse(200, makeImportResult()));
    renderApp('/campaigns');
    const dialog = await openDialog();
    const file = csvFile();
    await userEvent.upload(fileInput(dialog), file);

    expect(await within(dialog).findByRole('heading', { name: 'Ready to import' })).toBeInTheDocument();
    const [request] = importRequests();
    expect(request?.url).toBe('/api/metrics/import?dryRun=true');
    expect(request?.init.body).toBe(file);
    expect(request?.init.headers).toMatchObject({ 'content-type': 'text/csv' });

    expectTexts(within(dialog), [
      'Northstar CSV',
      'CSV · UTF-8 · comma-separated · English headers',
      'Not stated',
      'Amounts read as USD',
      'Mar 1 – 7, 2026',
      '14',
      '12 new rows',
      '2 rows updated',
      '0 rows unchanged',
      '1 new campaign will be created:',
    ]);
    expect(within(dialog).getByRole('list', { name: 'Campaigns to create' })).toHaveTextContent(
      'Autumn Push',
    );

    const table = within(dialog).getByRole('table');
    const [header, first, second] = within(table).getAllByRole('row');
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Campaign', 'Channel', 'Impressions', 'Clicks', 'Conversions', 'Spend', 'Revenue']);
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Mar 2, 2026', 'Spring Launch', 'Meta', '12,000', '340', '21', '$1,235', '$4,100']);
    expect(within(second as HTMLElement).getByText('$88.25')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: /Preview: first 2 rows of 14/ })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(within(dialog).getByRole('button', { name: 'Import 14 rows' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('takes a file dropped on the drop zone', async () => {
    stubImportApi(() => jsonResponse(200, makeImportResult()));
    renderApp('/campaigns');
    const dialog = await openDialog();
    const zone = within(dialog)
      .getByText(/or drop it here/)
      .closest('label') as HTMLElement;
    const file = csvFile();
    fireEvent.dragOver(zone, { dataTransfer: { files: [file] } });
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });

    expect(await within(dialog).findByRole('heading', { name: 'Ready to import' })).toBeInTheDocument();
    expect(importRequests()[0]?.init.body).toBe(file);
    expect(within(dialog).getByText('march.csv')).toBeInTheDocument();
  });

  it('lists every problem of a refused file, keeps Import blocked, and takes another file without reopening', async () => {
    let isBad = true;
    stubImportApi(() =>
      isBad
        ? jsonResponse(422, {
            message: METRICS_IMPORT_MESSAGES.invalid,
            code: 'unprocessable',
            requestId: 'req-422',
            errors: [
              { line: 3, column: 'clicks', reason: 'Clicks cannot exceed impressions' },
              { line: 7, column: null, reason: 'The row has 5 columns; the header has 8' },
            ],
            errorCount: 140,
          })
        : jsonResponse(200, makeImportResult()),
    );
    renderApp('/campaigns');
    const dialog = await openDialog();
    await userEvent.upload(fileInput(dialog), csvFile('x', 'bad.csv'));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(METRICS_IMPORT_MESSAGES.invalid);
    const problems = within(dialog).getByRole('list', { name: 'Problems in the file' });
    const items = within(problems).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Line 3, clicks:Clicks cannot exceed impressions',
      'Line 7:The row has 5 columns; the header has 8',
    ]);
    expect(within(dialog).getByText('140 problems found')).toBeInTheDocument();
    expect(within(dialog).getByText('and 138 more')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();

    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    expect(importButton).toHaveAttribute('aria-disabled', 'true');
    expect(importButton).toHaveAccessibleDescription('Fix the problems in the file and choose it again.');
    await userEvent.click(importButton);
    expect(importRequests().filter(({ url }) => !url.includes('dryRun'))).toHaveLength(0);

    isBad = false;
    await userEvent.upload(fileInput(dialog), csvFile());
    expect(await within(dialog).findByRole('heading', { name: 'Ready to import' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Problems in the file' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 14 rows' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('imports with an indeterminate progress, shows the result and refreshes the pages behind', async () => {
    let finishImport: (response: Response) => void = () => {};
    const calls = stubImportApi((call) =>
      isDryRun(call)
        ? jsonResponse(200, makeImportResult())
        : new Promise<Response>((resolve) => {
            finishImport = resolve;
          }),
    );
    renderApp('/campaigns');
    const dialog = await openDialog();
    await userEvent.upload(fileInput(dialog), csvFile());
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import 14 rows' }));

    expect(await within(dialog).findByText('Importing 14 rows…')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Importing 14 rows…' })).not.toHaveAttribute(
      'aria-valuenow',
    );
    expect(within(dialog).getByText('Importing 14 rows…').closest('[aria-busy="true"]')).not.toBeNull();
    const busyButton = within(dialog).getByRole('button', { name: 'Importing…' });
    expect(busyButton).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busyButton);
    expect(importRequests().filter(({ url }) => !url.includes('dryRun'))).toHaveLength(1);
    expect(importRequests()[1]?.url).toBe('/api/metrics/import');

    const listCallsBefore = campaignListCalls(calls);
    finishImport(jsonResponse(200, importedResult()));

    expect(await within(dialog).findByRole('heading', { name: 'Metrics imported' })).toHaveFocus();
    const tally = (name: string) =>
      within(within(dialog).getByRole('region', { name }))
        .getAllByRole('definition')
        .map((d) => d.textContent);
    expect(tally('Rows')).toEqual(['12', '2', '0']);
    expect(tally('Campaigns')).toEqual(['1', '1']);
    expect(tally('Insights')).toEqual(['3', '1', '2']);
    expect(within(dialog).getByRole('list', { name: 'Campaigns created' })).toHaveTextContent('Autumn Push');
    // The campaign list behind the dialog was asked again (and so were analytics and insights, by prefix).
    expect(campaignListCalls(calls)).toBeGreaterThan(listCallsBefore);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import another file' }));
    expect(fileInput(dialog)).toHaveFocus();
    expect(within(dialog).queryByRole('heading', { name: 'Metrics imported' })).not.toBeInTheDocument();

    await userEvent.upload(fileInput(dialog), csvFile());
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import 14 rows' }));
    finishImport(jsonResponse(200, importedResult()));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says once what is wrong with a file it cannot read at all', async () => {
    stubImportApi(() =>
      jsonResponse(422, {
        message: METRICS_IMPORT_MESSAGES.unknownHeader,
        code: 'unprocessable',
        requestId: 'req-1',
        errors: [{ line: 1, column: null, reason: METRICS_IMPORT_MESSAGES.unknownHeader }],
        errorCount: 1,
      }),
    );
    renderApp('/campaigns');
    const dialog = await openDialog();
    await userEvent.upload(fileInput(dialog), csvFile('name,value\na,1', 'other.csv'));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(METRICS_IMPORT_MESSAGES.unknownHeader);
    expect(within(dialog).getAllByText(METRICS_IMPORT_MESSAGES.unknownHeader)).toHaveLength(1);
    expect(within(dialog).queryByRole('list', { name: 'Problems in the file' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/more$/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('asks for the channel of a Google Ads report before checking it', async () => {
    stubImportApi(() => jsonResponse(200, makeImportResult({ format: 'google-ads' })));
    renderApp('/campaigns');
    const dialog = await openDialog();
    await userEvent.upload(fileInput(dialog), csvFile(GOOGLE_ADS_CSV, 'google-ads.csv'));

    const select = await within(dialog).findByLabelText('Channel of this report');
    expect(select).toHaveAccessibleDescription(METRICS_IMPORT_MESSAGES.channelRequired);
    expect(importRequests()).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Import' })).toHaveAccessibleDescription(
      'Choose the channel of this report first.',
    );

    await userEvent.selectOptions(select, 'YouTube');
    expect(await within(dialog).findByText('Google Ads campaign report')).toBeInTheDocument();
    expect(importRequests().map(({ url }) => url)).toEqual([
      '/api/metrics/import?dryRun=true&channel=YouTube',
    ]);
  });

  it('asks for the channel when the server says a report needs one', async () => {
    stubImportApi(channelNeeded(makeImportResult({ format: 'google-ads' })));
    renderApp('/campaigns');
    const dialog = await openDialog();
    // A header the browser does not recognise: only the server knows it is a Google Ads report.
    await userEvent.upload(fileInput(dialog), csvFile('Tag,Campaign\n1,2', 'export.csv'));

    await userEvent.selectOptions(await within(dialog).findByLabelText('Channel of this report'), 'Meta');
    expect(await within(dialog).findByRole('heading', { name: 'Ready to import' })).toBeInTheDocument();
    expect(importRequests().map(({ url }) => url)).toEqual([
      '/api/metrics/import?dryRun=true',
      '/api/metrics/import?dryRun=true&channel=Meta',
    ]);

    // The next such report is checked again at once with the channel on screen.
    await userEvent.upload(fileInput(dialog), csvFile('Tag,Campaign\n3,4', 'export-2.csv'));
    await waitFor(() => expect(importRequests()).toHaveLength(4));
    expect(importRequests()[3]?.url).toBe('/api/metrics/import?dryRun=true&channel=Meta');
    expect(await within(dialog).findByRole('heading', { name: 'Ready to import' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Channel of this report')).toHaveValue('Meta');
  });

  it('sends an .xlsx as it is, with its type, and asks for the channel when the server needs it', async () => {
    const readAsText = vi.spyOn(Blob.prototype, 'text');
    const readBytes = vi.spyOn(Blob.prototype, 'arrayBuffer');
    stubImportApi(
      channelNeeded(
        makeImportResult({
          format: 'google-ads',
          source: {
            kind: 'xlsx',
            encoding: null,
            delimiter: null,
            language: 'en',
            rows: 8,
            skippedRows: 1,
          },
          currency: { file: 'USD', workspace: 'USD' },
          rows: { total: 8, inserted: 8, updated: 0, unchanged: 0 },
          notes: [METRICS_IMPORT_NOTES.skipped(1)],
        }),
      ),
    );
    renderApp('/campaigns');
    const dialog = await openDialog();
    expect(fileInput(dialog)).toHaveAttribute('accept', expect.stringContaining('.xlsx'));
    // The picker's accept list lets the workbook through (userEvent.upload applies it).
    const workbook = xlsxFile();
    await userEvent.upload(fileInput(dialog), workbook);

    await userEvent.selectOptions(
      await within(dialog).findByLabelText('Channel of this report'),
      'Google Search',
    );
    expect(await within(dialog).findByRole('heading', { name: 'Ready to import' })).toBeInTheDocument();
    const requests = importRequests();
    expect(requests.map(({ url }) => url)).toEqual([
      '/api/metrics/import?dryRun=true',
      '/api/metrics/import?dryRun=true&channel=Google+Search',
    ]);
    for (const { init } of requests) {
      expect(init.body).toBe(workbook);
      expect(init.headers).toMatchObject({ 'content-type': XLSX_CONTENT_TYPE });
    }
    expect(readAsText).not.toHaveBeenCalled();
    expect(readBytes).not.toHaveBeenCalled();
    expectTexts(within(dialog), [
      'Google Ads campaign report',
      'Excel workbook · English headers',
      'Workspace currency',
      '1 skipped',
      METRICS_IMPORT_NOTES.skipped(1),
    ]);

    // A workbook dropped without a type (some systems send none) is still sent as one, by its name.
    const untyped = xlsxFile('export.XLSX', '');
    await userEvent.upload(fileInput(dialog), untyped);
    await waitFor(() => expect(importRequests().at(-1)?.init.body).toBe(untyped));
    expect(importRequests().at(-1)?.init.headers).toMatchObject({ 'content-type': XLSX_CONTENT_TYPE });
    readAsText.mockRestore();
    readBytes.mockRestore();
  });

  it('shows how an ad-level Meta export was read: rows summed, skipped, currency, figures taken as zero, notes', async () => {
    const result = metaAdLevelResult();
    stubImportApi(
      () => jsonResponse(200, { ...result, currency: { file: 'EUR', workspace: 'EUR' } }),
      'marketing_manager',
      'EUR',
    );
    renderApp('/campaigns');
    const dialog = await openDialog();
    await userEvent.upload(fileInput(dialog), csvFile('x', 'meta-ads.csv'));

    expect(await within(dialog).findByRole('heading', { name: 'Ready to import' })).toBeInTheDocument();
    expectTexts(within(dialog), [
      'Meta Ads export',
      'CSV · UTF-8 with BOM · comma-separated · English headers',
      'EUR',
      'Workspace currency',
      '12',
      'from 40 file rows',
      '1 skipped',
    ]);
    const facts = within(dialog).getByText('Taken as 0').closest('div') as HTMLElement;
    expect(within(facts).getByText('Revenue')).toBeInTheDocument();
    const notes = within(dialog).getByRole('list', { name: 'Notes on this file' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      METRICS_IMPORT_NOTES.noColumn('Purchase conversion value', 'revenue'),
      METRICS_IMPORT_NOTES.summed(40, 12),
      METRICS_IMPORT_NOTES.skipped(1),
    ]);
    expect(within(notes).getByText(/40 file rows became 12 daily rows/)).toBeInTheDocument();
    // Money in the preview is in the workspace currency.
    const firstRow = within(within(dialog).getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow).getByText('€1,235')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 12 rows' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('says what a file in no known shape lacks: the missing columns, and how to get them', async () => {
    const message = METRICS_IMPORT_MESSAGES.missingColumns('google-ads', ['Day', 'Cost']);
    stubImportApi(() =>
      jsonResponse(422, {
        message,
        code: 'unprocessable',
        requestId: 'req-1',
        errors: [{ line: 3, column: null, reason: message }],
        errorCount: 1,
        missingColumns: { format: 'google-ads', columns: ['Day', 'Cost'] },
      }),
    );
    renderApp('/campaigns');
    const dialog = await openDialog();
    await userEvent.upload(fileInput(dialog), csvFile('Campaign,Impr.\nA,1', 'Campaign report.csv'));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(message).toMatch(
      /^This Google Ads report has no Day or Cost columns: in Reports, add Segment > Time > Day/,
    );
    const missing = within(dialog).getByRole('list', { name: 'Missing from this Google Ads report:' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Day', 'Cost']);
    expect(within(dialog).getAllByText(message)).toHaveLength(1);
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows a file in another currency as the thing to fix, with nothing else to read', async () => {
    const message = METRICS_IMPORT_MESSAGES.currencyMismatch('IDR', 'USD');
    stubImportApi(() =>
      jsonResponse(422, { message, code: 'unprocessable', requestId: 'req-1', errors: [], errorCount: 0 }),
    );
    renderApp('/campaigns');
    const dialog = await openDialog();
    await userEvent.upload(fileInput(dialog), csvFile('x', 'meta-idr.csv'));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).queryByRole('list', { name: /Missing from/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/problems? found/)).not.toBeInTheDocument();
  });

  it('refuses a file over 10 MB at once, without sending it', async () => {
    stubImportApi(() => jsonResponse(200, makeImportResult()));
    renderApp('/campaigns');
    const dialog = await openDialog();
    const huge = csvFile();
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await userEvent.upload(fileInput(dialog), huge);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(METRICS_IMPORT_MESSAGES.tooLarge);
    expect(fileInput(dialog)).toHaveAccessibleDescription(METRICS_IMPORT_MESSAGES.tooLarge);
    expect(importRequests()).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Import' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows a server failure with its request id, and a retry', async () => {
    let attempts = 0;
    stubImportApi(() => {
      attempts += 1;
      return attempts === 1
        ? jsonResponse(413, {
            message: 'The request body is too large.',
            code: 'payload_too_large',
            requestId: 'req-413',
          })
        : jsonResponse(200, makeImportResult());
    });
    renderApp('/campaigns');
    const dialog = await openDialog();
    await userEvent.upload(fileInput(dialog), csvFile());

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be checked');
    expect(alert).toHaveTextContent('The request body is too large. (Request ID: req-413)');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('heading', { name: 'Ready to import' })).toBeInTheDocument();
  });

  it('opens and closes from the keyboard, keeping focus inside while open', async () => {
    stubImportApi(() => jsonResponse(200, makeImportResult()));
    renderApp('/campaigns');
    const button = await screen.findByRole('button', { name: 'Import metrics' });
    button.focus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Import metrics' });
    expect(dialog).toHaveAccessibleDescription(/Every row is checked before anything is written/);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // The drop zone's file input is the first stop: choosing a file needs no mouse.
    await waitFor(() => expect(fileInput(dialog)).toHaveFocus());
    // Cancel, Import, the close button, then round again to the file input: Tab never leaves the dialog.
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(fileInput(dialog)).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Back on the page's Import metrics button (the dialog's code loaded on the first press, so it is a new node).
    expect(screen.getByRole('button', { name: 'Import metrics' })).toHaveFocus();
  });

  it('starts afresh when reopened after closing', async () => {
    stubImportApi(() => jsonResponse(200, makeImportResult()));
    renderApp('/campaigns');
    let dialog = await openDialog();
    await userEvent.upload(fileInput(dialog), csvFile());
    await within(dialog).findByRole('heading', { name: 'Ready to import' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    dialog = await openDialog();
    expect(within(dialog).queryByRole('heading', { name: 'Ready to import' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/^CSV or Excel \(.csv/)).toBeInTheDocument();
  });
});

describe('import metrics on the analytics page', () => {
  const openAnalyticsAs = (role: Role) => {
    stubImportApi(() => jsonResponse(200, makeImportResult()), role);
    renderApp('/analytics');
  };

  it('is offered to a marketing manager', async () => {
    openAnalyticsAs('marketing_manager');
    expect(await screen.findByRole('button', { name: 'Import metrics' })).toBeInTheDocument();
  });

  it('is not offered to an analyst, who may read analytics but not import', async () => {
    openAnalyticsAs('analyst');
    expect(await screen.findByRole('heading', { name: 'Analytics & Performance' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import metrics' })).not.toBeInTheDocument();
  });
});
