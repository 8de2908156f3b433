import { inputClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { fieldError, Honeypot, SubmitButton } from './landing-form-fields';

/** Markup only: ../enhance/enhance-landing.ts validates and submits it (data-landing-form). */
export function NewsletterForm() {
  return (
    <form
      data-landing-form="newsletter"
      aria-labelledby="newsletter-heading"
      method="post"
      className="relative mt-10 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id="newsletter-heading" className="font-semibold">
        Newsletter
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        One email a month with campaign benchmarks and product news.
      </p>
      <label htmlFor="newsletter-email" className="sr-only">
        Email address for the newsletter
      </label>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          maxLength={254}
          className={cn(inputClasses, 'sm:flex-1')}
        />
        <SubmitButton className="sm:w-auto">Subscribe</SubmitButton>
      </div>
      <p id="newsletter-email-error" data-error-for="newsletter-email" className={fieldError} hidden />
      <Honeypot id="newsletter-website" />
    </form>
  );
}
