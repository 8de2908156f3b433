import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HONEYPOT_FIELD } from '../../../../shared/contacts';
import { jsonResponse } from '../../../test/render-app';
import { LandingContent } from '../components/landing-content';
import { enhanceLanding } from './enhance-landing';

let cleanup: () => void = () => {};

/** The prerendered page, exactly as landing.html ships it, enhanced by the landing script. */
function renderStaticLanding() {
  document.body.innerHTML = `<div id="landing-root">${renderToStaticMarkup(<LandingContent year={2026} />)}</div>`;
  const root = document.getElementById('landing-root') as HTMLElement;
  cleanup = enhanceLanding(root);
  return root;
}

beforeEach(() => {
  vi.useRealTimers();
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('landing page (static markup + script)', () => {
  it('links the header, hero and plans where SPEC §2 says', () => {
    renderStaticLanding();
    const main = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Features', '#features'],
      ['Pricing', '#pricing'],
      ['Compare', '#compare'],
      ['Contact', '#contact'],
    ] as const) {
      expect(within(main).getByRole('link', { name })).toHaveAttribute('href', href);
      expect(document.getElementById(href.slice(1))).not.toBeNull();
    }
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/auth?mode=register',
    );
    expect(screen.getByRole('link', { name: /Start Free Trial/ })).toHaveAttribute(
      'href',
      '/auth?mode=register',
    );
    expect(screen.getByRole('link', { name: 'View Demo' })).toHaveAttribute('href', '/demo');
    for (const name of ['Start with Starter', 'Start with Professional', 'Talk to us about Enterprise']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/auth');
    }
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getByText('14-day free trial, no setup fees, cancel anytime')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  });

  it('opens and closes the mobile menu, and Escape returns focus to its button', async () => {
    const user = userEvent.setup();
    renderStaticLanding();
    const button = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    expect(within(panel).getByRole('link', { name: 'Get Started Free' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(within(panel).getByRole('link', { name: 'Pricing' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the honeypot away from people: hidden, unreachable by Tab, no autofill', () => {
    renderStaticLanding();
    const honeypots = document.querySelectorAll<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
    expect(honeypots).toHaveLength(2);
    for (const input of honeypots) {
      expect(input.tabIndex).toBe(-1);
      expect(input).toHaveAttribute('autocomplete', 'off');
      expect(input.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    }
  });

  it('shows the SPEC §5 messages under the contact fields and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderStaticLanding();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Message'), 'too short');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Message must be at least 10 characters')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    // After a failed submit the messages follow the typing.
    await user.type(screen.getByLabelText('Name'), 'Ana');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it('sends the message, clears the fields and says so', async () => {
    let body: unknown;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        body = JSON.parse(String(init?.body));
        return jsonResponse(201, { message: 'Thanks' });
      }),
    );
    const user = userEvent.setup();
    renderStaticLanding();
    await user.type(screen.getByLabelText('Name'), '  Ana Lopez ');
    await user.type(screen.getByLabelText('Email'), 'Ana@Example.com');
    await user.selectOptions(screen.getByLabelText(/Plan interest/), 'professional');
    await user.type(screen.getByLabelText('Message'), 'We would like a demo for our team.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message Sent Successfully')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Ana Lopez',
      email: 'ana@example.com',
      planInterest: 'professional',
      message: 'We would like a demo for our team.',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText(/Plan interest/)).toHaveValue('');
  });

  it('keeps what was typed when sending fails and shows the server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(429, { message: 'Too many requests. Please wait a moment and try again.' }),
      ),
    );
    const user = userEvent.setup();
    renderStaticLanding();
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Message'), 'We would like a demo.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message Failed')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('We would like a demo.');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('falls back to the SPEC §8 text when the failure has no message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    const user = userEvent.setup();
    renderStaticLanding();
    await user.type(screen.getByLabelText('Email address for the newsletter'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    expect(screen.getByText('Please check your email and try again.')).toBeInTheDocument();
  });

  it('subscribes only a non-empty email, then clears it', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { message: 'Welcome to our newsletter!' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderStaticLanding();
    const email = screen.getByLabelText('Email address for the newsletter');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(email, 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Successfully Subscribed')).toBeInTheDocument();
    expect(screen.getByText('Welcome to our newsletter!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/newsletter', expect.objectContaining({ method: 'POST' }));
    await waitFor(() => expect(email).toHaveValue(''));
  });
});
