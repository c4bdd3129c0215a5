/**
 * Resolves once the browser has drawn the next frame: a task queued from requestAnimationFrame runs after
 * that frame. Code the current frame does not draw with (the socket's kernel, whose data comes later anyway)
 * then does not hold up the frame. A hidden tab draws no frames, so `maxWaitMs` bounds the wait.
 */
export function afterNextFrame(maxWaitMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxWaitMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
