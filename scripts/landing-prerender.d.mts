import type { Plugin } from 'vite';

export function landingPrerender(): Plugin;
