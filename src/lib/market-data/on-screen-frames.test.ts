import { describe, expect, it } from 'vitest';
import { ManualFrameScheduler } from './frame-publisher';
import { OnScreenFrames } from './on-screen-frames';
import { TradesStore } from './trades-store';

describe('OnScreenFrames', () => {
  it('publishes as its frames do until the panel has drawn its content, on screen or not', () => {
    const frames = new ManualFrameScheduler();
    const gate = new OnScreenFrames(frames);
    gate.setOnScreen(false);
    let ran = 0;
    gate.schedule(() => ran++);
    expect(frames.runFrame()).toBe(1);
    expect(ran).toBe(1);
  });

  it('holds publications while off screen once drawn, and schedules them when the panel comes on screen', () => {
    const frames = new ManualFrameScheduler();
    const gate = new OnScreenFrames(frames);
    gate.markDrawn();
    gate.setOnScreen(false);
    const ran: string[] = [];
    gate.schedule(() => ran.push('a'));
    const cancelB = gate.schedule(() => ran.push('b'));
    cancelB();
    expect(frames.runFrame()).toBe(0);
    gate.setOnScreen(true);
    expect(frames.pending).toBe(1);
    frames.runFrame();
    expect(ran).toEqual(['a']);
  });

  it('cancels a held publication after it was handed to the frames', () => {
    const frames = new ManualFrameScheduler();
    const gate = new OnScreenFrames(frames);
    gate.markDrawn();
    gate.setOnScreen(false);
    let ran = 0;
    const cancel = gate.schedule(() => ran++);
    gate.setOnScreen(true);
    cancel();
    frames.runFrame();
    expect(ran).toBe(0);
  });

  it('keeps a store exact while held: the trades that came off screen are all there when it draws again', () => {
    const frames = new ManualFrameScheduler();
    const gate = new OnScreenFrames(frames);
    const store = new TradesStore({ market: 'BTC_USDT', scheduler: gate });
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().trades.length));
    const trade = (id: number) => ({ id, time: 1_700_000_000 + id, price: '100.5', amount: '0.1', type: 'buy' as const });
    store.applyUpdate(['BTC_USDT', [trade(1)]]);
    frames.runFrame();
    gate.markDrawn();
    gate.setOnScreen(false);
    store.applyUpdate(['BTC_USDT', [trade(2)]]);
    store.applyUpdate(['BTC_USDT', [trade(3)]]);
    frames.runFrame();
    expect(seen).toEqual([1]);
    gate.setOnScreen(true);
    frames.runFrame();
    expect(seen).toEqual([1, 3]);
  });
});
