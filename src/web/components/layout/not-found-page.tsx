import { Compass } from 'lucide-react';
import { PublicLayout } from './public-layout';
import { StatusScreen } from './status-screen';

export function NotFoundPage() {
  return (
    <PublicLayout>
      <StatusScreen icon={Compass} title="404 Page Not Found" action={{ to: '/', label: 'Go to Home' }}>
        <p>The page you are looking for doesn't exist or has moved. Check the address, or head back home.</p>
      </StatusScreen>
    </PublicLayout>
  );
}
