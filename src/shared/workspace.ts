import { z } from 'zod';
import { pagedListQuerySchema } from './paging';

/**
 * What any member of the workspace may read about it (issue 30, items 6 and 7): its recent activity, as far as the
 * reader's role lets them see what it is about, and whom to ask for more access.
 */

/** GET /api/activity pages newest first; the dashboard shows the first `screen`. */
export const ACTIVITY_PAGE_SIZE = { default: 10, max: 50, screen: 6 } as const;

/**
 * The kinds of event the activity shows: a campaign launched, paused, resumed or ended; a launch submitted,
 * approved or rejected; a campaign created by a metrics import; a recommendation applied or undone.
 */
export const ACTIVITY_KINDS = ['launch', 'status', 'approval', 'import', 'recommendation'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const activityQuerySchema = pagedListQuerySchema(ACTIVITY_PAGE_SIZE, {});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityItemSchema = z.object({
  /** The audit entry's id: stable, so a list refreshed while read keeps its rows. */
  id: z.number(),
  kind: z.enum(ACTIVITY_KINDS),
  /** One sentence that names the campaign: '"Spring Sale" launched'. */
  title: z.string(),
  /** When it happened (ISO instant). */
  at: z.string(),
  /** The page where the reader can see it (one their role opens), or null when there is none (a deleted campaign). */
  link: z.string().nullable(),
  /** Who did it; null for the system (a campaign that reached its end date). */
  actor: z.object({ name: z.string() }).nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** GET /api/workspace/admins: the administrators a member can ask for a role, by name. */
export const workspaceAdminSchema = z.object({ name: z.string() });
export type WorkspaceAdmin = z.infer<typeof workspaceAdminSchema>;
