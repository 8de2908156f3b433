import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn';

type Side = 'top' | 'right' | 'bottom' | 'left';

/** How long the pointer rests on the trigger before the hint shows (focus shows it at once). */
const HOVER_DELAY_MS = 200;
const GAP = 6;
/** The hint never comes closer than this to the window's edge. */
const EDGE = 8;

type TriggerProps = {
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: (event: PointerEvent) => void;
  onPointerDown?: (event: PointerEvent) => void;
  onPointerUp?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
};

/**
 * A hover/focus hint. The trigger is the child itself (it must be focusable: a button, a link, or an element with
 * tabIndex), described by the hint while it shows; Escape, leaving, blurring, pressing or scrolling hide it.
 *
 * Positioned by hand (fixed, from the trigger's box, flipped to the other side when it does not fit, kept inside the
 * window): a positioning engine for one short line of text cost every page 14 KB of JavaScript (gzip).
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  className,
}: {
  content: ReactNode;
  children: ReactElement<TriggerProps>;
  side?: Side;
  className?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // A press focuses the trigger too; that focus is the press's, not a keyboard user's arrival: no hint for it.
  const isPressing = useRef(false);

  const show = (delay: number, target: EventTarget) => {
    triggerRef.current = target as HTMLElement;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onScroll = () => setOpen(false);
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [open]);

  const own = children.props;
  const trigger = cloneElement(children, {
    'aria-describedby': cn(own['aria-describedby'], open && id) || undefined,
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') show(HOVER_DELAY_MS, event.currentTarget);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      hide();
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      isPressing.current = true;
      hide();
    },
    onPointerUp: (event) => {
      own.onPointerUp?.(event);
      isPressing.current = false;
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      if (!isPressing.current) show(0, event.currentTarget);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      hide();
    },
  });
  return (
    <>
      {trigger}
      {open && triggerRef.current
        ? createPortal(
            <TooltipBubble id={id} anchor={triggerRef.current} side={side} className={className}>
              {content}
            </TooltipBubble>,
            document.body,
          )
        : null}
    </>
  );
}

interface Placement {
  top: number;
  left: number;
  side: Side;
  /** The arrow's offset along the bubble's edge, so it points at the trigger's middle after clamping. */
  arrow: number;
}

function TooltipBubble({
  id,
  anchor,
  side,
  className,
  children,
}: {
  id: string;
  anchor: HTMLElement;
  side: Side;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<Placement | null>(null);
  useLayoutEffect(() => {
    if (ref.current)
      setPlacement(place(anchor.getBoundingClientRect(), ref.current.getBoundingClientRect(), side));
  }, [anchor, side]);
  const vertical = (placement?.side ?? side) === 'top' || (placement?.side ?? side) === 'bottom';
  return (
    <div
      ref={ref}
      id={id}
      role="tooltip"
      style={{
        position: 'fixed',
        top: placement?.top ?? 0,
        left: placement?.left ?? 0,
        // Measured first, shown once placed: no flash in the corner.
        visibility: placement ? 'visible' : 'hidden',
      }}
      className={cn(
        'pointer-events-none z-50 max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg',
        'animate-[fade-in_120ms_ease-out] motion-reduce:animate-none dark:bg-slate-100 dark:text-slate-900',
        className,
      )}
    >
      {children}
      <span
        aria-hidden="true"
        className="absolute size-2 rotate-45 bg-inherit"
        style={
          vertical
            ? { left: (placement?.arrow ?? 0) - 4, [placement?.side === 'bottom' ? 'top' : 'bottom']: -4 }
            : { top: (placement?.arrow ?? 0) - 4, [placement?.side === 'right' ? 'left' : 'right']: -4 }
        }
      />
    </div>
  );
}

/** Where the bubble goes: beside the trigger on `side`, or the opposite side when it does not fit there. */
export function place(trigger: DOMRect, bubble: DOMRect, side: Side): Placement {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const fits: Record<Side, boolean> = {
    top: trigger.top - GAP - bubble.height >= EDGE,
    bottom: trigger.bottom + GAP + bubble.height <= height - EDGE,
    left: trigger.left - GAP - bubble.width >= EDGE,
    right: trigger.right + GAP + bubble.width <= width - EDGE,
  };
  const opposite: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };
  const chosen = fits[side] || !fits[opposite[side]] ? side : opposite[side];
  const clamp = (value: number, size: number, room: number) =>
    Math.min(Math.max(value, EDGE), Math.max(EDGE, room - size - EDGE));
  if (chosen === 'top' || chosen === 'bottom') {
    const centre = trigger.left + trigger.width / 2;
    const left = clamp(centre - bubble.width / 2, bubble.width, width);
    const top = chosen === 'top' ? trigger.top - GAP - bubble.height : trigger.bottom + GAP;
    return { top, left, side: chosen, arrow: centre - left };
  }
  const middle = trigger.top + trigger.height / 2;
  const top = clamp(middle - bubble.height / 2, bubble.height, height);
  const left = chosen === 'left' ? trigger.left - GAP - bubble.width : trigger.right + GAP;
  return { top, left, side: chosen, arrow: middle - top };
}
