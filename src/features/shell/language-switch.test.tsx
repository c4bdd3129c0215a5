/**
 * The language switch (issue 15): it moves inside the app, to the same page under the other prefix (none for
 * the region's default language) with its search and hash, never through a document load, and remembers the
 * choice, the default language included, so the start-up redirect does not bring back the one chosen before.
 */
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { regions } from '../../../regions/regions';
import { deleteCookie } from '../../lib/cookies/cookies';
import { LOCALE_COOKIE, rememberedLocale } from '../../lib/i18n/locale-cookie';
import { setCurrentRegion } from '../../lib/region/current-region';
import { session } from '../../lib/session/session-store';
import { mockServer } from '../../../mocks/node';
import { currentRouter, renderScreen } from '../../testing/render';
import { LanguageSwitch } from './language-switch';

function spyOnDocumentLoads() {
  return [
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined),
    vi.spyOn(window.location, 'replace').mockImplementation(() => undefined),
    vi.spyOn(window.location, 'reload').mockImplementation(() => undefined),
  ];
}

function where() {
  const { pathname, searchStr, hash } = currentRouter().state.location;
  return `${pathname}${searchStr}${hash ? `#${hash}` : ''}`;
}

beforeEach(() => deleteCookie(LOCALE_COOKIE));
afterEach(() => {
  setCurrentRegion(regions.global);
  vi.restoreAllMocks();
});

describe('the language switch', () => {
  it('offers the region’s languages under a translated label, the current one chosen', async () => {
    await renderScreen(<LanguageSwitch />, { path: '/tr/markets', locale: 'tr' });
    const select = screen.getByRole('combobox', { name: 'Dil' });
    expect(select).toHaveProperty('value', 'tr');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Türkçe']);
  });

  it('goes from Turkish back to English without a prefix, keeping search and hash, with no document load', async () => {
    const loads = spyOnDocumentLoads();
    const pushes = vi.spyOn(window.history, 'pushState');
    await renderScreen(<LanguageSwitch />, { path: '/tr/trade/BTC-USDT?type=margin#book', locale: 'tr' });
    await userEvent.selectOptions(screen.getByRole('combobox'), 'en');
    await waitFor(() => expect(where()).toBe('/trade/BTC-USDT?type=margin#book'));
    expect(pushes).toHaveBeenCalled();
    for (const load of loads) expect(load).not.toHaveBeenCalled();
    // The region's default is remembered too: a later visit without prefix stays in English.
    expect(rememberedLocale()).toBe('en');
  });

  it('goes from English to Turkish under the /tr prefix and remembers it', async () => {
    const loads = spyOnDocumentLoads();
    await renderScreen(<LanguageSwitch />, { path: '/en/markets', locale: 'en' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'tr');
    await waitFor(() => expect(where()).toBe('/tr/markets'));
    for (const load of loads) expect(load).not.toHaveBeenCalled();
    expect(rememberedLocale()).toBe('tr');
  });

  it("saves a logged-in user's choice on the server, and a guest's nowhere but the browser", async () => {
    const saved: string[] = [];
    mockServer.use(
      http.post('*/v2/lang/:lang', ({ params }) => {
        saved.push(String(params.lang));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderScreen(<LanguageSwitch />, { path: '/en/markets', locale: 'en' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'tr');
    await waitFor(() => expect(where()).toBe('/tr/markets'));
    expect(saved).toEqual([]);
    session.markLoggedIn({ permissions: {} });
    try {
      await renderScreen(<LanguageSwitch />, { path: '/en/markets', locale: 'en' });
      await userEvent.selectOptions(screen.getAllByRole('combobox', { name: 'Language' }).at(-1)!, 'tr');
      await waitFor(() => expect(saved).toEqual(['tr']));
    } finally {
      session.clear();
    }
  });

  it('from the home page, the prefix alone', async () => {
    await renderScreen(<LanguageSwitch />, { path: '/', locale: 'en' });
    await userEvent.selectOptions(screen.getByRole('combobox'), 'tr');
    await waitFor(() => expect(where()).toBe('/tr'));
  });

  it('in Türkiye, English has the prefix and Turkish, the default, has none', async () => {
    setCurrentRegion(regions.turkey);
    await renderScreen(<LanguageSwitch />, { path: '/markets', locale: 'tr' });
    await userEvent.selectOptions(screen.getByRole('combobox'), 'en');
    await waitFor(() => expect(where()).toBe('/en/markets'));
    await userEvent.selectOptions(screen.getByRole('combobox'), 'tr');
    await waitFor(() => expect(where()).toBe('/markets'));
    expect(rememberedLocale()).toBe('tr');
  });

  it('is not shown in a region with one language', async () => {
    setCurrentRegion(regions.europe);
    await renderScreen(<LanguageSwitch />, { path: '/markets' });
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
