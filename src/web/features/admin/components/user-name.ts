import type { AdminUser } from '../../../../shared/admin';

export function fullName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'username'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

export function initialOf(user: Pick<AdminUser, 'firstName' | 'username'>): string {
  return (user.firstName || user.username).charAt(0).toUpperCase();
}
