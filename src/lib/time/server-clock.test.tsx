/** The exchange's clocks: GET /v2/time polled with its first fetch skipped; the public API's asked for at once. */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { renderScreen } from '../../testing/render';
import { usePublicClockOffset, useServerClockOffset } from './server-clock';

function Offsets() {
  const web = useServerClockOffset();
  const market = usePublicClockOffset();
  return (
    <p data-testid="offsets" data-web={web} data-public={market}>
      offsets
    </p>
  );
}

describe('the server clocks', () => {
  it("skips the web clock's first fetch (this device's time stands in) and reads the public clock's offset", async () => {
    let webCalls = 0;
    const ahead = 3_600_000;
    mockServer.use(
      http.get('*/v2/time', () => {
        webCalls++;
        return HttpResponse.json({ data: { time: Math.floor(Date.now() / 1000) } });
      }),
      http.get('*/api/v4/public/time', () => HttpResponse.json({ time: Math.floor((Date.now() + ahead) / 1000) })),
    );
    await renderScreen(<Offsets />);
    const offsets = await screen.findByTestId('offsets');
    expect(Math.abs(Number(offsets.dataset.web))).toBeLessThanOrEqual(1000);
    await waitFor(() => expect(Math.abs(Number(offsets.dataset.public) - ahead)).toBeLessThanOrEqual(1500));
    expect(webCalls).toBe(0);
  });
});
