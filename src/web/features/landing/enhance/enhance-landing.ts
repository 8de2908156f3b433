import { API_ROUTES } from '../../../../shared/api-routes';
import { HONEYPOT, LANDING_MESSAGES as M } from './messages';
import { createNotifier, type Notify } from './notify';
import { type ContactValues, type Errors, validateContact, validateNewsletter } from './validate';

export interface EnhanceOptions {
  /** Where notifications go; the static page uses its own live region, the SPA passes the app's useNotify. */
  notify?: Notify;
  /** The SPA's client-side navigation for same-origin links; without it links load pages normally. */
  navigate?: (href: string) => void;
}

/**
 * Makes the prerendered landing markup interactive: the mobile menu and the newsletter and contact forms.
 * Returns a cleanup that removes every listener (the SPA calls it on unmount).
 */
export function enhanceLanding(root: HTMLElement, options: EnhanceOptions = {}): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const notify = options.notify ?? createNotifier(notificationRegion());

  enhanceMenu(root, signal);
  const contact = root.querySelector<HTMLFormElement>('form[data-landing-form="contact"]');
  if (contact) enhanceContactForm(contact, notify, signal);
  const newsletter = root.querySelector<HTMLFormElement>('form[data-landing-form="newsletter"]');
  if (newsletter) enhanceNewsletterForm(newsletter, notify, signal);
  if (options.navigate) interceptLinks(root, options.navigate, signal);

  return () => controller.abort();
}

function notificationRegion(): HTMLElement {
  const existing = document.getElementById('landing-notifications');
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = 'landing-notifications';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.className =
    'pointer-events-none fixed inset-x-4 top-4 z-50 sm:inset-x-auto sm:top-6 sm:right-6 sm:w-96';
  document.body.append(region);
  return region;
}

function enhanceMenu(root: HTMLElement, signal: AbortSignal) {
  const button = root.querySelector<HTMLButtonElement>('[data-menu-button]');
  const panelId = button?.getAttribute('aria-controls');
  const panel = panelId ? root.querySelector<HTMLElement>(`#${panelId}`) : null;
  if (!button || !panel) return;
  const openIcon = button.querySelector('[data-menu-icon="open"]');
  const closeIcon = button.querySelector('[data-menu-icon="close"]');
  const label = button.querySelector('.sr-only');

  const setOpen = (isOpen: boolean) => {
    button.setAttribute('aria-expanded', String(isOpen));
    panel.hidden = !isOpen;
    openIcon?.classList.toggle('hidden', isOpen);
    closeIcon?.classList.toggle('hidden', !isOpen);
    if (label) label.textContent = isOpen ? 'Close menu' : 'Menu';
  };
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';

  button.addEventListener('click', () => setOpen(!isOpen()), { signal });
  // A chosen link closes the menu so the section it jumps to is not covered.
  panel.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element).closest('a')) setOpen(false);
    },
    { signal },
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !isOpen()) return;
      setOpen(false);
      button.focus();
    },
    { signal },
  );
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Shows or clears one field's message and wires it to the control for assistive technology. */
function showFieldError(form: HTMLFormElement, control: FieldElement, message: string | undefined) {
  const errorEl = form.querySelector<HTMLElement>(`[data-error-for="${control.id}"]`);
  const describedBy = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const errorId = `${control.id}-error`;
  const others = describedBy.filter((id) => id !== errorId);
  if (message) {
    control.setAttribute('aria-invalid', 'true');
    control.setAttribute('aria-describedby', [errorId, ...others].join(' '));
    if (errorEl) {
      errorEl.textContent = message;
      errorEl.hidden = false;
    }
  } else {
    control.removeAttribute('aria-invalid');
    if (others.length) control.setAttribute('aria-describedby', others.join(' '));
    else control.removeAttribute('aria-describedby');
    if (errorEl) {
      errorEl.textContent = '';
      errorEl.hidden = true;
    }
  }
}

function setBusy(form: HTMLFormElement, isBusy: boolean) {
  const submit = form.querySelector<HTMLButtonElement>('[data-submit]');
  if (!submit) return;
  submit.disabled = isBusy;
  if (isBusy) submit.setAttribute('aria-busy', 'true');
  else submit.removeAttribute('aria-busy');
  submit.querySelector('[data-spinner]')?.classList.toggle('hidden', !isBusy);
  submit.querySelector('[data-idle-icon]')?.classList.toggle('hidden', isBusy);
}

interface FormFailure {
  message?: string;
  fieldErrors: Record<string, string[]>;
}

async function postJson(path: string, body: unknown): Promise<FormFailure | null> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { fieldErrors: {} };
  }
  if (response.ok) return null;
  try {
    const parsed = (await response.json()) as { message?: unknown; fieldErrors?: unknown };
    return {
      message: typeof parsed.message === 'string' ? parsed.message : undefined,
      fieldErrors:
        parsed.fieldErrors && typeof parsed.fieldErrors === 'object'
          ? (parsed.fieldErrors as Record<string, string[]>)
          : {},
    };
  } catch {
    return { fieldErrors: {} };
  }
}

/**
 * Shared submit loop: validate, show errors (and keep validating as the visitor types once a submit failed),
 * send, then clear on success or keep every value on failure.
 */
function enhanceForm<T extends Record<string, string>>(
  form: HTMLFormElement,
  signal: AbortSignal,
  config: {
    fields: Record<keyof T & string, FieldElement>;
    validate: (values: T) => Errors<T>;
    send: (values: T, honeypot: string) => Promise<FormFailure | null>;
    onSuccess: () => void;
    onFailure: (failure: FormFailure) => void;
  },
) {
  form.noValidate = true;
  let hasSubmitted = false;
  let isSending = false;
  const names = Object.keys(config.fields) as (keyof T & string)[];
  const read = () => Object.fromEntries(names.map((name) => [name, config.fields[name].value])) as T;
  const honeypot = form.querySelector<HTMLInputElement>(`input[name="${HONEYPOT}"]`);

  const showErrors = (errors: Errors<T>, only?: string) => {
    for (const name of names) {
      if (only && only !== name) continue;
      showFieldError(form, config.fields[name], errors[name]);
    }
  };

  for (const name of names) {
    const control = config.fields[name];
    const revalidate = () => {
      if (hasSubmitted) showErrors(config.validate(read()), name);
    };
    control.addEventListener('input', revalidate, { signal });
    control.addEventListener('change', revalidate, { signal });
  }

  form.addEventListener(
    'submit',
    async (event) => {
      event.preventDefault();
      if (isSending) return;
      hasSubmitted = true;
      const values = read();
      const errors = config.validate(values);
      showErrors(errors);
      const firstInvalid = names.find((name) => errors[name]);
      if (firstInvalid) {
        config.fields[firstInvalid].focus();
        return;
      }
      isSending = true;
      setBusy(form, true);
      try {
        const failure = await config.send(values, honeypot?.value ?? '');
        if (failure) {
          const serverErrors: Errors<T> = {};
          for (const name of names) {
            const message = failure.fieldErrors[name]?.[0];
            if (message) serverErrors[name] = message;
          }
          showErrors(serverErrors);
          config.onFailure(failure);
          return;
        }
        form.reset();
        hasSubmitted = false;
        showErrors({});
        config.onSuccess();
      } finally {
        isSending = false;
        setBusy(form, false);
      }
    },
    { signal },
  );
}

function control<E extends FieldElement>(form: HTMLFormElement, name: string): E {
  const element = form.elements.namedItem(name);
  if (!element) throw new Error(`landing form field "${name}" is missing`);
  return element as E;
}

function enhanceContactForm(form: HTMLFormElement, notify: Notify, signal: AbortSignal) {
  enhanceForm<ContactValues>(form, signal, {
    fields: {
      name: control(form, 'name'),
      email: control(form, 'email'),
      company: control(form, 'company'),
      planInterest: control(form, 'planInterest'),
      message: control(form, 'message'),
    },
    validate: validateContact,
    send: (values, honeypot) =>
      postJson(API_ROUTES.contacts, {
        name: values.name.trim(),
        email: values.email.trim().toLowerCase(),
        ...(values.company.trim() ? { company: values.company.trim() } : {}),
        ...(values.planInterest ? { planInterest: values.planInterest } : {}),
        message: values.message.trim(),
        ...(honeypot ? { [HONEYPOT]: honeypot } : {}),
      }),
    onSuccess: () => notify({ type: 'success', title: M.contactSentTitle, description: M.contactSent }),
    onFailure: (failure) =>
      notify({ type: 'error', title: M.contactFailedTitle, description: failure.message ?? M.contactFailed }),
  });
}

function enhanceNewsletterForm(form: HTMLFormElement, notify: Notify, signal: AbortSignal) {
  enhanceForm<{ email: string }>(form, signal, {
    fields: { email: control(form, 'email') },
    // SPEC §5: the newsletter form sends only a non-empty, valid email.
    validate: validateNewsletter,
    send: (values, honeypot) =>
      postJson(API_ROUTES.newsletter, {
        email: values.email.trim().toLowerCase(),
        ...(honeypot ? { [HONEYPOT]: honeypot } : {}),
      }),
    onSuccess: () => notify({ type: 'success', title: M.subscribedTitle, description: M.subscribed }),
    onFailure: (failure) =>
      notify({
        type: 'error',
        title: M.subscribeFailedTitle,
        description: failure.message ?? M.subscribeFailed,
      }),
  });
}

/** In the SPA, same-origin page links navigate client-side instead of reloading the app. */
function interceptLinks(root: HTMLElement, navigate: (href: string) => void, signal: AbortSignal) {
  root.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest('a');
      const href = anchor?.getAttribute('href');
      if (!anchor || !href?.startsWith('/') || href.startsWith('//') || anchor.target) return;
      event.preventDefault();
      navigate(href);
    },
    { signal },
  );
}
