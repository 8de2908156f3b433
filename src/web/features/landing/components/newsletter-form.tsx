import { inputClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { fieldError, Honeypot, LandingForm, SubmitButton } from './landing-form-fields';

/** Markup only: ../enhance/enhance-landing.ts validates and submits it. */
export function NewsletterForm() {
  return (
    <LandingForm
      kind="newsletter"
      headingId="newsletter-heading"
      title="Newsletter"
      note="One email a month with campaign benchmarks and product news."
      className="mt-10 p-5"
      titleClassName="font-semibold"
    >
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
    </LandingForm>
  );
}
