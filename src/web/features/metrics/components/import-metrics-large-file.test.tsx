import { gunzipSync } from 'node:zlib';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { METRICS_IMPORT_MESSAGES, type MetricsImportJob } from '../../../../shared/metrics';
import type { Role } from '../../../../shared/roles';
import { jsonResponse, renderApp } from '../../../test/render-app';
import { stubApi } from '../../../test/stub-api';
import { stubUploads } from '../test/fake-uploads';
import {
  IMPORT_JOB_ID,
  importedResult,
  importRequests,
  largeCsvFile,
  makeImportJob,
  makeImportResult,
  NORTHSTAR_CSV,
  withStream,
} from '../test/metrics-fixtures';

const MB = 1024 * 1024;
const JOB_LOCATION = { location: `/api/metrics/imports/${IMPORT_JOB_ID}`, 'x-request-id': 'req-async' };

/**
 * The API with a background import: GET /api/metrics/imports/:id answers the states fed to it in turn, then keeps
 * answering the last. Uploads (XMLHttpRequest) are the test's to answer.
 */
function stubLargeImportApi(role: Role) {
  // 'unavailable': that poll answers 503.
  let states: (MetricsImportJob | 'unavailable')[] = [];
  stubApi(
    {
      'GET /api/settings': () =>
        jsonResponse(200, { launchApproval: false, requireTwoFactor: false, currency: 'USD' }),
      'GET /api/campaigns': () => jsonResponse(200, []),
      'POST /api/metrics/import': () => jsonResponse(200, makeImportResult()),
      [`GET /api/metrics/imports/${IMPORT_JOB_ID}`]: () => {
        const state = states.length > 1 ? states.shift() : states[0];
        return state === 'unavailable'
          ? jsonResponse(503, { message: 'Service unavailable', code: 'db_unavailable' })
          : jsonResponse(200, state);
      },
    },
    role,
  );
  const uploads = stubUploads();
  return {
    uploads,
    feedJobs: (...next: (MetricsImportJob | 'unavailable')[]) => {
      states = next;
    },
    nextUpload: async (count: number) => {
      await waitFor(() => expect(uploads).toHaveLength(count));
      return uploads[count - 1] as (typeof uploads)[number];
    },
  };
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Import metrics' }));
  return screen.findByRole('dialog', { name: 'Import metrics' });
}

const fileInput = (dialog: HTMLElement) => within(dialog).getByLabelText(/drop it here/i);

describe('import metrics dialog: the size limit by role', () => {
  it('refuses a 50 MB file for a marketing manager, without sending it', async () => {
    const { uploads } = stubLargeImportApi('marketing_manager');
    renderApp('/campaigns');
    const dialog = await openDialog();
    expect(within(dialog).getByText(/^CSV or Excel/)).toHaveTextContent('up to 10 MB');

    await userEvent.upload(fileInput(dialog), largeCsvFile(50));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(METRICS_IMPORT_MESSAGES.tooLarge);
    expect(fileInput(dialog)).toHaveAccessibleDescription(METRICS_IMPORT_MESSAGES.tooLarge);
    expect(uploads).toHaveLength(0);
    expect(importRequests()).toHaveLength(0);
  });

  it('lets an admin choose a 50 MB file, and refuses one over 200 MB with the admins’ message', async () => {
    const { nextUpload } = stubLargeImportApi('admin');
    renderApp('/campaigns');
    const dialog = await openDialog();
    expect(within(dialog).getByText(/^CSV or Excel/)).toHaveTextContent('up to 200 MB');

    await userEvent.upload(fileInput(dialog), largeCsvFile(50));
    expect((await nextUpload(1)).url).toBe('/api/metrics/import?dryRun=true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.upload(fileInput(dialog), largeCsvFile(201));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      METRICS_IMPORT_MESSAGES.tooLargeForAdmins,
    );
    // The earlier file's check is stopped rather than left uploading.
    expect((await nextUpload(1)).isAborted).toBe(true);
  });
});

describe('import metrics dialog: a large file in the background', () => {
  it('gzips a large file, shows the upload and every phase of the check and the import, through to the result', async () => {
    const { feedJobs, nextUpload } = stubLargeImportApi('admin');
    renderApp('/campaigns');
    const dialog = await openDialog();
    await userEvent.upload(fileInput(dialog), withStream(largeCsvFile(58, 'year.csv'), NORTHSTAR_CSV));

    const check = await nextUpload(1);
    expect(check).toMatchObject({
      method: 'POST',
      url: '/api/metrics/import?dryRun=true',
      withCredentials: true,
    });
    expect(check.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'text/csv',
      prefer: 'respond-async',
      'content-encoding': 'gzip',
    });
    expect(gunzipSync(Buffer.from(await check.body.arrayBuffer())).toString()).toBe(NORTHSTAR_CSV);
    expect(importRequests()).toHaveLength(0);

    check.progress(12.3 * MB, 58.1 * MB);
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('Uploading 12.3 of 58.1 MB');
    expect(status).toHaveClass('tabular-nums');
    const bar = within(dialog).getByRole('progressbar', { name: 'Checking year.csv' });
    expect(bar).toHaveAttribute('aria-valuetext', '21%');

    feedJobs(
      makeImportJob({ phase: 'checking', rowsRead: 412_000, progress: 0.6 }),
      makeImportJob({
        state: 'succeeded',
        phase: 'done',
        progress: 1,
        result: makeImportResult({
          rows: { total: 1_000_000, inserted: 1_000_000, updated: 0, unchanged: 0 },
        }),
      }),
    );
    await check.respond(202, makeImportJob({ phase: 'reading', progress: 0.3 }), JOB_LOCATION);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Reading the file…');
    expect(bar).toHaveAttribute('aria-valuetext', '30%');
    expect(await within(dialog).findByText('Checking rows: 412,000 read')).toHaveAttribute('role', 'status');
    expect(bar).toHaveAttribute('aria-valuetext', '60%');
    expect(await within(dialog).findByRole('heading', { name: 'Ready to import' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 1,000,000 rows' }));
    const upload = await nextUpload(2);
    expect(upload.url).toBe('/api/metrics/import');
    expect(upload.headers).toMatchObject({ prefer: 'respond-async', 'content-encoding': 'gzip' });
    upload.progress(58.1 * MB, 58.1 * MB);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Uploading 58.1 of 58.1 MB');
    const importBar = within(dialog).getByRole('progressbar', { name: 'Importing 1,000,000 rows…' });
    expect(importBar).toHaveAttribute('aria-valuenow', '100');

    feedJobs(
      makeImportJob({ dryRun: false, phase: 'writing', rowsRead: 1_000_000, progress: 0.7 }),
      makeImportJob({ dryRun: false, phase: 'insights', rowsRead: 1_000_000, progress: 0.9 }),
      makeImportJob({
        dryRun: false,
        state: 'succeeded',
        phase: 'done',
        progress: 1,
        result: importedResult({ rows: { total: 1_000_000, inserted: 1_000_000, updated: 0, unchanged: 0 } }),
      }),
    );
    await upload.respond(
      202,
      makeImportJob({ dryRun: false, phase: 'checking', progress: 0.2 }),
      JOB_LOCATION,
    );
    expect(await within(dialog).findByText('Writing 1,000,000 rows…')).toHaveAttribute('role', 'status');
    expect(importBar).toHaveAttribute('aria-valuetext', '70%');
    expect(await within(dialog).findByText('Updating insights…')).toHaveAttribute('role', 'status');
    expect(await within(dialog).findByRole('heading', { name: 'Metrics imported' })).toHaveFocus();
    // Neither the check nor the import went the synchronous way.
    expect(importRequests()).toHaveLength(0);
  });

  it('sends the file as it is where the browser cannot gzip, and lists a failed check’s problems as the synchronous answer does', async () => {
    const { feedJobs, nextUpload } = stubLargeImportApi('marketing_manager');
    renderApp('/campaigns');
    const dialog = await openDialog();
    // jsdom's File has no stream(): the same as a browser without CompressionStream.
    const file = largeCsvFile(2, 'bad.csv');
    await userEvent.upload(fileInput(dialog), file);

    const check = await nextUpload(1);
    expect(check.body).toBe(file);
    expect(check.headers).toMatchObject({ 'content-type': 'text/csv', prefer: 'respond-async' });
    expect(check.headers).not.toHaveProperty('content-encoding');

    feedJobs(
      makeImportJob({
        state: 'failed',
        phase: 'checking',
        error: {
          statusCode: 422,
          message: METRICS_IMPORT_MESSAGES.invalid,
          code: 'unprocessable',
          errors: [
            { line: 3, column: 'clicks', reason: 'Clicks cannot exceed impressions' },
            { line: 7, column: null, reason: 'The row has 5 columns; the header has 8' },
          ],
          errorCount: 140,
        },
      }),
    );
    await check.respond(202, makeImportJob({ phase: 'reading' }), JOB_LOCATION);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(METRICS_IMPORT_MESSAGES.invalid);
    const problems = within(dialog).getByRole('list', { name: 'Problems in the file' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 3, clicks:Clicks cannot exceed impressions',
      'Line 7:The row has 5 columns; the header has 8',
    ]);
    expect(within(dialog).getByText('140 problems found')).toBeInTheDocument();
    expect(within(dialog).getByText('and 138 more')).toBeInTheDocument();
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    expect(importButton).toHaveAccessibleDescription('Fix the problems in the file and choose it again.');
  });

  it('shows a refused upload (413) as the synchronous call would, with its request id and a retry', async () => {
    const { nextUpload } = stubLargeImportApi('marketing_manager');
    renderApp('/campaigns');
    const dialog = await openDialog();
    await userEvent.upload(fileInput(dialog), largeCsvFile(2));

    await (await nextUpload(1)).respond(
      413,
      { message: 'The request body is too large.', code: 'payload_too_large' },
      { 'x-request-id': 'req-413' },
    );
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The request body is too large. (Request ID: req-413)');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await nextUpload(2)).url).toBe('/api/metrics/import?dryRun=true');
  });

  it('asks again when a question about the progress fails, rather than sending the file once more', async () => {
    const { feedJobs, nextUpload, uploads } = stubLargeImportApi('marketing_manager');
    renderApp('/campaigns');
    const dialog = await openDialog();
    await userEvent.upload(fileInput(dialog), largeCsvFile(2));
    feedJobs('unavailable', makeImportJob({ state: 'succeeded', phase: 'done', result: makeImportResult() }));
    await (await nextUpload(1)).respond(202, makeImportJob({ phase: 'reading' }), JOB_LOCATION);

    expect(await within(dialog).findByRole('heading', { name: 'Ready to import' })).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    const polls = vi
      .mocked(globalThis.fetch)
      .mock.calls.filter(([url]) => String(url) === `/api/metrics/imports/${IMPORT_JOB_ID}`);
    expect(polls).toHaveLength(2);
  });

  it('keeps a large import running when the dialog is closed, shows its progress when reopened, and says how it went', async () => {
    const { feedJobs, nextUpload } = stubLargeImportApi('marketing_manager');
    renderApp('/campaigns');
    let dialog = await openDialog();
    await userEvent.upload(fileInput(dialog), largeCsvFile(2, 'march.csv'));
    feedJobs(makeImportJob({ state: 'succeeded', phase: 'done', progress: 1, result: makeImportResult() }));
    await (await nextUpload(1)).respond(202, makeImportJob({ phase: 'reading' }), JOB_LOCATION);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import 14 rows' }));

    feedJobs(makeImportJob({ dryRun: false, phase: 'writing', rowsRead: 14, progress: 0.7 }));
    await (await nextUpload(2)).respond(
      202,
      makeImportJob({ dryRun: false, phase: 'checking' }),
      JOB_LOCATION,
    );
    expect(await within(dialog).findByText('Writing 14 rows…')).toBeInTheDocument();
    expect(within(dialog).getByText(/You can close this window: the import carries on/)).toBeInTheDocument();

    // The footer's Close (the button the import's promise sits next to); the corner's close button is the other.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDialog();
    expect(await within(dialog).findByText('Writing 14 rows…')).toHaveAttribute('role', 'status');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    feedJobs(makeImportJob({ dryRun: false, state: 'succeeded', phase: 'done', result: importedResult() }));
    expect(await screen.findByText('Metrics imported')).toBeInTheDocument();
    expect(screen.getByText(/14 rows from march\.csv: 12 new, 2 updated, 0 unchanged\./)).toBeInTheDocument();
  });
});
