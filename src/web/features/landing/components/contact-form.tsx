import { ChevronDown, Send } from 'lucide-react';
import { inputClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
// Plan values come from ../enhance/messages (kept equal to src/shared/contacts.ts by a test) so that the SPA's
// landing chunk does not pull in zod.
import { PLAN_VALUES } from '../enhance/messages';
import { PLAN_LABELS } from './landing-data';
import { Field, Honeypot, SubmitButton } from './landing-form-fields';

/** Markup only: ../enhance/enhance-landing.ts validates and submits it (data-landing-form). */
export function ContactForm() {
  return (
    <form
      data-landing-form="contact"
      aria-labelledby="contact-form-heading"
      method="post"
      className="relative rounded-xl border border-slate-200 bg-white p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id="contact-form-heading" className="text-lg font-semibold">
        Send us a message
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Fields without '(optional)' are required.
      </p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Name">
          <input
            id="contact-name"
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={100}
            className={inputClasses}
          />
        </Field>
        <Field id="contact-email" label="Email">
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            className={inputClasses}
          />
        </Field>
        <Field id="contact-company" label="Company" optional>
          <input
            id="contact-company"
            name="company"
            type="text"
            autoComplete="organization"
            maxLength={100}
            className={inputClasses}
          />
        </Field>
        <Field id="contact-plan" label="Plan interest" optional>
          <div className="relative">
            <select
              id="contact-plan"
              name="planInterest"
              defaultValue=""
              className={cn(inputClasses, 'appearance-none pr-9')}
            >
              <option value="">Not sure yet</option>
              {PLAN_VALUES.map((plan) => (
                <option key={plan} value={plan}>
                  {PLAN_LABELS[plan] ?? plan}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
            />
          </div>
        </Field>
        <div className="sm:col-span-2">
          <Field id="contact-message" label="Message">
            <textarea
              id="contact-message"
              name="message"
              required
              minLength={10}
              maxLength={1000}
              rows={5}
              aria-describedby="contact-message-hint"
              className={cn(inputClasses, 'h-auto py-2 leading-6')}
            />
          </Field>
          <p id="contact-message-hint" className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
            10 to 1,000 characters.
          </p>
        </div>
      </div>
      <Honeypot id="contact-website" />
      <SubmitButton className="mt-6 w-full sm:w-auto">
        <Send aria-hidden="true" className="size-4" data-idle-icon="" />
        Send Message
      </SubmitButton>
    </form>
  );
}
