import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getListTradeMarketsMockHandler } from '../../../generated/api/markets/markets.msw';
import { mockServer } from '../../../mocks/node';
import { global } from '../../../regions/global';
import { defaultFeatures } from '../../../regions/region-schema';
import { turkey } from '../../../regions/turkey';
import { setCurrentRegion } from '../../lib/region/current-region';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { BTC_USDT } from '../../testing/markets';
import { renderScreen } from '../../testing/render';
import { HomePage } from './home-page';

const home = ROUTES.find((r) => r.path === '/')!;
const renderHome = () =>
  renderScreen(
    <RouteEntryContext.Provider value={home}>
      <HomePage />
    </RouteEntryContext.Provider>,
  );

afterEach(() => setCurrentRegion(global));

describe('HomePage', () => {
  it('has the route title as its heading, the region’s products, fiat currencies, apps and contacts', async () => {
    await renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy, sell and trade crypto' })).toBeTruthy();
    const products = screen.getByRole('region', { name: 'Everything in one account' });
    expect(
      within(products)
        .getByRole('link', { name: /Futures/ })
        .getAttribute('href'),
    ).toBe('/futures');
    expect(
      within(products)
        .getByRole('link', { name: /Convert/ })
        .getAttribute('href'),
    ).toBe('/convert/USDT/BTC');
    const fiat = screen.getByRole('region', { name: 'Local currencies' });
    expect(fiat.textContent).toContain('EUR');
    expect(fiat.textContent).toContain('USD');
    expect(screen.getByRole('link', { name: /App Store/ }).getAttribute('href')).toBe(global.appLinks.apple);
    expect(screen.getByRole('link', { name: global.mailboxes.support }).getAttribute('href')).toBe(`mailto:${global.mailboxes.support}`);
  });

  it('leaves out the products a region switches off and shows its own currencies and contacts', async () => {
    // No region of spec section 9 switches trading off; a deployment could, as here.
    setCurrentRegion({
      ...turkey,
      features: defaultFeatures({ futures: { enabled: false, hide: true }, margin: { enabled: false, hide: true } }),
    });
    await renderHome();
    const products = await screen.findByRole('region', { name: 'Everything in one account' });
    expect(within(products).queryByRole('link', { name: /Futures/ })).toBeNull();
    expect(within(products).queryByRole('link', { name: /Margin/ })).toBeNull();
    expect(within(products).getByRole('link', { name: /Spot trading/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Local currencies' }).textContent).toContain('TRY');
    expect(screen.getByRole('link', { name: 'Chat with us' }).getAttribute('href')).toBe(turkey.whatsapp);
  });

  it('holds the top markets’ place with six placeholder cards while the list loads, then shows the six markets', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const markets = Array.from({ length: 8 }, (_, i) => ({
      ...BTC_USDT,
      market: `C${i}-USDT`,
      stock: `C${i}`,
      quoteVolume: String(1000 * (i + 1)),
    }));
    mockServer.use(
      getListTradeMarketsMockHandler(async () => {
        await held;
        return { data: markets };
      }),
    );
    await renderHome();
    const placeholder = await screen.findByTestId('ticker-cards-placeholder');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.querySelectorAll('.ticker-card')).toHaveLength(6);
    expect(screen.getByRole('status').textContent).toBe('Loading…');

    release();
    const top = await screen.findByRole('region', { name: 'Top markets by volume' });
    expect(await within(top).findAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByTestId('ticker-cards-placeholder')).toBeNull();
  });
});

describe('HomePage in every region of spec section 9', () => {
  afterEach(() => setCurrentRegion(global));

  it('offers spot, margin and futures in turkey too', async () => {
    setCurrentRegion(turkey);
    await renderHome();
    const products = await screen.findByRole('region', { name: 'Everything in one account' });
    for (const name of [/Futures/, /Margin/, /Spot trading/]) expect(within(products).getByRole('link', { name })).toBeTruthy();
  });
});
