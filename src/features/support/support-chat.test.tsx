/**
 * The chat with support against the demo ledger, the help desk's widget played by the demo's stand-in
 * (mocks/demo-support-chat.ts): a signed-in user's chat opens knowing the user from the widget token; with no widget
 * the page says so. (Loading by itself on a later visit: src/features/shell/support-launcher.test.tsx.)
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installDemoSupportChat } from '../../../mocks/demo-support-chat';
import { mockHandlers } from '../../../mocks/handlers';
import { mockExchange, mockServer } from '../../../mocks/node';
import { renderScreen } from '../../testing/render';
import { resetSupportWidget } from '../../lib/support/support-chat';
import { SupportChat } from './support-chat';

beforeEach(() => {
  localStorage.clear();
  mockExchange.login();
  mockServer.use(...mockHandlers(mockExchange));
  installDemoSupportChat();
});
afterEach(() => {
  resetSupportWidget();
  delete (globalThis as { zE?: unknown }).zE;
  document.body.querySelectorAll('[data-testid^="demo-support"]').forEach((node) => node.remove());
});

describe('support chat', () => {
  it('opens the chat signed in as the user, and answers a message', async () => {
    await renderScreen(<SupportChat />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start a chat' }));
    const chat = await screen.findByRole('dialog', { name: 'Support chat' });
    await waitFor(() => expect(chat.textContent).toContain('Signed in as user 100200'));
    await userEvent.type(within(chat).getByLabelText('Message'), 'Where is my deposit?{Enter}');
    expect(await within(chat).findByText(/Support: Thanks, we have your message/)).toBeTruthy();
    expect(within(chat).getByText('You: Where is my deposit?')).toBeTruthy();
    expect(localStorage.getItem('support-chat:opened')).toBe('1');
  });

  it('says so when no chat widget can be loaded', async () => {
    delete (globalThis as { zE?: unknown }).zE;
    await renderScreen(<SupportChat />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start a chat' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The chat is not available right now. Write to support instead.');
  });
});
