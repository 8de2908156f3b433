import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** Decorative by default; pass a label when the spinner is the only sign that something is loading. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const icon = (
    <LoaderCircle
      aria-hidden="true"
      className={cn('size-4 animate-spin motion-reduce:animate-none', className)}
    />
  );
  if (!label) return icon;
  return (
    <span role="status" aria-label={label} className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
