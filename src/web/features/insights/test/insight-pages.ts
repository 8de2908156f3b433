import type { InsightSummary } from '../../../../shared/analytics';
import { NOTE_KIND } from '../../../../shared/insights-rules';
import { insightsPath } from '../api/get-insights';
import { NOTES_PAGE_SIZE } from '../components/insight-notes';

/** The first page's path of the 'not enough data' notes section (what the screens ask for). */
export const NOTES_PATH = insightsPath({ kind: NOTE_KIND, status: 'open', limit: NOTES_PAGE_SIZE });

/** A GET /api/insights answer: the page as the body, X-Total-Count, and a Link to `next` when given. */
export function insightPage(
  items: InsightSummary[],
  { total = items.length, next }: { total?: number; next?: string } = {},
): Response {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-total-count': String(total),
  };
  if (next) headers.link = `<${next}>; rel="next"`;
  return new Response(JSON.stringify(items), { status: 200, headers });
}
