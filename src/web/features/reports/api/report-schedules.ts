import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, apiPath } from '../../../../shared/api-routes';
import type {
  CreateReportSchedule,
  ReportRecipient,
  ReportSchedule,
  UpdateReportSchedule,
} from '../../../../shared/report-schedules';
import { api } from '../../../lib/api-client';
import { getQueryOptions } from '../../../lib/api-query';

/** Query keys of the scheduled reports: each starts with its endpoint path, so invalidating the path refreshes it. */
export const reportScheduleKeys = {
  list: () => [API_ROUTES.reportSchedules] as const,
  recipients: () => [API_ROUTES.reportRecipients] as const,
};

/** How often the list is asked for again while a sending is under way: often at first, then gently. */
export const SENDING_REFRESH_MS = { fresh: 1000, slow: 15_000 } as const;
/** A sending older than this that still waits on its mails is being retried by the outbox: ask less often. */
const FRESH_SENDING_MS = 30_000;

/**
 * The refetch interval of the list: while any sending's mails are still on their way (its status follows the
 * outbox, which delivers after "Send now" answers), ask again until every sending has settled; then stop.
 */
export function sendingRefreshInterval(
  schedules: readonly ReportSchedule[] | undefined,
  now: number = Date.now(),
): number | false {
  // Not a list (a failed load keeps no data): nothing under way to follow.
  if (!Array.isArray(schedules)) return false;
  const under = schedules.flatMap((s) => s.history).filter((h) => h.status === 'sending');
  if (!under.length) return false;
  const newest = Math.max(...under.map((h) => Date.parse(h.at)));
  return now - newest < FRESH_SENDING_MS ? SENDING_REFRESH_MS.fresh : SENDING_REFRESH_MS.slow;
}

/** GET /api/reports/schedules: every schedule of the workspace, newest first. */
export const reportSchedulesQueryOptions = () => ({
  ...getQueryOptions<ReportSchedule[]>(reportScheduleKeys.list(), API_ROUTES.reportSchedules),
  refetchInterval: (query: { state: { data?: ReportSchedule[] } }) =>
    sendingRefreshInterval(query.state.data),
});

/** GET /api/reports/recipients: the workspace members who may receive reports. */
export const reportRecipientsQueryOptions = () =>
  getQueryOptions<ReportRecipient[]>(reportScheduleKeys.recipients(), API_ROUTES.reportRecipients, {
    // Members and roles change elsewhere; ask again each time the form opens after a minute.
    staleTime: 60_000,
  });

export function useReportSchedules() {
  return useQuery(reportSchedulesQueryOptions());
}

export function useReportRecipients() {
  return useQuery(reportRecipientsQueryOptions());
}

export interface UpdateReportScheduleInput {
  id: string;
  changes: UpdateReportSchedule;
}

/** POST /api/reports/schedules → 201 the new schedule (400 with fieldErrors). */
export function createReportSchedule(body: CreateReportSchedule): Promise<ReportSchedule> {
  return api.post<ReportSchedule>(API_ROUTES.reportSchedules, body);
}

/** PATCH /api/reports/schedules/:id: any fields, or `{ enabled }` to pause and resume (404 when not the caller's). */
export function updateReportSchedule({ id, changes }: UpdateReportScheduleInput): Promise<ReportSchedule> {
  return api.patch<ReportSchedule>(apiPath(API_ROUTES.reportSchedule, { id }), changes);
}

/** DELETE /api/reports/schedules/:id → 204. */
export function deleteReportSchedule(id: string): Promise<void> {
  return api.delete<void>(apiPath(API_ROUTES.reportSchedule, { id }));
}

/** POST /api/reports/schedules/:id/send: "Send now"; the answer's history has the new sending first. */
export function sendReportSchedule(id: string): Promise<ReportSchedule> {
  return api.post<ReportSchedule>(apiPath(API_ROUTES.reportScheduleSend, { id }));
}

/** Puts the server's answer for one schedule into the cached list at once, before the refetch lands. */
function useScheduleCache() {
  const queryClient = useQueryClient();
  const replace = (schedule: ReportSchedule) =>
    queryClient.setQueryData<ReportSchedule[]>(reportScheduleKeys.list(), (list) => {
      if (!list) return list;
      return list.some((s) => s.id === schedule.id)
        ? list.map((s) => (s.id === schedule.id ? schedule : s))
        : [schedule, ...list];
    });
  const refresh = () => queryClient.invalidateQueries({ queryKey: reportScheduleKeys.list() });
  return {
    remove: (id: string) =>
      queryClient.setQueryData<ReportSchedule[]>(reportScheduleKeys.list(), (list) =>
        list?.filter((s) => s.id !== id),
      ),
    // Always asked for again, also after a failure: a 404 means the schedule went away or is no longer ours.
    refresh,
    /** The server's answer at once, then the list as the server has it now. */
    replaceAndRefresh: (schedule: ReportSchedule) => {
      replace(schedule);
      return refresh();
    },
  };
}

/**
 * A mutation whose answer is one schedule as the server now has it: it goes into the cached list at once, then the
 * list is refetched; with `refreshesAfterFailure` also after a failure (a 404: the schedule went away).
 */
function useScheduleMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<ReportSchedule>,
  { retry, refreshesAfterFailure }: { retry?: false; refreshesAfterFailure: boolean },
) {
  const cache = useScheduleCache();
  return useMutation({
    mutationFn,
    ...(retry === undefined ? {} : { retry }),
    onSuccess: cache.replaceAndRefresh,
    ...(refreshesAfterFailure ? { onError: () => cache.refresh() } : {}),
  });
}

export function useCreateReportSchedule() {
  // A retry after a lost answer would create a second schedule (and a second e-mail each week).
  return useScheduleMutation(createReportSchedule, { retry: false, refreshesAfterFailure: false });
}

export function useUpdateReportSchedule() {
  return useScheduleMutation(updateReportSchedule, { refreshesAfterFailure: true });
}

export function useDeleteReportSchedule() {
  const cache = useScheduleCache();
  return useMutation({
    mutationFn: deleteReportSchedule,
    onSuccess: (_, id) => {
      cache.remove(id);
      return cache.refresh();
    },
    onError: () => cache.refresh(),
  });
}

export function useSendReportSchedule() {
  // A retry after a lost answer would e-mail the report twice: the user sends again by hand.
  return useScheduleMutation(sendReportSchedule, { retry: false, refreshesAfterFailure: true });
}
