import { users } from '../db/schema';

/**
 * A user's columns as API answers show them: the signed-in user of a session and the admin's user list read the
 * same ones, and neither reads the password hash.
 */
export const userProfileColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  company: users.company,
  role: users.role,
  createdAt: users.createdAt,
};
