import { z } from 'zod';
import { roleSchema } from './auth';

/** PATCH /api/admin/users/:id/role */
export const changeRoleRequestSchema = z.strictObject({ role: roleSchema });
export const userIdParamsSchema = z.strictObject({ id: z.string().max(64) });

/** GET /api/admin/users: one row of the user list. */
export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  role: roleSchema,
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
