import { afterEach, describe, expect, it } from 'vitest';
import { MarketListResponse } from '../../../generated/api/model/marketListResponse.zod';
import { resetServedData, SERVED_DATA_ID, takeServedAnswer } from './served-data';

function serve(content: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SERVED_DATA_ID;
  element.textContent = content;
  document.body.append(element);
}

afterEach(() => {
  document.getElementById(SERVED_DATA_ID)?.remove();
  resetServedData();
});

describe('takeServedAnswer', () => {
  it('gives a valid answer once, with when it was made, and removes the data block', () => {
    serve(JSON.stringify({ listTradeMarkets: { at: 1_000, body: { data: [] } } }));
    expect(takeServedAnswer('listTradeMarkets', MarketListResponse)).toEqual({ data: { data: [] }, updatedAt: 1_000 });
    expect(document.getElementById(SERVED_DATA_ID)).toBeNull();
    expect(takeServedAnswer('listTradeMarkets', MarketListResponse)).toBeUndefined();
  });

  it('ignores an answer its schema refuses, a block that is not JSON, and a page without one', () => {
    serve(JSON.stringify({ listTradeMarkets: { at: 1_000, body: { data: 'nope' } } }));
    expect(takeServedAnswer('listTradeMarkets', MarketListResponse)).toBeUndefined();
    resetServedData();
    serve('{not json');
    expect(takeServedAnswer('listTradeMarkets', MarketListResponse)).toBeUndefined();
    resetServedData();
    expect(takeServedAnswer('listTradeMarkets', MarketListResponse)).toBeUndefined();
  });

  it('never dates an answer later than now (a server clock ahead of the phone)', () => {
    serve(JSON.stringify({ listTradeMarkets: { at: Date.now() + 60_000, body: { data: [] } } }));
    expect(takeServedAnswer('listTradeMarkets', MarketListResponse)!.updatedAt).toBeLessThanOrEqual(Date.now());
  });
});
