import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';

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
