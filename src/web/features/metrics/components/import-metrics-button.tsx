import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LazyArea, lazyComponent } from '../../../lib/lazy';

// The dialog (file checks, preview, the dialog kit) downloads when someone is about to import, not with the page.
const ImportMetricsDialog = lazyComponent(() =>
  import('./import-metrics-dialog').then((m) => m.ImportMetricsDialog),
);

/** The pages' "Import metrics" action. Show it only to roles with 'campaigns:manage' (the server answers 403 to others). */
export function ImportMetricsButton() {
  const [isRequested, setRequested] = useState(false);
  const button = (onClick?: () => void) => (
    <Button
      variant="secondary"
      onClick={onClick}
      onPointerEnter={ImportMetricsDialog.preload}
      onFocus={ImportMetricsDialog.preload}
    >
      <FileUp aria-hidden="true" className="size-4" />
      Import metrics
    </Button>
  );
  if (!isRequested) return button(() => setRequested(true));
  // Once loaded, the dialog stays mounted: an import keeps running when it is closed (see ImportMetricsDialog).
  return (
    <LazyArea fallback={button()}>
      <ImportMetricsDialog initiallyOpen>{button()}</ImportMetricsDialog>
    </LazyArea>
  );
}
