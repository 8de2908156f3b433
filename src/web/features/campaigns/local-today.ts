/**
 * Today in the browser's calendar (SPEC §5 "not in the past" is what the user sees as today). Apart from
 * wizard-draft.ts so that the campaign list, which only shows dates, does not load the wizard's zod schemas.
 */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
