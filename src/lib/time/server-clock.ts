/**
 * The exchange's clock as this device can know it (spec section 9: "Server time poll: stale 60 s, refetch 120 s,
 * first fetch skipped"): GET /v2/time is polled every 120 s and kept fresh for 60 s; the first answer is this
 * device's own clock (the query's initial data), so a page that shows a time left costs no call until the first
 * poll, and from then on the offset between the two clocks is the last answer's time less when it arrived. Times the
 * exchange gives (a link's end, a quote's validity) are compared with `serverNow()`, not with Date.now(): a device
 * clock set wrong (or, in the demo, an exchange clock fast-forwarded) then neither shortens nor stretches them.
 *
 * Market data runs on the public API's clock (GET /api/v4/public/time): the chart's bars are cut by it
 * (usePublicClockOffset), asked for at once since a bar boundary is due within seconds, then on the same poll.
 */
import { useEffect, useState } from 'react';
import { useGetPublicServerTime, useGetServerTime } from '../../../generated/api/general/general';

export const SERVER_TIME_STALE_MS = 60_000;
export const SERVER_TIME_POLL_MS = 120_000;

/** The offset of the exchange's clock from this device's, in ms (its answers have whole seconds: ±1 s). */
export function useServerClockOffset(): number {
  const time = useGetServerTime({
    query: {
      // The first fetch is skipped: until the first poll the device's own clock stands in.
      initialData: () => ({ data: { time: Math.floor(Date.now() / 1000) } }),
      initialDataUpdatedAt: () => Date.now(),
      staleTime: SERVER_TIME_STALE_MS,
      refetchInterval: SERVER_TIME_POLL_MS,
      refetchOnWindowFocus: false,
    },
    request: { suppressNotification: true },
  });
  // The answer's second began up to 1 s before it arrived: half a second is the least wrong guess.
  return time.data.data.time * 1000 + 500 - time.dataUpdatedAt;
}

/** The exchange's time now (ms), ticking every `everyMs` while mounted. */
export function useServerNow(everyMs = 1000): number {
  const offset = useServerClockOffset();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now + offset;
}

/** The offset of the public API's clock from this device's, in ms; 0 until its first answer. */
export function usePublicClockOffset(): number {
  const time = useGetPublicServerTime({
    query: { staleTime: SERVER_TIME_STALE_MS, refetchInterval: SERVER_TIME_POLL_MS, refetchOnWindowFocus: false },
    request: { suppressNotification: true },
  });
  return time.data ? time.data.time * 1000 + 500 - time.dataUpdatedAt : 0;
}
