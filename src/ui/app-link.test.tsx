/**
 * AppLink and PageLink: an app path gets the current locale prefix, keeps its query and fragment, and a click
 * moves the router (the same document); a target that leaves the app stays a plain anchor.
 */
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentRouter, renderScreen } from '../testing/render';
import { AppLink, PageLink } from './app-link';

function Links() {
  return (
    <nav>
      <AppLink to="/trade/BTC-USDT?type=margin#book">trade</AppLink>
      <AppLink to="/">home</AppLink>
      <AppLink to="/markets">markets</AppLink>
      <PageLink href="/tr/fees">fees</PageLink>
      <PageLink href="https://help.example.com/a">help</PageLink>
      <PageLink href="//evil.example/x">protocol-relative</PageLink>
      <PageLink href={'/\\evil.example/x'}>backslash</PageLink>
      <PageLink href="mailto:support@example.com">mail</PageLink>
    </nav>
  );
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

/** Targets that leave the app are plain anchors, whatever the page's language: never routed, never prefixed. */
const LEAVING = {
  help: 'https://help.example.com/a',
  'protocol-relative': '//evil.example/x',
  backslash: '/\\evil.example/x',
  mail: 'mailto:support@example.com',
};

describe('AppLink and PageLink', () => {
  it.each([
    { path: '/markets', locale: 'en', expected: { trade: '/trade/BTC-USDT?type=margin#book', home: '/', fees: '/fees', ...LEAVING } },
    {
      path: '/tr/markets',
      locale: 'tr',
      expected: { trade: '/tr/trade/BTC-USDT?type=margin#book', home: '/tr', fees: '/tr/fees', ...LEAVING },
    },
  ])('at $path, in-app paths keep the locale prefix and the rest stays as it is', async ({ path, locale, expected }) => {
    await renderScreen(<Links />, { path, locale });
    for (const [name, href] of Object.entries(expected)) expect(hrefOf(name), name).toBe(href);
  });

  it('moves the router on a click, in the same document, and follows the prefix as the app moves', async () => {
    await renderScreen(<Links />, { path: '/tr/markets', locale: 'tr' });
    const marker = Symbol('same document');
    (window as unknown as Record<symbol, boolean>)[marker] = true;
    await userEvent.click(screen.getByRole('link', { name: 'trade' }));
    await waitFor(() => expect(currentRouter().state.location.pathname).toBe('/tr/trade/BTC-USDT'));
    expect(currentRouter().state.location.search).toEqual({ type: 'margin' });
    expect(currentRouter().state.location.hash).toBe('book');
    expect(location.pathname).toBe('/tr/trade/BTC-USDT');
    expect((window as unknown as Record<symbol, boolean>)[marker]).toBe(true);
    // Out of the Turkish prefix: every link re-renders without it.
    await currentRouter().navigate({ href: '/assets' });
    await waitFor(() => expect(hrefOf('markets')).toBe('/markets'));
  });
});
