import { PageHeader } from '../../../components/layout/page-header';

export function UserManagementPage() {
  return (
    <PageHeader
      title="User Management"
      description="Everyone with an account in this workspace, and the role each one holds."
      back={{ to: '/admin', label: 'Back to Admin' }}
    />
  );
}
