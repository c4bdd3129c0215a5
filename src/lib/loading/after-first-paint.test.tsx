import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterPaint } from './after-first-paint';

describe('AfterPaint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the placeholder in the first frame, then the lazy content once the frame has been drawn', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const importer = vi.fn(() => Promise.resolve({ default: () => <p>content</p> }));
    const Content = lazy(importer);
    render(
      <AfterPaint placeholder={<p>placeholder</p>}>
        <Content />
      </AfterPaint>,
    );
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(importer).not.toHaveBeenCalled();
    // The frame that paints the placeholder: the content's code is asked for in a task after it.
    await act(async () => {
      frames.splice(0).forEach((frame) => frame(performance.now()));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('content')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
  });
});
