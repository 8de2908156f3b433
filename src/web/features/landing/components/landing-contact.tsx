import { Mail, MapPin, Phone } from 'lucide-react';
import { Container } from '../../../components/layout/container';
import { cn } from '../../../lib/cn';
import { ContactForm } from './contact-form';
import { CONTACT } from './landing-data';
import { linkFocus } from './landing-styles';
import { NewsletterForm } from './newsletter-form';

export function Contact() {
  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className="scroll-mt-16 border-t border-slate-200 bg-slate-50 py-16 sm:py-24 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <Container className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <p className="text-sm font-semibold text-indigo-600 dark:text-indigo-400">Contact</p>
          <h2 id="contact-heading" className="mt-2 text-3xl font-semibold tracking-tight">
            Talk to our team
          </h2>
          <p className="mt-4 text-slate-600 dark:text-slate-400">
            Questions about plans, a demo for your team or a custom setup? We answer every message within 24
            hours.
          </p>
          <ul className="mt-8 space-y-4 text-sm">
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-5 text-indigo-600 dark:text-indigo-400" />
              <a href={`mailto:${CONTACT.email}`} className={cn(linkFocus, 'font-medium hover:underline')}>
                {CONTACT.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-5 text-indigo-600 dark:text-indigo-400" />
              <a
                href={CONTACT.phoneHref}
                className={cn(linkFocus, 'font-medium tabular-nums hover:underline')}
              >
                {CONTACT.phone}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <MapPin aria-hidden="true" className="size-5 text-indigo-600 dark:text-indigo-400" />
              <span className="font-medium">{CONTACT.city}</span>
            </li>
          </ul>

          <NewsletterForm />
        </div>

        <ContactForm />
      </Container>
    </section>
  );
}
