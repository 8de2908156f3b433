import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';

// The one <style> element the app inserts is Radix's scroll lock while a dialog is open (react-remove-scroll). It
// takes its nonce from get-nonce, which reads webpack's global; the server's CSP allows only styles with the nonce
// it put in this page. The value is read from the `nonce` property: browsers hide the attribute once parsed.
const styleNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (styleNonce && styleNonce !== '__CSP_NONCE__') {
  (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = styleNonce;
}

// zod compiles object schemas with `new Function` when it may; the CSP allows no eval, so its probe was refused (and
// reported as a violation) on every page with a form. Jitless from the start: set before any schema is built, through
// the global zod's `z.config()` writes, so this entry does not download zod itself.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');
const root = createRoot(container);

// The demo is a static page that needs neither the session nor the app's router (SPEC §2), so a first visit to
// /demo loads React and the demo alone, about half the JavaScript of the app (bench/README.md); every other path
// starts the app. React itself is imported here, so the page's HTML preloads it while this file decides.
if (/^\/demo\/?$/.test(window.location.pathname)) {
  void import('./features/demo/components/demo-page').then(({ DemoPage }) => {
    // A transition renders in slices that leave the main thread free between them: on a slow phone the demo's
    // first render was one long task, most of its Total Blocking Time.
    startTransition(() => {
      root.render(
        <StrictMode>
          <DemoPage />
        </StrictMode>,
      );
    });
  });
} else {
  void import('./app/app').then(({ App }) => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
