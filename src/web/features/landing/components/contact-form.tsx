import { ChevronDown, Send } from 'lucide-react';
import { inputClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
// Plan values come from ../enhance/messages (kept equal to src/shared/contacts.ts by a test) so that the SPA's
// landing chunk does not pull in zod.
import { PLAN_VALUES } from '../enhance/messages';
import { PLAN_LABELS } from './landing-data';
import { Field, Honeypot, LandingForm, SubmitButton } from './landing-form-fields';

/** The one-line fields, in the form's order; the server's contract sets the limits (src/shared/contacts.ts). */
const LINE_FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name', required: true, maxLength: 100 },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true, maxLength: 254 },
  {
    name: 'company',
    label: 'Company',
    type: 'text',
    autoComplete: 'organization',
    required: false,
    maxLength: 100,
  },
] as const;

/** Markup only: ../enhance/enhance-landing.ts validates and submits it. */
export function ContactForm() {
  return (
    <LandingForm
      kind="contact"
      headingId="contact-form-heading"
      title="Send us a message"
      note="Fields without '(optional)' are required."
      className="p-6 sm:p-8"
      titleClassName="text-lg font-semibold"
    >
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {LINE_FIELDS.map((field) => (
          <Field key={field.name} id={`contact-${field.name}`} label={field.label} optional={!field.required}>
            <input
              id={`contact-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.required}
              maxLength={field.maxLength}
              className={inputClasses}
            />
          </Field>
        ))}
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
    </LandingForm>
  );
}
