/**
 * The footer's region picker (issue 15): the current region on its button, the six regions in a list that the
 * keyboard reaches; in production an entry links to the same page on the region's own host, in the demo it
 * keeps the choice in localStorage and starts the app again (a deliberate full load).
 */
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetUserCountryMockHandler } from '../../../generated/api/internal/internal.msw';
import { mockServer } from '../../../mocks/node';
import { regions } from '../../../regions/regions';
import { REGION_IDS } from '../../../regions/region-schema';
import { setCurrentRegion } from '../../lib/region/current-region';
import { REGION_STORAGE_KEY } from '../../lib/region/region-choice';
import { renderScreen } from '../../testing/render';
import { RegionPicker } from './region-picker';

const EN_NAMES = ['Global', 'Türkiye', 'Georgia', 'Australia', 'Kazakhstan', 'Europe'];
const TR_NAMES = ['Küresel', 'Türkiye', 'Gürcistan', 'Avustralya', 'Kazakistan', 'Avrupa'];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // A visitor from the current region's country: no other region is marked.
  mockServer.use(getGetUserCountryMockHandler({ countryCode: 'US' }));
});
afterEach(() => {
  setCurrentRegion(regions.global);
  vi.restoreAllMocks();
});

describe('the region picker', () => {
  it('shows the current region and lists the six, translated', async () => {
    await renderScreen(<RegionPicker mode="stored" />, { path: '/markets' });
    // The footer's namespace loads with it (the first render suspends).
    const toggle = await screen.findByRole('button', { name: 'Region: Global' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', { name: 'Choose a region' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(EN_NAMES);
    expect(list.querySelector('[aria-current="true"]')?.textContent).toBe('Global');
    expect(REGION_IDS).toHaveLength(6);
  });

  it('in Turkish, with the region names in Turkish', async () => {
    // A visitor from Türkiye on the Turkish site: no other region is marked.
    mockServer.use(getGetUserCountryMockHandler({ countryCode: 'TR' }));
    setCurrentRegion(regions.turkey);
    await renderScreen(<RegionPicker mode="stored" />, { path: '/markets', locale: 'tr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Bölge: Türkiye' }));
    const list = screen.getByRole('list', { name: 'Bölge seçin' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(TR_NAMES);
  });

  it('in the demo, keeps the choice in localStorage and starts the app again on the same page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await renderScreen(<RegionPicker mode="stored" />, { path: '/tr/markets', locale: 'tr' });
    await userEvent.click(screen.getByRole('button', { name: 'Bölge: Küresel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Avustralya' }));
    expect(localStorage.getItem(REGION_STORAGE_KEY)).toBe('australia');
    // The tab's own choice (a `?region=` of development) must not win over the new one at the next start.
    expect(sessionStorage.getItem(REGION_STORAGE_KEY)).toBe('australia');
    // Australia has no Turkish: the page is kept, its locale prefix is not.
    expect(assign).toHaveBeenCalledWith('/markets');
  });

  it('is used with the keyboard alone: open, move, choose; Escape closes it and gives the focus back', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await renderScreen(<RegionPicker mode="stored" />, { path: '/fees' });
    const toggle = screen.getByRole('button', { name: 'Region: Global' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('list')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('list')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Türkiye');
    await userEvent.keyboard('{Enter}');
    expect(localStorage.getItem(REGION_STORAGE_KEY)).toBe('turkey');
    expect(assign).toHaveBeenCalledWith('/fees');
  });

  it('choosing the current region changes nothing', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await renderScreen(<RegionPicker mode="stored" />, { path: '/markets' });
    await userEvent.click(screen.getByRole('button', { name: 'Region: Global' }));
    await userEvent.click(screen.getByRole('button', { name: 'Global' }));
    expect(screen.queryByRole('list')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(REGION_STORAGE_KEY)).toBeNull();
  });

  it('in production, links to the same page on each region’s own host and keeps nothing', async () => {
    await renderScreen(<RegionPicker mode="host" />, { path: '/tr/trade/BTC-USDT', locale: 'tr' });
    await userEvent.click(screen.getByRole('button', { name: 'Bölge: Küresel' }));
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(TR_NAMES.slice(1));
    expect(screen.getByRole('link', { name: 'Türkiye' }).getAttribute('href')).toBe(`https://${regions.turkey.hosts[0]}/trade/BTC-USDT`);
    expect(screen.getByRole('link', { name: 'Avrupa' }).getAttribute('href')).toBe('https://eu.meridian.example/trade/BTC-USDT');
    expect(localStorage.getItem(REGION_STORAGE_KEY)).toBeNull();
  });

  it('closes when the pointer goes elsewhere', async () => {
    await renderScreen(
      <>
        <RegionPicker mode="stored" />
        <p>elsewhere</p>
      </>,
      { path: '/markets' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Region: Global' }));
    expect(screen.getByRole('list')).toBeTruthy();
    await userEvent.click(screen.getByText('elsewhere'));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("marks the region of the visitor's country when it is another one", async () => {
    mockServer.use(getGetUserCountryMockHandler({ countryCode: 'TR' }));
    await renderScreen(<RegionPicker mode="stored" />, { path: '/markets' });
    await userEvent.click(await screen.findByRole('button', { name: 'Region: Global' }));
    const list = screen.getByRole('list', { name: 'Choose a region' });
    await screen.findByText('Türkiye · where you are');
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Global',
      'Türkiye · where you are',
      ...EN_NAMES.slice(2),
    ]);
  });
});
