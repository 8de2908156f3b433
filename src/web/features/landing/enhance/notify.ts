export type LandingNotificationType = 'success' | 'error';

export interface LandingNotification {
  type: LandingNotificationType;
  title: string;
  description?: string;
}

export type Notify = (notification: LandingNotification) => void;

/** SPEC §9: 2 s by default, counted in 50 ms ticks; hovering or focusing the card holds it open. */
const DURATION_MS = 2000;
const TICK_MS = 50;

const ICONS: Record<LandingNotificationType, string> = {
  success:
    '<svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400"><circle cx="12" cy="12" r="10"/><path d="m9 12 2 2 4-4"/></svg>',
  error:
    '<svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="mt-0.5 size-5 shrink-0 text-red-600 dark:text-red-400"><circle cx="12" cy="12" r="10"/><path d="m15 9-6 6"/><path d="m9 9 6 6"/></svg>',
};

/**
 * The static page's notification, built to look like the app's NotificationCard. One at a time: a new one
 * replaces the one on screen (SPEC §4). `region` is a polite live region that exists before anything is announced.
 */
export function createNotifier(region: HTMLElement): Notify {
  let stop: (() => void) | null = null;

  return ({ type, title, description }) => {
    stop?.();
    const card = document.createElement('div');
    card.dataset.type = type;
    card.className =
      'notification-enter pointer-events-auto overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900';
    const body = document.createElement('div');
    body.className = 'flex items-start gap-3 p-4';
    body.innerHTML = ICONS[type];
    const texts = document.createElement('div');
    texts.className = 'min-w-0 flex-1';
    const titleEl = document.createElement('p');
    titleEl.className = 'text-sm font-semibold text-slate-900 dark:text-slate-50';
    titleEl.textContent = title;
    texts.append(titleEl);
    if (description) {
      const descEl = document.createElement('p');
      descEl.className = 'mt-1 text-sm text-slate-600 dark:text-slate-300';
      descEl.textContent = description;
      texts.append(descEl);
    }
    const close = document.createElement('button');
    close.type = 'button';
    close.className =
      '-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:hover:bg-slate-800 dark:hover:text-white';
    close.innerHTML =
      '<svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" class="size-4"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></svg><span class="sr-only">Close notification</span>';
    body.append(texts, close);
    const track = document.createElement('div');
    track.className = 'relative h-1 w-full overflow-hidden bg-slate-100 dark:bg-slate-800';
    const bar = document.createElement('div');
    bar.className = `h-full w-full origin-left ${type === 'success' ? 'bg-emerald-500' : 'bg-red-500'}`;
    track.append(bar);
    card.append(body, track);

    let elapsed = 0;
    let isPaused = false;
    const timer = window.setInterval(() => {
      if (isPaused) return;
      elapsed += TICK_MS;
      bar.style.transform = `scaleX(${Math.max(0, 1 - elapsed / DURATION_MS)})`;
      if (elapsed >= DURATION_MS) dismiss();
    }, TICK_MS);
    const pause = () => {
      isPaused = true;
    };
    const resume = () => {
      isPaused = false;
    };
    card.addEventListener('pointerenter', pause);
    card.addEventListener('pointerleave', resume);
    card.addEventListener('focusin', pause);
    card.addEventListener('focusout', resume);
    function dismiss() {
      window.clearInterval(timer);
      card.remove();
      if (stop === dismiss) stop = null;
    }
    close.addEventListener('click', dismiss);
    stop = dismiss;
    region.replaceChildren(card);
  };
}
