/**
 * Support requests against the demo ledger (mocks/ledger/support): a request opened on /support lands on its page,
 * where the demo desk's answer comes ANSWER_DELAY_MS later on the ledger's clock (the page reads it again while it
 * waits); a reply is answered too; a closed request takes no more replies. The seeded closed request is listed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockHandlers } from '../../../mocks/handlers';
import { ANSWER_DELAY_MS } from '../../../mocks/ledger/support/support-desk';
import { mockExchange, mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { currentRouter, renderScreen } from '../../testing/render';
import SupportPage, { SupportScreen } from './support-page';

beforeEach(() => {
  mockExchange.login();
  mockServer.use(...mockHandlers(mockExchange));
});

const page = (path: string) => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>
    <SupportPage />
  </RouteEntryContext.Provider>
);

describe('support requests', () => {
  it(
    'lists the requests; a new one goes to its page, is answered on the ledger clock, takes a reply and closes',
    { timeout: 60_000 },
    async () => {
      await renderScreen(page('/support'), { path: '/support' });
      const list = await screen.findByTestId('support-tickets');
      expect(within(list).getByRole('link', { name: 'How do I change my nickname?' }).getAttribute('href')).toBe('/support/730001');
      expect(within(list).getAllByTestId('ticket-status')[0]!.textContent).toBe('Closed');

      const form = screen.getByTestId('support-new-ticket');
      await userEvent.type(within(form).getByLabelText('Subject'), 'My EUR card deposit is missing');
      await userEvent.selectOptions(within(form).getByLabelText('Topic'), 'Deposit');
      await userEvent.type(within(form).getByLabelText('Message'), 'I paid 250 EUR by card an hour ago.');
      await userEvent.click(within(form).getByTestId('support-new-ticket-submit'));
      await waitFor(() => expect(currentRouter().state.location.pathname).toMatch(/^\/support\/\d+$/));
      const id = currentRouter().state.location.pathname.split('/')[2]!;

      // The request's own page, as the route renders it.
      await renderScreen(<SupportScreen ticket={id} />);
      const ticket = await screen.findByTestId('support-ticket');
      expect(within(ticket).getByRole('heading').textContent).toBe('My EUR card deposit is missing');
      expect(within(ticket).getByTestId('ticket-status').textContent).toBe('Waiting for support');
      expect(within(ticket).getByTestId('support-waiting')).toBeTruthy();
      mockExchange.ledger.fastForward(ANSWER_DELAY_MS);
      await waitFor(() => expect(within(ticket).getByTestId('ticket-status').textContent).toBe('Answered'), { timeout: 15_000 });
      const messages = within(ticket).getByTestId('support-messages');
      expect([...messages.children].map((m) => m.getAttribute('data-author'))).toEqual(['user', 'support']);
      expect(messages.textContent).toContain('Meridian Support');
      expect(messages.textContent).toContain('transaction ID or the payment reference');

      const reply = within(ticket).getByTestId('support-reply');
      await userEvent.type(within(reply).getByLabelText('Your reply'), 'The reference is FD-1001.');
      await userEvent.click(within(reply).getByTestId('support-reply-submit'));
      await waitFor(() => expect([...messages.children].map((m) => m.getAttribute('data-author'))).toEqual(['user', 'support', 'user']));
      expect((within(reply).getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe('');
      expect(within(ticket).getByTestId('ticket-status').textContent).toBe('Waiting for support');

      await userEvent.click(within(ticket).getByTestId('support-close'));
      expect(await within(ticket).findByTestId('support-closed')).toBeTruthy();
      expect(within(ticket).queryByTestId('support-reply')).toBeNull();
      expect(within(ticket).getByTestId('ticket-status').textContent).toBe('Closed');
    },
  );

  it('says so for a number that is not a request of the user, and for one that is no number', async () => {
    await renderScreen(<SupportScreen ticket="999999" />);
    expect((await screen.findByTestId('support-ticket-missing')).textContent).toContain('No request of yours has this number.');
    await renderScreen(<SupportScreen ticket="abc" />);
    expect(screen.getAllByTestId('support-ticket-missing').at(-1)!.textContent).toBe('This request number is not valid.');
  });
});
