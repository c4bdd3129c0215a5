/**
 * When the order book publishes: on an animation frame, as every market-data store, but at most 30 times a
 * second. A table of figures read by people gains nothing from 60 redraws a second, and under a burst of depth
 * updates (hundreds a second) every redraw touches most rows, since a change near the top moves every
 * cumulative total below it; drawing every other frame halves that work and leaves the frames in between to
 * everything else. At the socket's usual pace (a delta every 100 ms) the cap never comes into play.
 */
import { animationFrameScheduler, type FrameScheduler } from '../../lib/market-data/frame-publisher';

/** 30 publications a second at most (1 ms of slack for frame timestamps that drift). */
export const BOOK_MIN_FRAME_MS = 1000 / 30 - 1;

/** The next frame of `frames` (the page's frame loop) at least `minIntervalMs` after the previous publication. */
export function throttledFrames(minIntervalMs = BOOK_MIN_FRAME_MS, frames: FrameScheduler = animationFrameScheduler): FrameScheduler {
  let last = Number.NEGATIVE_INFINITY;
  return {
    schedule(callback) {
      let cancel: () => void;
      const run = (now: number) => {
        if (now - last < minIntervalMs) {
          cancel = frames.schedule(run);
          return;
        }
        last = now;
        callback(now);
      };
      cancel = frames.schedule(run);
      return () => cancel();
    },
  };
}
