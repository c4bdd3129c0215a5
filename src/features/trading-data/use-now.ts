/** The current time, refreshed on an interval, for "next funding in …" countdowns. */
import { useEffect, useState } from 'react';

export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Whole hours and minutes until `target` (ms), never negative. */
export function untilParts(target: number, now: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.ceil((target - now) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
