import { useEffect, useState } from 'react';

/** A bar that fills over `durationMs` (a simulated step's length), then waits full until it is removed. */
export function TimedBar({ durationMs, label }: { durationMs: number; label: string }) {
  const [isFilled, setFilled] = useState(false);
  useEffect(() => {
    // Start on the next frame so the transition runs from empty.
    const frame = requestAnimationFrame(() => setFilled(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div
      role="progressbar"
      aria-label={label}
      className="h-1.5 overflow-hidden rounded-full bg-indigo-100 dark:bg-indigo-950"
    >
      <div
        className="h-full origin-left rounded-full bg-indigo-600 ease-out dark:bg-indigo-400"
        style={{
          transform: `scaleX(${isFilled ? 1 : 0.05})`,
          transitionProperty: 'transform',
          transitionDuration: `${durationMs}ms`,
        }}
      />
    </div>
  );
}
