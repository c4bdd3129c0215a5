/** The fault injector: each kind answers as documented, and the after-apply kinds let the exchange do the work. */
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createFaultInjector } from './faults';

function setup(plan = [] as Parameters<typeof createFaultInjector>[0]) {
  let placed = 0;
  const rest = [http.post('*/v2/trade/spot/limit', () => (placed++, HttpResponse.json({ orderId: placed })))];
  const faults = createFaultInjector(plan);
  const handlers = [faults.handler(() => rest), ...rest];
  const place = () => getResponse(handlers, new Request('http://demo.test/v2/trade/spot/limit', { method: 'POST', body: '{}' }));
  return { faults, place, placed: () => placed };
}

describe('the mock fault injector', () => {
  it('answers normally with no rule', async () => {
    const { place, placed } = setup();
    expect((await place())?.status).toBe(200);
    expect(placed()).toBe(1);
  });

  it('fails after the work for the uncertain kinds, once per `times`', async () => {
    const { faults, place, placed } = setup();
    faults.controls.add({ operationId: 'placeSpotLimitOrder', kind: 'server-error-after-apply', times: 1 });
    expect((await place())?.status).toBe(502);
    expect(placed()).toBe(1);
    expect((await place())?.status).toBe(200);
    expect(placed()).toBe(2);
    expect(faults.controls.hits).toEqual({ placeSpotLimitOrder: 1 });

    faults.controls.add({ operationId: 'placeSpotLimitOrder', kind: 'network-error-after-apply', times: 1 });
    expect((await place())?.type).toBe('error');
    expect(placed()).toBe(3);

    faults.controls.add({ operationId: 'placeSpotLimitOrder', kind: 'broken-body-after-apply', times: 1 });
    const broken = await place();
    await expect(broken!.clone().json()).rejects.toThrow();
    expect(placed()).toBe(4);
  });

  it('does nothing for `unavailable`, and a plan applies from the first call', async () => {
    const { place, placed } = setup([{ operationId: 'placeSpotLimitOrder', kind: 'unavailable' }]);
    expect((await place())?.status).toBe(503);
    expect(placed()).toBe(0);
  });

  it("answers `unauthorized` with the web API's 401 and does nothing, once per `times`", async () => {
    const { faults, place, placed } = setup();
    faults.controls.add({ operationId: 'placeSpotLimitOrder', kind: 'unauthorized', times: 1 });
    const answer = await place();
    expect(answer?.status).toBe(401);
    expect(await answer!.json()).toEqual({ message: 'Unauthenticated.' });
    expect(placed()).toBe(0);
    expect((await place())?.status).toBe(200);
    expect(placed()).toBe(1);
    expect(faults.controls.hits).toEqual({ placeSpotLimitOrder: 1 });
  });

  it('drops open sockets and refuses new ones until restored', () => {
    const { faults } = setup();
    let closed = 0;
    const socket = () => ({ close: () => closed++, silence: () => undefined });
    const untrack = faults.trackSocket(socket());
    faults.trackSocket(socket());
    untrack();
    faults.controls.dropSocket();
    expect(closed).toBe(1);
    expect(faults.socketRefused()).toBe(true);
    faults.controls.restoreSocket();
    expect(faults.socketRefused()).toBe(false);
  });

  it('mutes the open sockets without closing them, and leaves new connections alone', () => {
    const { faults } = setup();
    const events: string[] = [];
    faults.trackSocket({ close: () => events.push('closed a'), silence: () => events.push('silent a') });
    faults.trackSocket({ close: () => events.push('closed b'), silence: () => events.push('silent b') });
    faults.controls.silenceSocket();
    expect(events).toEqual(['silent a', 'silent b']);
    expect(faults.socketRefused()).toBe(false);
  });
});
