/**
 * Publication only while a panel is on screen (issue 18). On a phone the order book and the recent trades sit below
 * the chart and the order form; drawing them every frame of the stream while nobody sees them was most of the trade
 * page's main-thread work on a slow phone (React, style, layout and paint of rows out of view). Off screen, once the
 * panel has drawn its content a first time, a publication waits; when the panel comes near the viewport the waiting
 * ones are scheduled, so the latest state is drawn on the next frame. The store keeps applying every update
 * meanwhile: nothing is lost, only the drawing is skipped.
 */
import { useEffect, useState, type RefObject } from 'react';
import type { FrameScheduler } from './frame-publisher';

/** How near the viewport a panel counts as on screen: drawn just before it scrolls in. */
const ON_SCREEN_MARGIN = '100px';

interface Waiting {
  callback: (frameTime: number) => void;
  cancel?: () => void;
}

export class OnScreenFrames implements FrameScheduler {
  private onScreen = true;
  private drawn = false;
  private readonly waiting = new Set<Waiting>();

  constructor(private readonly frames: FrameScheduler) {}

  schedule(callback: (frameTime: number) => void): () => void {
    const entry: Waiting = { callback };
    if (this.drawn && !this.onScreen) this.waiting.add(entry);
    else entry.cancel = this.frames.schedule(callback);
    return () => {
      this.waiting.delete(entry);
      entry.cancel?.();
    };
  }

  /** The panel has drawn its content: from now on its publications wait while it is off screen. */
  markDrawn(): void {
    this.drawn = true;
  }

  setOnScreen(onScreen: boolean): void {
    this.onScreen = onScreen;
    if (!onScreen) return;
    for (const entry of this.waiting) entry.cancel = this.frames.schedule(entry.callback);
    this.waiting.clear();
  }
}

/**
 * Frames (made once by `make`) that wait while `target` is off screen. Where there is no IntersectionObserver the
 * panel counts as always on screen.
 */
export function useOnScreenFrames(target: RefObject<Element | null>, make: () => FrameScheduler): OnScreenFrames {
  const [frames] = useState(() => new OnScreenFrames(make()));
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries.at(-1);
        if (latest) frames.setOnScreen(latest.isIntersecting);
      },
      { rootMargin: ON_SCREEN_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      frames.setOnScreen(true);
    };
  }, [target, frames]);
  return frames;
}
