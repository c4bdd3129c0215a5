/**
 * The support chat button (spec section 2: hidden on trade, deposit and registration pages; section 9: after 5 s;
 * section 4: the widget loads on the first click, or by itself once opened before), against the demo's stand-in for
 * the help desk's widget (mocks/demo-support-chat.ts) and the demo ledger's widget token.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installDemoSupportChat } from '../../../mocks/demo-support-chat';
import { mockHandlers } from '../../../mocks/handlers';
import { mockExchange, mockServer } from '../../../mocks/node';
import { session } from '../../lib/session/session-store';
import { resetSupportWidget } from '../../lib/support/support-chat';
import { currentRouter, renderScreen } from '../../testing/render';
import { DeferredSupportLauncher, SUPPORT_BUTTON_DELAY_MS } from './deferred-support-launcher';
import SupportLauncher, { supportButtonHidden } from './support-launcher';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  mockExchange.login();
  session.markLoggedIn({ permissions: {} });
  mockServer.use(...mockHandlers(mockExchange));
  installDemoSupportChat();
});
afterEach(() => {
  resetSupportWidget();
  session.clear();
  delete (globalThis as { zE?: unknown }).zE;
  document.body.querySelectorAll('[data-testid^="demo-support"]').forEach((node) => node.remove());
});

const go = (to: string) => currentRouter().navigate({ href: to });
const button = () => screen.queryByRole('button', { name: 'Chat with support' });
const demoLauncher = () => document.querySelector<HTMLElement>('[data-testid="demo-support-launcher"]');

describe('the support chat button', () => {
  it('is hidden on trade, deposit and registration pages, and on deposit or withdrawal pages in the webview', () => {
    for (const path of [
      '/trade/BTC-USDT',
      '/tr/trade/ETH-USDT',
      '/deposit',
      '/deposit/confirmation/travel-rule',
      '/registration-page/welcome',
      '/auth/register',
    ])
      expect(supportButtonHidden(path, ''), path).toBe(true);
    for (const path of ['/', '/markets', '/withdraw', '/support', '/balance/spot', '/tr/convert'])
      expect(supportButtonHidden(path, ''), path).toBe(false);
    expect(supportButtonHidden('/withdraw', '?webview=true')).toBe(true);
    sessionStorage.clear();
    expect(supportButtonHidden('/markets', '?webview=true')).toBe(false);
  });

  it(`comes ${SUPPORT_BUTTON_DELAY_MS} ms after the app starts`, { timeout: 30_000 }, async () => {
    const started = Date.now();
    await renderScreen(<DeferredSupportLauncher />, { path: '/markets' });
    expect(button()).toBeNull();
    await screen.findByRole('button', { name: 'Chat with support' }, { timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SUPPORT_BUTTON_DELAY_MS);
  });

  it('hides and shows itself as the user moves in the app; its click opens the chat, whose launcher then follows the pages', async () => {
    await renderScreen(<SupportLauncher />, { path: '/markets' });
    expect(button()).toBeTruthy();
    await go('/trade/BTC-USDT');
    expect(button()).toBeNull();
    await go('/registration-page/welcome');
    expect(button()).toBeNull();
    await go('/support');
    await userEvent.click(button()!);
    const chat = await screen.findByRole('dialog', { name: 'Support chat' });
    await waitFor(() => expect(chat.textContent).toContain('Signed in as user 100200'));
    // The widget's own launcher stands in for the app's button.
    await waitFor(() => expect(button()).toBeNull());
    expect(demoLauncher()!.style.display).toBe('');
    await go('/deposit');
    expect(demoLauncher()!.style.display).toBe('none');
    expect(chat.style.display).toBe('none');
    await go('/withdraw');
    expect(demoLauncher()!.style.display).toBe('');
    expect(localStorage.getItem('support-chat:opened')).toBe('1');
  });

  it('once opened before, the chat loads by itself, closed, on the first page that offers it', async () => {
    localStorage.setItem('support-chat:opened', '1');
    await renderScreen(<SupportLauncher />, { path: '/trade/BTC-USDT' });
    // Not on a page that hides it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(demoLauncher()).toBeNull();
    await go('/markets');
    await waitFor(() => expect(demoLauncher()).toBeTruthy());
    expect(screen.queryByRole('dialog', { name: 'Support chat' })).toBeNull();
    expect(button()).toBeNull();
  });

  it("starts a guest's chat without the widget token, and says so when there is no widget", async () => {
    session.clear();
    await renderScreen(<SupportLauncher />, { path: '/markets' });
    await userEvent.click(button()!);
    const chat = await screen.findByRole('dialog', { name: 'Support chat' });
    expect(chat.textContent).toContain('Not signed in');
    cleanup();
    resetSupportWidget();
    delete (globalThis as { zE?: unknown }).zE;
    document.body.querySelectorAll('[data-testid^="demo-support"]').forEach((node) => node.remove());
    await renderScreen(<SupportLauncher />, { path: '/markets' });
    await userEvent.click(button()!);
    expect((await screen.findByRole('alert')).textContent).toBe('The chat is not available right now. Write to support instead.');
  });
});
