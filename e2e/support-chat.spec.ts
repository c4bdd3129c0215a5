/**
 * The chat with support in Chromium against the demo (issues 19 and 25): a signed-in user starts the chat on
 * /support; the help desk's widget (the demo build's stand-in, mocks/demo-support-chat.ts) knows the user from the
 * widget token (POST /v2/zendesk/jwt/generate) and answers a message; after a reload the widget loads by itself,
 * closed.
 */
import { expect, test } from '@playwright/test';
import { useLoginState } from './support/session';

test('a signed-in user chats with support; the chat loads by itself on the next visit', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await useLoginState(context, 'logged-in', baseURL);
  const token = page.waitForResponse((response) => response.url().endsWith('/v2/zendesk/jwt/generate') && response.ok());
  await page.goto('/support');
  await page.getByRole('button', { name: 'Start a chat' }).click({ timeout: 60_000 });
  await token;
  const chat = page.getByRole('dialog', { name: 'Support chat' });
  await expect(chat).toContainText('Signed in as user 100200');
  await chat.getByLabel('Message').fill('Where is my deposit?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText(/^Support: Thanks, we have your message/)).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('demo-support-launcher')).toBeVisible({ timeout: 60_000 });
  await expect(chat).toHaveCount(0);
  await page.getByTestId('demo-support-launcher').click();
  await expect(chat).toContainText('Signed in as user 100200');
});
