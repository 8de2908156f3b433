import { FileUp } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ImportMetricsDialog } from './import-metrics-dialog';

/** The pages' "Import metrics" action. Show it only to roles with 'campaigns:manage' (the server answers 403 to others). */
export function ImportMetricsButton() {
  return (
    <ImportMetricsDialog>
      <Button variant="secondary">
        <FileUp aria-hidden="true" className="size-4" />
        Import metrics
      </Button>
    </ImportMetricsDialog>
  );
}
