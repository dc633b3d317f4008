import { useCallback, useEffect, useState } from 'react';

/** 600 → "10:00", 59 → "0:59". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Seconds left, ticking once a second down to 0; `restart` starts over (after a resend), from `seconds` if given. */
export function useCountdown(total: number): { remaining: number; restart: (seconds?: number) => void } {
  const [endsAt, setEndsAt] = useState(() => Date.now() + total * 1000);
  const [remaining, setRemaining] = useState(total);

  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback(
    (seconds = total) => {
      setEndsAt(Date.now() + seconds * 1000);
      setRemaining(seconds);
    },
    [total],
  );

  return { remaining, restart };
}
