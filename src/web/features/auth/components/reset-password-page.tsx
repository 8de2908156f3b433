import { KeyRound } from 'lucide-react';
import { Container } from '../../../components/layout/container';
import { PublicLayout } from '../../../components/layout/public-layout';
import { StatusScreen } from '../../../components/layout/status-screen';

export function ResetPasswordPage() {
  return (
    <PublicLayout>
      <Container className="flex flex-1 flex-col">
        <StatusScreen icon={KeyRound} title="Reset Password" action={{ to: '/auth', label: 'Go to Sign In' }}>
          <p>Choose a new password for your Northstar account using the link from your reset e-mail.</p>
        </StatusScreen>
      </Container>
    </PublicLayout>
  );
}
