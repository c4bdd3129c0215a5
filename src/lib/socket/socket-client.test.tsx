/** The hooks the generated socket client uses: a stream while mounted, its latest handler, a pushed event. */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { balanceUpdateEvent, useBalanceUpdateEvent } from '../../../generated/socket/account-socket.client';
import { depthSubscription, useDepthSubscription } from '../../../generated/socket/trade-socket.client';
import { configureSocket } from './configure-socket';
import { tradeSocket } from './socket-client';
import { createKit } from '../../testing/socket-test-kit';

afterEach(() => tradeSocket().stop());

const snapshot = (market: string) => ({
  id: null,
  method: 'depth.update',
  params: [true, { asks: [['2', '1']], bids: [['1', '1']] }, market],
});

describe('socket hooks', () => {
  it('subscribe while mounted, follow new params, pause on null and keep the stream for releaseIdle', () => {
    const kit = createKit();
    configureSocket(kit.env);
    const seen: string[] = [];
    const { rerender, unmount } = renderHook(
      ({ market, tag }: { market: string | null; tag: string }) =>
        useDepthSubscription(market === null ? null : [market, 50, '0'], (e) => seen.push(`${tag}:${e[2]}`)),
      { initialProps: { market: 'BTC_USDT' as string | null, tag: 'a' } },
    );
    act(() => kit.socket.open());
    expect(kit.socket.frames('depth.subscribe').map((f) => f.params)).toEqual([['BTC_USDT', 50, '0']]);
    act(() => kit.socket.reply('depth.subscribe', { status: 'success' }));
    act(() => kit.socket.push(snapshot('BTC_USDT')));
    rerender({ market: 'BTC_USDT', tag: 'b' }); // a new handler: no new subscription, the latest handler is called
    act(() => kit.socket.push(snapshot('BTC_USDT')));
    rerender({ market: 'ETH_USDT', tag: 'b' });
    expect(kit.socket.frames('depth.subscribe').map((f) => (f.params as string[])[0])).toEqual(['BTC_USDT', 'ETH_USDT']);
    act(() => kit.socket.reply('depth.subscribe', { status: 'success' }));
    act(() => kit.socket.push(snapshot('ETH_USDT')));
    rerender({ market: null, tag: 'b' });
    act(() => kit.socket.push(snapshot('ETH_USDT')));
    expect(seen).toEqual(['a:BTC_USDT', 'b:BTC_USDT', 'b:ETH_USDT']);
    unmount();
    expect(kit.socket.frames('depth.unsubscribe')).toHaveLength(0);
    act(() => tradeSocket().releaseIdle());
    expect(kit.socket.frames('depth.unsubscribe')).toHaveLength(1);
    expect(depthSubscription.event).toBe('depth.update');
  });

  it('listen to a pushed account event while mounted', () => {
    const kit = createKit();
    configureSocket(kit.env);
    const seen: unknown[] = [];
    const { unmount } = renderHook(() => useBalanceUpdateEvent((d) => seen.push(d.ticker)));
    act(() => kit.socket.open());
    const frame = { event: balanceUpdateEvent.event, data: { ticker: 'USDT', type: 'spot', amount: '-1', balance: '9', withBorrow: '9' } };
    act(() => kit.socket.push(frame));
    unmount();
    act(() => kit.socket.push(frame));
    expect(seen).toEqual(['USDT']);
    expect(kit.socket.sent).toEqual([]);
  });
});
