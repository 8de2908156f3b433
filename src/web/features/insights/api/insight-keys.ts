/**
 * Query keys of the insights feature. Every key starts with the endpoint path, so `all()` reaches every list and
 * preview. Analytics responses carry insights too; `replaceCachedInsight` keeps both in step after apply/undo.
 */
export const insightKeys = {
  all: () => ['/api/insights'] as const,
  list: () => ['/api/insights', 'list'] as const,
  preview: (id: string) => ['/api/insights', 'preview', id] as const,
};
