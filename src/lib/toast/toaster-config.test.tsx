/**
 * The toaster of spec section 9: bottom-right, 4000 ms, 3 visible, swipe threshold 45 px, removal after
 * 200 ms, hotkey Alt+T, labelled Notifications; warnings 7 s. The config object is what the app shell
 * mounts; sonner's own constants carry the two figures that are not props.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from './app-toaster';
import { MESSAGE_DISPLAY_MS, notify, TOAST_DURATION_MS } from './toast';
import { TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX, toasterConfig } from './toaster-config';

const toasts = () => [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')];

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
  vi.useRealTimers();
});

describe('toaster configuration', () => {
  it('has the figures of spec section 9', () => {
    expect(toasterConfig).toMatchObject({ position: 'bottom-right', duration: 4000, visibleToasts: 3, hotkey: ['altKey', 'KeyT'] });
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(MESSAGE_DISPLAY_MS).toBe(7000);
  });

  it("relies on sonner's own swipe threshold (45 px) and removal delay (200 ms), which are not props", () => {
    const source = readFileSync(join(process.cwd(), 'node_modules/sonner/dist/index.mjs'), 'utf8');
    expect(Number(/const SWIPE_THRESHOLD = (\d+);/.exec(source)?.[1])).toBe(TOAST_SWIPE_THRESHOLD_PX);
    expect(Number(/const TIME_BEFORE_UNMOUNT = (\d+);/.exec(source)?.[1])).toBe(TOAST_REMOVE_DELAY_MS);
    expect([TOAST_SWIPE_THRESHOLD_PX, TOAST_REMOVE_DELAY_MS]).toEqual([45, 200]);
  });

  it('is what the app shell mounts', () => {
    const shell = readFileSync(join(process.cwd(), 'src/features/shell/app-shell.tsx'), 'utf8');
    expect(shell).toMatch(/<AppToaster label=\{t\('toasts\.label'\)\} \/>/);
    const toaster = readFileSync(join(process.cwd(), 'src/lib/toast/app-toaster.tsx'), 'utf8');
    expect(toaster).toMatch(/<Toaster \{\.\.\.toasterConfig\} containerAriaLabel=\{label\} \/>/);
  });
});

describe('the mounted toaster', () => {
  it('sits bottom-right, labelled Notifications with its hotkey, and shows 3 toasts of 5', async () => {
    render(<AppToaster label="Notifications" />);
    act(() => {
      for (let i = 1; i <= 5; i++) notify.info(`Message ${i}`);
    });
    expect(await screen.findByText('Message 5')).toBeTruthy();
    const region = screen.getByRole('region');
    expect(region.getAttribute('aria-label')).toBe('Notifications alt+T');
    const list = document.querySelector('[data-sonner-toaster]')!;
    expect(list.getAttribute('data-x-position')).toBe('right');
    expect(list.getAttribute('data-y-position')).toBe('bottom');
    expect(toasts().filter((t) => t.getAttribute('data-visible') === 'true')).toHaveLength(3);
  });

  it('expands with Alt+T', async () => {
    render(<AppToaster label="Notifications" />);
    act(() => void notify.warning('Careful'));
    await screen.findByText('Careful');
    expect(toasts()[0]!.getAttribute('data-expanded')).toBe('false');
    act(() => void fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true }));
    expect(toasts()[0]!.getAttribute('data-expanded')).toBe('true');
  });

  it('removes a toast after 4000 ms, a warning after 7000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<AppToaster label="Notifications" />);
    act(() => {
      notify.error('Failed');
      notify.warning('Careful');
    });
    await vi.advanceTimersByTimeAsync(50);
    expect(toasts()).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS + TOAST_REMOVE_DELAY_MS + 100));
    expect(toasts().map((t) => t.textContent)).toEqual(['Careful']);
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_DISPLAY_MS - TOAST_DURATION_MS));
    expect(toasts()).toHaveLength(0);
  });
});
