/**
 * The trade page's own arithmetic on decimal strings (no decimal.js in the first chunk): the 24 h change, the
 * spread and the grouping steps, checked against decimal.js; the order book's 30-per-second frames; and the
 * header's stream names (written out, so that the generated socket client is not in the first chunk).
 */
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { throttledFrames } from './book-frames';
import { ManualFrameScheduler } from '../../lib/market-data/frame-publisher';
import { spreadOf } from './order-book-body';
import { precisionSteps } from './order-book-panel';
import { depthSubscription, stateSubscription } from '../../../generated/socket/trade-socket.client';
import { changePercent } from './market-figures-feed';
import { PRICE_STREAMS } from './market-header';

const decimal = (maxInt: number, maxScale: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxInt }), fc.integer({ min: 0, max: maxScale }))
    .map(([units, scale]) => new Decimal(units).div(new Decimal(10).pow(scale)).toFixed(scale));

describe('changePercent', () => {
  it('equals decimal.js rounding half up to 2 places', () => {
    fc.assert(
      fc.property(decimal(10_000_000, 8), decimal(10_000_000, 8), (open, last) => {
        fc.pre(!new Decimal(open).isZero());
        const expected = new Decimal(last).minus(open).div(open).times(100).toDecimalPlaces(2).toFixed(2);
        expect(changePercent(open, last)).toBe(expected === '-0.00' ? '0.00' : expected);
      }),
      { numRuns: 2_000 },
    );
  });

  it('is 0 for a zero open', () => {
    expect(changePercent('0', '12.5')).toBe('0');
    expect(changePercent('100', '101.5')).toBe('1.50');
    expect(changePercent('100', '98.755')).toBe('-1.25');
  });
});

describe('spreadOf', () => {
  it('is the exact difference with the step decimals', () => {
    expect(spreadOf('97302.07', '97262.78', 2)).toBe('39.29');
    expect(spreadOf('100', '99.5', 1)).toBe('0.5');
    expect(spreadOf('0.0375', '0.0374', 4)).toBe('0.0001');
    expect(spreadOf('10', '10', 0)).toBe('0');
    expect(spreadOf('1.005', '1', 2)).toBe('0.01');
  });

  it('equals decimal.js', () => {
    fc.assert(
      fc.property(decimal(1_000_000_000, 6), decimal(1_000_000_000, 6), fc.integer({ min: 0, max: 8 }), (ask, bid, decimals) => {
        const expected = new Decimal(ask).minus(bid).toFixed(decimals);
        expect(spreadOf(ask, bid, decimals)).toBe(/^-0\.?0*$/.test(expected) ? expected.slice(1) : expected);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('precisionSteps', () => {
  it('offers the tick and four coarser steps', () => {
    expect(precisionSteps(2)).toEqual(['0.01', '0.1', '1', '10', '100']);
    expect(precisionSteps(0)).toEqual(['1', '10', '100', '1000', '10000']);
    expect(precisionSteps(6)).toEqual(['0.000001', '0.00001', '0.0001', '0.001', '0.01']);
  });
});

describe('throttledFrames', () => {
  it('publishes on a frame at least the interval after the last one', () => {
    const frames = new ManualFrameScheduler();
    const scheduler = throttledFrames(1000 / 30 - 1, frames);
    const published: number[] = [];
    for (let i = 0; i < 12; i++) {
      if (frames.pending === 0) scheduler.schedule((time) => published.push(time));
      frames.runFrame();
    }
    expect(published.length).toBe(6);
    for (let i = 1; i < published.length; i++) expect(published[i]! - published[i - 1]!).toBeGreaterThanOrEqual(1000 / 30 - 1);
  });
});

describe('PRICE_STREAMS', () => {
  it('are the events of the state and depth subscriptions', () => {
    expect(PRICE_STREAMS).toEqual([stateSubscription.event, depthSubscription.event]);
  });
});
