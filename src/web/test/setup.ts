import '@testing-library/jest-dom/vitest';
import { notifyManager } from '@tanstack/react-query';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setDefaultNotificationDuration, UNTIL_DISMISSED } from '../lib/notifications';
import { guardConsole, releaseConsole } from './console-guard';

// Limits, not waits: a test waits for a state (findBy, waitFor) and goes on the moment it is there. A file's first
// render also loads its page's code, which a machine kept busy by other work stretches to many seconds (issue 30
// item 21): the limits only bound how long a broken test takes to say so, never how fast a working one must be.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

// Query results reach components inside act, as TanStack Query documents for tests (setNotifyFunction): a query
// that settled while a test's act was open and one of Testing Library's waits had the act environment off made
// React warn that the environment does not support act (a flake of user-management-page.test.tsx under load).
notifyManager.setNotifyFunction((notify) => {
  act(notify);
});

// A notification stays until dismissed or replaced, not 2 s of real time (notifications.test.tsx checks the countdown).
beforeEach(() => setDefaultNotificationDuration(UNTIL_DISMISSED));

// A console error or warning no test expected fails the test that caused it (console-guard.ts).
beforeEach(() => guardConsole());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  releaseConsole();
});

// jsdom does no layout, so it has no ResizeObserver; Radix's floating content (tooltips) measures with one.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
