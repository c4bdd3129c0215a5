/**
 * The KYC flow against the demo ledger (mocks/ledger/verification) and the demo's stand-in for the provider's SDK
 * (mocks/demo-verification-sdk.ts), for a newly registered user: start, the provider's steps, submitted, the review on
 * the ledger's clock, verified; a rejected review says why and another attempt passes. The business check likewise.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installDemoVerificationSdk } from '../../../mocks/demo-verification-sdk';
import { mockHandlers } from '../../../mocks/handlers';
import { createUser, startSession } from '../../../mocks/ledger/auth/state';
import { createMockLedger } from '../../../mocks/ledger-controls';
import { REVIEW_MS } from '../../../mocks/ledger/verification/identity-checks';
import { mockExchange, mockServer } from '../../../mocks/node';
import { session } from '../../lib/session/session-store';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { currentRouter, renderScreen } from '../../testing/render';
import VerificationPage from './verification-page';

const ledger = mockExchange.ledger;

beforeAll(() => {
  window.__mockLedger = createMockLedger(ledger, mockExchange);
  installDemoVerificationSdk();
});
afterAll(() => {
  delete window.__mockLedger;
  delete window.VerificationSdk;
});
beforeEach(() => {
  mockExchange.login();
  session.markLoggedIn({ permissions: {} });
  mockServer.use(...mockHandlers(mockExchange));
});

function newUser(email: string) {
  const user = createUser(ledger, { email, consents: [] });
  startSession(ledger, user.userId, 'password');
}

/** One page at a time, as the app shows them. */
const page = (path: string) => {
  cleanup();
  return renderScreen(
    <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>
      <VerificationPage />
    </RouteEntryContext.Provider>,
    { path },
  );
};

/** The demo provider's steps: the document, the selfie, then the review's outcome and submit. */
async function passProviderSteps(outcome: 'Approve the documents' | 'Reject the documents') {
  const sdk = await screen.findByTestId('demo-verification-sdk');
  await userEvent.type(within(sdk).getByLabelText('Document number'), 'P1234567');
  await userEvent.click(within(sdk).getByRole('button', { name: 'Continue' }));
  await userEvent.click(within(sdk).getByRole('button', { name: 'Take the selfie' }));
  await userEvent.click(within(sdk).getByRole('button', { name: 'Continue' }));
  await userEvent.click(within(sdk).getByLabelText(outcome));
  await userEvent.click(within(sdk).getByRole('button', { name: 'Submit documents' }));
  await waitFor(() => expect(currentRouter().state.location.pathname).toBe('/verification/provider/checking'));
}

describe('identity verification in the demo', () => {
  it('a new user passes: start, the provider steps, submitted, verified after the review', { timeout: 60_000 }, async () => {
    newUser('kyc-pass@meridian.example');
    await page('/verification');
    expect((await screen.findByTestId('kyc-status')).getAttribute('data-status')).toBe('required');
    expect(screen.getByText('Payments are restricted until your verification is complete.')).toBeTruthy();
    expect(screen.getByTestId('verification-flow-provider').getAttribute('href')).toBe('/verification/provider');

    await page('/verification/provider');
    await userEvent.click(await screen.findByTestId('verification-start'));
    await passProviderSteps('Approve the documents');

    await page('/verification/provider/checking');
    expect((await screen.findByTestId('kyc-status')).getAttribute('data-status')).toBe('submitted');
    expect(screen.getByTestId('verification-reviewing')).toBeTruthy();
    ledger.fastForward(REVIEW_MS);
    await waitFor(() => expect(screen.getByTestId('kyc-status').getAttribute('data-status')).toBe('verified'), { timeout: 15_000 });
    expect(screen.getByTestId('verification-verified').textContent).toContain('Card and bank payments are open now.');
  });

  it('a rejected review says why and lets the user try again, which passes', { timeout: 60_000 }, async () => {
    newUser('kyc-retry@meridian.example');
    await page('/verification/provider');
    await userEvent.click(await screen.findByTestId('verification-start'));
    await passProviderSteps('Reject the documents');
    ledger.fastForward(REVIEW_MS);

    await page('/verification/provider/checking');
    await waitFor(() => expect(screen.getByTestId('kyc-status').getAttribute('data-status')).toBe('rejected'));
    expect(screen.getByTestId('kyc-rejection').textContent).toContain('The photo of the document is blurred or cut off');
    expect(screen.getByTestId('verification-retry').getAttribute('href')).toBe('/verification');

    await page('/verification');
    expect(await screen.findByRole('heading', { name: 'Try again with clear documents' })).toBeTruthy();
    await page('/verification/provider');
    await userEvent.click(await screen.findByTestId('verification-start'));
    await passProviderSteps('Approve the documents');
    ledger.fastForward(REVIEW_MS);
    await page('/verification/provider/checking');
    await waitFor(() => expect(screen.getByTestId('kyc-status').getAttribute('data-status')).toBe('verified'));
  });

  it('an attempt left open is taken up again with a new token', async () => {
    newUser('kyc-resume@meridian.example');
    await page('/verification/provider');
    await userEvent.click(await screen.findByTestId('verification-start'));
    await screen.findByTestId('demo-verification-sdk');
    await page('/verification/provider');
    await userEvent.click(await screen.findByTestId('verification-resume'));
    await passProviderSteps('Approve the documents');
  });

  it('the business check: the company, its documents, pending, then verified', { timeout: 60_000 }, async () => {
    newUser('kyb@meridian.example');
    await page('/verification-business');
    const card = await screen.findByTestId('kyb-status');
    expect(card.getAttribute('data-status')).toBe('none');
    const form = within(card).getByTestId('kyb-form');
    await userEvent.type(within(form).getByLabelText('Registered name of the company'), 'Meridian Trading Ltd');
    await userEvent.type(within(form).getByLabelText('Company register number'), '12345678');
    await userEvent.type(within(form).getByLabelText('Country of registration'), 'gb');
    await userEvent.click(within(form).getByTestId('kyb-submit'));
    const sdk = await screen.findByTestId('demo-verification-sdk');
    await userEvent.click(within(sdk).getByLabelText('Certificate of incorporation uploaded'));
    await userEvent.click(within(sdk).getByLabelText('List of the owners and directors uploaded'));
    await userEvent.click(within(sdk).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(sdk).getByRole('button', { name: 'Submit documents' }));
    await waitFor(() => expect(screen.getByTestId('kyb-status').getAttribute('data-status')).toBe('pending'));
    expect(screen.getByTestId('kyb-company').textContent).toBe('Meridian Trading Ltd, no. 12345678, GB');
    ledger.fastForward(REVIEW_MS);
    await waitFor(() => expect(screen.getByTestId('kyb-status').getAttribute('data-status')).toBe('verified'), { timeout: 15_000 });
  });
});
