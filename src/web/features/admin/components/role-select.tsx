import type { AdminUser } from '../../../../shared/admin';
import { normalizeRole, ROLE_DISPLAY_NAMES, ROLES, type Role } from '../../../../shared/roles';
import { NativeSelect } from '../../../components/ui/native-select';
import { errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import { useChangeRole } from '../api/change-role';
import { fullName } from './user-name';

/**
 * SPEC §4 role change: any role on any user; the dropdown is disabled while its change is pending and the list is
 * refetched after success. The server's refusal (the last admin) is shown as it says it.
 */
export function RoleSelect({ user }: { user: AdminUser }) {
  const notify = useNotify();
  const change = useChangeRole();
  const name = fullName(user);
  const value = change.isPending ? change.variables.role : normalizeRole(user.role);

  return (
    <NativeSelect
      aria-label={`Role for ${name}`}
      value={value}
      disabled={change.isPending}
      aria-busy={change.isPending || undefined}
      className="h-9 sm:w-48"
      onChange={(event) => {
        const role = event.target.value as Role;
        if (role === user.role) return;
        change.mutate(
          { id: user.id, role },
          {
            onSuccess: () =>
              notify({
                type: 'success',
                title: 'Role Updated',
                description: `${name} is now ${ROLE_DISPLAY_NAMES[role]}.`,
              }),
            onError: (error) =>
              notify({ type: 'error', title: 'Role Change Failed', description: errorMessage(error) }),
          },
        );
      }}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_DISPLAY_NAMES[role]}
        </option>
      ))}
    </NativeSelect>
  );
}
