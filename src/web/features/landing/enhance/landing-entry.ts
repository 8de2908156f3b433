import { enhanceLanding } from './enhance-landing';

// The only script of the prerendered landing page (landing.html): no React, no router, no query client.
const root = document.getElementById('landing-root');
if (root) enhanceLanding(root);
