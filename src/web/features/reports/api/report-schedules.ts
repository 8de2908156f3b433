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

/** GET /api/reports/schedules: every schedule of the workspace, newest first. */
export const reportSchedulesQueryOptions = () =>
  getQueryOptions<ReportSchedule[]>(reportScheduleKeys.list(), API_ROUTES.reportSchedules);

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
