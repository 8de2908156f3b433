/**
 * The wizard's simulated delays (SPEC §9; DESIGN §6 makes them configurable so tests do not wait on them).
 * Defaults are the spec's values. Overrides, later wins:
 * - `window.__NORTHSTAR_TIMING__` (Playwright sets it with page.addInitScript before the app loads);
 * - setCampaignTiming() from component tests.
 */
export interface CampaignTiming {
  /** Audience analysis shown after interests or locations change. */
  analysisMs: number;
  /** Each of the five launch stages. */
  launchStageMs: number;
  /** From the launch success message to the dashboard. */
  redirectMs: number;
  /** Pause after the last keystroke before content generates by itself. */
  generateDebounceMs: number;
  /** Pause after an audience change before predictions are requested (slider drags fire many changes). */
  predictDebounceMs: number;
}

export const DEFAULT_CAMPAIGN_TIMING: Readonly<CampaignTiming> = {
  analysisMs: 2000,
  launchStageMs: 1500,
  redirectMs: 2000,
  generateDebounceMs: 800,
  predictDebounceMs: 300,
};

declare global {
  interface Window {
    __NORTHSTAR_TIMING__?: Partial<CampaignTiming>;
  }
}

let overrides: Partial<CampaignTiming> = {};

/** Keeps only non-negative finite numbers for known keys, so a bad override cannot break the wizard. */
function sanitize(input: unknown): Partial<CampaignTiming> {
  if (!input || typeof input !== 'object') return {};
  const result: Partial<CampaignTiming> = {};
  for (const key of Object.keys(DEFAULT_CAMPAIGN_TIMING) as (keyof CampaignTiming)[]) {
    const value = (input as Record<string, unknown>)[key];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) result[key] = value;
  }
  return result;
}

export function getCampaignTiming(): CampaignTiming {
  const fromWindow = typeof window === 'undefined' ? undefined : window.__NORTHSTAR_TIMING__;
  return { ...DEFAULT_CAMPAIGN_TIMING, ...sanitize(fromWindow), ...overrides };
}

/** For tests: replace some delays; call with no argument to go back to the defaults. */
export function setCampaignTiming(next: Partial<CampaignTiming> = {}): void {
  overrides = sanitize(next);
}

/** Resolves after `ms`, or rejects with an AbortError when the signal fires first. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
