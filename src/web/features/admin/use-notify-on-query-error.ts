import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../lib/form-errors';
import { useNotify } from '../../lib/notifications';

/** A list that failed to load also says so in a notification, with the server's message (once per failure). */
export function useNotifyOnQueryError(query: UseQueryResult<unknown>, title: string) {
  const notify = useNotify();
  const notified = useRef(0);
  useEffect(() => {
    if (!query.isError || notified.current === query.errorUpdatedAt) return;
    notified.current = query.errorUpdatedAt;
    notify({ type: 'error', title, description: errorMessage(query.error) });
  }, [query.isError, query.error, query.errorUpdatedAt, notify, title]);
}
