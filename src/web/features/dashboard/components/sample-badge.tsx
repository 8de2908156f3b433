import { FlaskConical } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

export function SampleBadge() {
  return (
    <Badge tone="warning">
      <FlaskConical aria-hidden="true" className="size-3" />
      Sample data
    </Badge>
  );
}
