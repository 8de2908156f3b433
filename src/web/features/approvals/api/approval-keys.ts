import { API_ROUTES } from '../../../../shared/api-routes';

/**
 * Query keys of the approvals feature. They start with the endpoint path, so invalidating `all()` refreshes the
 * queue wherever it is shown (the approvals page and the count on the dashboard).
 */
export const approvalKeys = {
  all: () => [API_ROUTES.approvals] as const,
  queue: () => [API_ROUTES.approvals, 'queue'] as const,
};
