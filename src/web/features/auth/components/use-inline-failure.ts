import { useState } from 'react';
import { errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';

/**
 * Runs a request whose failure is shown inside the form as well as notified: in a modal the rest of the page is
 * hidden from screen readers, and on the reset page the failure comes with the way to a new link.
 */
export function useInlineFailure(failureTitle: string) {
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = async (request: () => Promise<void>) => {
    setFailure(null);
    try {
      await request();
    } catch (error) {
      setFailure(errorMessage(error));
      notify({ type: 'error', title: failureTitle, description: errorMessage(error) });
    }
  };
  return { failure, attempt };
}
