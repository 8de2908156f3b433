import type { ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
// The honeypot name comes from ../enhance/messages (kept equal to src/shared/contacts.ts by a test) so that the
// SPA's landing chunk does not pull in zod.
import { HONEYPOT } from '../enhance/messages';

/**
 * A form ../enhance/enhance-landing.ts validates and submits (it finds it by data-landing-form): a card named by its
 * heading, with a note under it. `relative` holds the honeypot inside the card.
 */
export function LandingForm({
  kind,
  headingId,
  title,
  note,
  className,
  titleClassName,
  children,
}: {
  kind: 'contact' | 'newsletter';
  headingId: string;
  title: string;
  note: string;
  className: string;
  titleClassName: string;
  children: ReactNode;
}) {
  return (
    <form
      data-landing-form={kind}
      aria-labelledby={headingId}
      method="post"
      className={cn(
        'relative rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <h3 id={headingId} className={titleClassName}>
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{note}</p>
      {children}
    </form>
  );
}

const fieldLabel = 'block text-sm font-medium text-slate-800 dark:text-slate-200';
export const fieldError = 'mt-1.5 text-sm text-red-600 dark:text-red-400';

export function Field({
  id,
  label,
  optional = false,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
        {optional ? (
          <span className="font-normal text-slate-500 dark:text-slate-400"> (optional)</span>
        ) : null}
      </label>
      <div className="mt-1.5">{children}</div>
      <p id={`${id}-error`} data-error-for={id} className={fieldError} hidden />
    </div>
  );
}

/** People never see or reach it; bots that fill every field do (the server drops those submissions). */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export function SubmitButton({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <button type="submit" data-submit="" className={cn(buttonClasses('primary', 'md'), className)}>
      <svg
        aria-hidden="true"
        data-spinner=""
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="hidden size-4 animate-spin motion-reduce:animate-none"
      >
        <path d="M21 12a9 9 0 1 1-6.219-8.56" />
      </svg>
      {children}
    </button>
  );
}
