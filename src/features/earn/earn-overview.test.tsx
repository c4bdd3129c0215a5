/** The signed-in /earn's overview (GET /v2/smart/overview): the USDT figures, then each ticker's principal and earnings. */
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getGetEarnOverviewMockHandler } from '../../../generated/api/earn-flex/earn-flex.msw';
import { mockServer } from '../../../mocks/node';
import { renderScreen } from '../../testing/render';
import { EarnOverview } from './earn-overview';

describe('EarnOverview', () => {
  it('shows the worth in USDT and each ticker, in en and tr', async () => {
    mockServer.use(
      getGetEarnOverviewMockHandler({
        data: {
          assets: [
            { ticker: 'ETH', flexible: '0', fixed: '0.5', flexibleEarned: '0', fixedExpectedProfit: '0.00164383' },
            { ticker: 'USDT', flexible: '1500', fixed: '0', flexibleEarned: '23.418', fixedExpectedProfit: '0' },
          ],
          flexibleUsdt: '1500',
          fixedUsdt: '1806.25',
          totalUsdt: '3306.25',
        },
      }),
    );
    await renderScreen(<EarnOverview />);
    expect((await screen.findByTestId('earn-overview-total')).textContent).toMatch(/^(3,306\.25 USDT|\u00a0)$/);
    await expect.poll(() => screen.getByTestId('earn-overview-total').textContent).toBe('3,306.25 USDT');
    expect(screen.getByTestId('earn-overview-flexible').textContent).toBe('1,500.00 USDT');
    expect(screen.getByTestId('earn-overview-fixed').textContent).toBe('1,806.25 USDT');
    const eth = within(screen.getByTestId('earn-overview-assets')).getByRole('row', { name: /^ETH/ });
    expect(
      within(eth)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0 ETH', '0 ETH', '0.5 ETH', '0.00164383 ETH']);

    cleanup();
    await renderScreen(<EarnOverview />, { locale: 'tr' });
    expect(await screen.findByRole('heading', { name: 'Getiri ürünleriniz' })).toBeTruthy();
  });
});
