/**
 * The contacts contract without zod (docs/architecture.md, "Shared rules without zod") beyond the public form's texts
 * (public-form-messages.ts): the admin lists' page size. The schemas are in contacts.ts, which re-exports all of this.
 */

/**
 * The admin lists of contact messages and newsletter subscribers page newest first with `limit` and `cursor`
 * (DESIGN §6), searchable, and stay fast with 10,000 rows; the screens ask for `screen` at a time.
 */
export const ADMIN_LIST_PAGE_SIZE = { default: 25, max: 100, screen: 25 } as const;
