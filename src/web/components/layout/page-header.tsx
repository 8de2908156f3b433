import type { ReactNode } from 'react';
import { BackLink } from './back-link';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** The back link above the title; pass null for none. */
  back?: { to: string; label: string } | null;
  actions?: ReactNode;
}

export function PageHeader({
  title,
  description,
  back = { to: '/', label: 'Back to Dashboard' },
  actions,
}: PageHeaderProps) {
  return (
    <div className="space-y-4">
      {back ? <BackLink to={back.to}>{back.label}</BackLink> : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {title}
          </h1>
          {description ? (
            <p className="mt-2 max-w-2xl text-sm text-slate-600 sm:text-base dark:text-slate-400">
              {description}
            </p>
          ) : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}
