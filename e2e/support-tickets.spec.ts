/**
 * Support requests in Chromium against the demo (issue 25): a signed-in user opens a request on /support, lands on
 * its page, and the demo desk's answer comes 20 s later on the ledger's clock (fast-forwarded here) while the page is
 * open; a reply is answered too; the closed request takes no more replies and the list says so. The ledger keeps all
 * of it (its saved document).
 */
import { expect, test } from '@playwright/test';
import { fastForward, saved } from './support/ledger';
import { useLoginState } from './support/session';

/** The demo desk answers ANSWER_DELAY_MS (20 s) after a message (mocks/ledger/support/support-desk.ts). */
const ANSWER_DELAY_MS = 20_000;

test('a request opened on /support is answered by the demo desk, takes a reply and is closed', async ({ page, context, baseURL }) => {
  test.setTimeout(150_000);
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/support');
  const list = page.getByTestId('support-tickets');
  await expect(list.getByRole('link', { name: 'How do I change my nickname?' })).toBeVisible({ timeout: 60_000 });

  const form = page.getByTestId('support-new-ticket');
  await form.getByLabel('Subject').fill('My EUR card deposit is missing');
  await form.getByLabel('Topic').selectOption({ label: 'Deposit' });
  await form.getByLabel('Message').fill('I paid 250 EUR by card an hour ago and my balance has not changed.');
  await form.getByTestId('support-new-ticket-submit').click();
  await expect(page).toHaveURL(/\/support\/\d+$/);
  const id = page.url().split('/').at(-1)!;

  const ticket = page.getByTestId('support-ticket');
  await expect(ticket.getByRole('heading', { name: 'My EUR card deposit is missing' })).toBeVisible();
  await expect(ticket.getByTestId('ticket-status')).toHaveText('Waiting for support');
  await expect(ticket.getByTestId('support-waiting')).toBeVisible();
  await fastForward(page, ANSWER_DELAY_MS);
  // The open page reads the request again while it waits: the answer arrives without a reload.
  await expect(ticket.getByTestId('ticket-status')).toHaveText('Answered', { timeout: 30_000 });
  const messages = ticket.getByTestId('support-messages').getByRole('listitem');
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(1)).toContainText('Meridian Support');
  await expect(messages.nth(1)).toContainText('please send us the transaction ID or the payment reference');

  const reply = ticket.getByTestId('support-reply');
  await reply.getByLabel('Your reply').fill('The payment reference is FD-1001.');
  await reply.getByTestId('support-reply-submit').click();
  await expect(messages).toHaveCount(3);
  await expect(reply.getByLabel('Your reply')).toHaveValue('');
  await fastForward(page, ANSWER_DELAY_MS);
  await expect(messages).toHaveCount(4, { timeout: 30_000 });
  await expect(messages.nth(3)).toContainText('Thanks for the update');

  await ticket.getByTestId('support-close').click();
  await expect(ticket.getByTestId('support-closed')).toContainText('This request is closed.');
  await expect(ticket.getByTestId('support-reply')).toHaveCount(0);
  await saved(page, '"status":"closed","createdAt"');

  // The list, after a reload: the request closed, with its four messages kept.
  await page.getByRole('link', { name: 'All your requests' }).click();
  const row = page.getByTestId('support-ticket-row').filter({ has: page.getByRole('link', { name: 'My EUR card deposit is missing' }) });
  await expect(row.getByTestId('ticket-status')).toHaveText('Closed');
  await page.reload();
  await expect(page.getByRole('link', { name: 'My EUR card deposit is missing' })).toHaveAttribute('href', `/support/${id}`, {
    timeout: 60_000,
  });
  await page.goto(`/support/${id}`);
  await expect(page.getByTestId('support-messages').getByRole('listitem')).toHaveCount(4, { timeout: 60_000 });
});
