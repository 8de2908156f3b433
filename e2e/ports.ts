import { availableParallelism } from 'node:os';

/**
 * Where the journeys' servers listen. Each Playwright worker drives its own production server on its own fresh
 * embedded database (so journeys in parallel never see each other's data), on E2E_PORT + 20 × its parallel index,
 * with its own local stand-ins for SMTP, Google's OpenID issuer and the Google Ads API beside it (+ 9, + 10, + 11).
 * E2E_PORT alone therefore moves a whole run off busy ports. The first server's stand-ins can also be set one by one
 * (E2E_SMTP_PORT, E2E_OIDC_PORT, E2E_GOOGLE_ADS_PORT).
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 5180);

/** One worker per core (two on the project's machine); E2E_WORKERS overrides. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? availableParallelism()));

export const E2E_GOOGLE_CLIENT_ID = 'northstar-e2e-client';

export function appPort(workerIndex: number): number {
  return E2E_BASE_PORT + 20 * workerIndex;
}

export function appURL(workerIndex: number): string {
  return `http://localhost:${appPort(workerIndex)}`;
}

function standInPort(workerIndex: number, variable: string, offset: number): number {
  const fixed = workerIndex === 0 ? process.env[variable] : undefined;
  return fixed ? Number(fixed) : appPort(workerIndex) + offset;
}

export interface StandInPorts {
  smtp: number;
  oidc: number;
  googleAds: number;
}

export function standInPorts(workerIndex: number): StandInPorts {
  return {
    smtp: standInPort(workerIndex, 'E2E_SMTP_PORT', 9),
    oidc: standInPort(workerIndex, 'E2E_OIDC_PORT', 10),
    googleAds: standInPort(workerIndex, 'E2E_GOOGLE_ADS_PORT', 11),
  };
}
