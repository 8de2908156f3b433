import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_CAPABILITIES } from '../../shared/roles';
import { PAGE_PATHS } from '../../shared/routes';
import { makeUser, mockApi, renderApp } from '../test/render-app';
import { routes } from './router';

describe('route guards (SPEC §2 route access)', () => {
  it('shows nothing for a fast session lookup, then the shape of a page, labelled, while it lasts', async () => {
    mockApi(null, { 'GET /api/user': () => new Promise(() => {}) });
    renderApp('/');
    // No flash of a placeholder for answers faster than LOADING_DELAY_MS.
    expect(screen.queryByRole('status', { name: 'Loading your session' })).not.toBeInTheDocument();
    const skeleton = await screen.findByRole('status', { name: 'Loading your session' });
    expect(skeleton.querySelectorAll('.animate-pulse').length).toBeGreaterThan(4);
    expect(document.querySelector('.animate-spin')).toBeNull();
  });

  it('welcomes an account Google sign-in just created to Northstar once, then takes the flag out of the address', async () => {
    mockApi(makeUser('user', { firstName: 'Ada' }));
    const { router } = renderApp('/?welcome=new');
    expect(await screen.findByRole('heading', { name: 'Welcome to Northstar, Ada' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('heading', { name: 'Welcome to Northstar, Ada' })).toBeInTheDocument();
  });

  it('shows the landing page to a signed-out visitor on /', async () => {
    mockApi(null);
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/auth?mode=register',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: /Start Free Trial/ })).toHaveAttribute(
      'href',
      '/auth?mode=register',
    );
    expect(screen.getByRole('link', { name: 'View Demo' })).toHaveAttribute('href', '/demo');
  });

  it.each(['/analytics', '/performance', '/campaigns', '/campaign/new'])(
    'shows the sign-in screen in place on %s when signed out',
    async (path) => {
      mockApi(null);
      const { router } = renderApp(path);
      expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      expect(screen.getByLabelText('Username')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it.each(['/admin', '/admin/users', '/google-ads-setup'])(
    'sends a signed-out visitor on %s to /auth',
    async (path) => {
      mockApi(null);
      const { router } = renderApp(path);
      expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/auth');
    },
  );

  it('shows Access Restricted with the required roles and the user role to an analyst on /campaigns', async () => {
    mockApi(makeUser('analyst'));
    renderApp('/campaigns');
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(screen.getByText('Marketing Manager, Marketing Director, Administrator')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Analyst')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Campaign Management' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it.each(['/admin', '/admin/users'])('shows Access Denied to a manager on %s', async (path) => {
    mockApi(makeUser('marketing_manager'));
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "You don't have permission to access the admin dashboard. Only administrators can view this page.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
  });

  it('checks the role however the address is written', async () => {
    mockApi(makeUser('analyst'));
    renderApp('/Campaigns/');
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
  });

  it('lets a permitted role through to the page, inside the signed-in layout', async () => {
    mockApi(makeUser('analyst'));
    renderApp('/analytics');
    expect(await screen.findByRole('heading', { name: 'Analytics & Performance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('lets an admin into the admin dashboard', async () => {
    mockApi(makeUser('admin'));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('redirects a signed-in user away from /auth to the dashboard', async () => {
    mockApi(makeUser('marketing_manager', { firstName: 'Mia' }));
    const { router } = renderApp('/auth?mode=register');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Mia' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([null, makeUser('admin')])('shows the 404 page for an unknown path (user: %o)', async (user) => {
    mockApi(user);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to Home' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows a retry screen when the session cannot be loaded', async () => {
    mockApi(null, { 'GET /api/user': () => new Response('', { status: 403 }) });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Connection Issue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('route table', () => {
  it('has a route, with its canonical path as id, for every entry of ROUTE_CAPABILITIES', () => {
    const ids = new Map<string, string>();
    const walk = (list: RouteObject[], parent: string) => {
      for (const route of list) {
        const path = route.index ? parent || '/' : `${parent}/${route.path ?? ''}`.replace(/\/+$/, '');
        if (route.id) ids.set(route.id, path || '/');
        walk(route.children ?? [], route.path ? path : parent);
      }
    };
    walk(routes, '');
    for (const path of Object.keys(ROUTE_CAPABILITIES)) expect(ids.get(path)).toBe(path);
  });

  it('lists every page path in src/shared/routes.ts, so the server answers them 200 and others 404', () => {
    const paths = new Set<string>();
    const walk = (list: RouteObject[], parent: string) => {
      for (const route of list) {
        const path = route.index ? parent || '/' : `${parent}/${route.path ?? ''}`.replace(/\/+$/, '');
        if ((route.index || route.path) && route.path !== '*') paths.add(path || '/');
        walk(route.children ?? [], route.path ? path : parent);
      }
    };
    walk(routes, '');
    expect([...paths].sort()).toEqual([...PAGE_PATHS].sort());
  });
});
