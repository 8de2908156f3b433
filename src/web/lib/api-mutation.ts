import {
  type DefaultError,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { invalidateAll } from './query-client';

/** What one endpoint's mutation does to the cached answers, and where its retries differ from the defaults. */
export interface ApiMutationOptions<TData, TError> {
  /** Where the default (SPEC §9) would repeat what must not be repeated, or what a second try will not change. */
  retry?: UseMutationOptions<TData, TError>['retry'];
  /** The query whose new value the answer is: stored at once, so every screen shows it without a refetch. */
  stores?: QueryKey;
  /** What else a success does with the answer, before the refresh. */
  onSuccess?: (data: TData, queryClient: QueryClient) => void;
  /** The cached answers the change makes stale (by key prefix): the mutation stays pending until they have refetched. */
  refreshes?: readonly QueryKey[];
  /** Refresh after a failure as well, when a failure may still have changed what those answers say. */
  refreshesAfterFailure?: boolean;
}

/** The mutation of one endpoint (`mutationFn`), keeping the cached answers it changes true. */
export function useApiMutation<TData, TVariables = void, TError = DefaultError>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  {
    retry,
    stores,
    onSuccess,
    refreshes = [],
    refreshesAfterFailure = false,
  }: ApiMutationOptions<TData, TError> = {},
) {
  const queryClient = useQueryClient();
  const refresh = () => (refreshes.length > 0 ? invalidateAll(queryClient, refreshes) : undefined);
  return useMutation<TData, TError, TVariables>({
    mutationFn,
    // Left out rather than undefined when not given: an undefined option would override the client's default.
    ...(retry === undefined ? {} : { retry }),
    onSuccess: (data) => {
      if (stores) queryClient.setQueryData(stores, data);
      onSuccess?.(data, queryClient);
      return refreshesAfterFailure ? undefined : refresh();
    },
    ...(refreshesAfterFailure ? { onSettled: refresh } : {}),
  });
}
