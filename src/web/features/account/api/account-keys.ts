/** Query keys of the account feature; each starts with its endpoint path (SPEC §7 generic GET). */
export const accountKeys = {
  sessions: () => ['/api/account/sessions'] as const,
};
