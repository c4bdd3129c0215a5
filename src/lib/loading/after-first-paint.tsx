/**
 * A panel (or a part of one) whose code the first paint of a page does not need: its chunk is asked for in the
 * frame after the caller first painted, and a placeholder of the content's own size stands in until it is there,
 * so nothing moves when it arrives. The trade page draws its order form, the live parts of its book, trades and
 * header figures this way.
 */
import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { afterNextFrame } from './after-next-frame';

/**
 * True from the frame after the first paint of the component that calls it. A transition: what it reveals renders in
 * slices of a few milliseconds between frames, and its effects run in a task of their own, rather than all of it in
 * one task (a default update is drawn without yielding: a long task on a slow phone, issue 18).
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterNextFrame().then(() => live && startTransition(() => setPainted(true)));
    return () => void (live = false);
  }, []);
  return painted;
}

/** `children` (typically a React.lazy component) once the page has painted, `placeholder` until then and while it loads. */
export function AfterPaint({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const painted = usePainted();
  if (!painted) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
