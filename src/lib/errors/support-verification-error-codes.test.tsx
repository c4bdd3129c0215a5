/**
 * Issue 25 (support requests and identity checks): every failure code of 2303 and 2308 ("tickets") and of 4400-4405
 * ("KYC/KYB tokens") shows its message (src/testing/failure-codes.tsx: each is reported by a contract call), and on
 * the real screens a failed call says its code's message in place: the requests that could not load, a request that
 * could not be sent (what was typed kept), a reply and a close; the checks' state (1508), a start (1507, 1509), a
 * token for an open attempt (4400, 4402), a renewal the provider's SDK asked for (4401, 4403), Diia's sharing request
 * (4404) and the liveness token (4405).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SupportTicketDetail } from '../../../generated/api/model/supportTicketDetail.zod';
import type { VerificationStatusResponse } from '../../../generated/api/model/verificationStatusResponse.zod';
import { getGetSettingsMockHandler, getGetSettingsResponseMock } from '../../../generated/api/session/session.msw';
import { getStartVerificationMockHandler } from '../../../generated/api/settings/settings.msw';
import { getGetSupportTicketMockHandler, getListSupportTicketsMockHandler } from '../../../generated/api/support/support.msw';
import {
  getGetVerificationStatusMockHandler,
  getStartBusinessVerificationMockHandler,
} from '../../../generated/api/verification/verification.msw';
import { mockServer } from '../../../mocks/node';
import SupportPage, { SupportScreen } from '../../features/support/support-page';
import VerificationPage from '../../features/verification/verification-page';
import { describeFailureCodes, enMessage, spyOnErrorToasts, toastTitle } from '../../testing/failure-codes';
import { renderScreen } from '../../testing/render';
import { RouteEntryContext } from '../routing/route-entry-context';
import { ROUTES } from '../routing/route-table';
import { session } from '../session/session-store';
import type { VerificationSdk } from '../verification/verification-sdk';

describeFailureCodes(
  'the support request and KYC/KYB token failure codes (2303, 2308, 4400-4405)',
  [
    [2303, 2303],
    [2308, 2308],
    [4400, 4405],
  ],
  mockServer,
  { everyCodeCalled: true },
);

const inRoute = (path: string, ui: ReactNode) => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>{ui}</RouteEntryContext.Provider>
);
const verificationPage = (path: string) => inRoute(path, <VerificationPage />);
/** The message a screen writes for a failed call: the catalogue's, without its full stop, and the code. */
const said = (code: number) => toastTitle(enMessage(code)!, code);
const failing = (method: 'get' | 'post', path: string, code: number) =>
  http[method](`*${path}`, () => HttpResponse.json({ code, message: 'The server failed.' }, { status: 500 }));
const errorsText = () =>
  screen
    .queryAllByTestId('query-error')
    .concat(screen.queryAllByRole('alert'))
    .map((e) => e.textContent)
    .join(' ');

const TICKET: SupportTicketDetail = {
  id: 730015,
  subject: 'My EUR card deposit is missing',
  category: 'deposit',
  status: 'answered',
  createdAt: 1795082403,
  updatedAt: 1795082463,
  messageCount: 2,
  lastAuthor: 'support',
  messages: [
    { id: 1, author: 'user', body: 'I paid 250 EUR by card.', createdAt: 1795082403 },
    { id: 2, author: 'support', agent: 'Deniz from Meridian Support', body: 'Please send the reference.', createdAt: 1795082463 },
  ],
};

/** A signed-in user not yet verified, Diia offered (the tests of its codes need it). */
const settingsHandler = () => {
  const settings = getGetSettingsResponseMock();
  return getGetSettingsMockHandler({
    ...settings,
    data: {
      ...settings.data,
      user: { ...settings.data.user, paymentKycStatus: 'required', kybStatus: 'none', timeUntilBlock: null },
      permissions: { ...settings.data.permissions, diia: { enabled: true, hide: false } },
    },
  });
};
const NOW = Math.floor(Date.now() / 1000);
const checks = (patch: Partial<VerificationStatusResponse['data']> = {}): VerificationStatusResponse => ({
  data: { kyc: { status: 'required', flow: 'regular', attempts: 0 }, kyb: { status: 'none', attempts: 0 }, ...patch },
});
const openAttempt = { id: 52004, method: 'provider' as const, provider: 'sumsub', startedAt: NOW };
const TOKEN = { provider: 'sumsub', accessToken: 'act-kyc-0123456789abcdef0123456789abcdef', expiresAt: NOW - 1, attemptId: 52004 };

/** A provider's SDK that finds its token expired at once and asks for a new one. */
const expiringSdk: VerificationSdk = {
  launch(host, sessionOf) {
    const note = document.createElement('p');
    note.textContent = 'SDK drawn';
    host.append(note);
    void sessionOf.refreshToken().catch(() => undefined);
    return () => note.remove();
  },
};

describe('the screens say a failed call with its code', () => {
  spyOnErrorToasts(mockServer);
  beforeEach(() => session.markLoggedIn({ permissions: {} }));
  afterEach(() => {
    session.clear();
    delete window.VerificationSdk;
  });

  it('2303: the requests that could not load, and a request that could not load, say so in place', async () => {
    mockServer.use(failing('get', '/v2/support/tickets', 2303));
    await renderScreen(inRoute('/support', <SupportPage />));
    await waitFor(() => expect(errorsText()).toContain(said(2303)));
    mockServer.use(failing('get', '/v2/support/tickets/730015', 2303));
    await renderScreen(<SupportScreen ticket="730015" />);
    await waitFor(() => expect(screen.getAllByTestId('query-error').at(-1)!.textContent).toContain(said(2303)));
  });

  it('2308: a request, a reply and a close the server could not take say so, what was typed kept', async () => {
    mockServer.use(
      getListSupportTicketsMockHandler({ data: [], pagination: { limit: 100, offset: 0, total: 0 } }),
      failing('post', '/v2/support/tickets', 2308),
    );
    await renderScreen(inRoute('/support', <SupportPage />));
    const form = await screen.findByTestId('support-new-ticket');
    await userEvent.type(within(form).getByLabelText('Subject'), 'Where is my deposit?');
    await userEvent.type(within(form).getByLabelText('Message'), 'It has been an hour.');
    await userEvent.click(within(form).getByTestId('support-new-ticket-submit'));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(said(2308)));
    expect((within(form).getByLabelText('Subject') as HTMLInputElement).value).toBe('Where is my deposit?');
    expect((within(form).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('It has been an hour.');

    mockServer.use(
      getGetSupportTicketMockHandler({ data: TICKET }),
      failing('post', '/v2/support/tickets/730015/replies', 2308),
      failing('post', '/v2/support/tickets/730015/close', 2308),
    );
    await renderScreen(<SupportScreen ticket="730015" />);
    const reply = await screen.findByTestId('support-reply');
    await userEvent.type(within(reply).getByLabelText('Your reply'), 'The reference is FD-1001.');
    await userEvent.click(within(reply).getByTestId('support-reply-submit'));
    await waitFor(() => expect(within(reply).getByRole('alert').textContent).toBe(said(2308)));
    expect((within(reply).getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe('The reference is FD-1001.');
    await userEvent.click(screen.getByTestId('support-close'));
    await waitFor(() => expect(screen.getByTestId('query-error').textContent).toContain(said(2308)));
  });

  it('1508 and 1507: the checks that could not load, and a start the server refused', async () => {
    mockServer.use(settingsHandler(), failing('get', '/v2/verification/status', 1508));
    await renderScreen(verificationPage('/verification'));
    await waitFor(() => expect(errorsText()).toContain(said(1508)));
    mockServer.use(getGetVerificationStatusMockHandler(checks()), failing('post', '/v2/verification', 1507));
    await renderScreen(verificationPage('/verification/provider'));
    await userEvent.click(await screen.findByTestId('verification-start'));
    await waitFor(() => expect(errorsText()).toContain(said(1507)));
  });

  it('4400: the token for an open attempt that could not be had', async () => {
    mockServer.use(
      settingsHandler(),
      getGetVerificationStatusMockHandler(checks({ kyc: { status: 'required', flow: 'regular', attempts: 1, attempt: openAttempt } })),
      failing('get', '/v2/verification/token', 4400),
    );
    await renderScreen(verificationPage('/verification/provider'));
    await userEvent.click(await screen.findByTestId('verification-resume'));
    await waitFor(() => expect(errorsText()).toContain(said(4400)));
  });

  it('4401: a renewal the provider SDK asked for that failed is said under it', async () => {
    window.VerificationSdk = expiringSdk;
    const { attemptId: _attempt, ...started } = TOKEN;
    mockServer.use(
      settingsHandler(),
      getGetVerificationStatusMockHandler(checks()),
      getStartVerificationMockHandler({ data: started }),
      failing('post', '/v2/verification/token/refresh', 4401),
    );
    await renderScreen(verificationPage('/verification/provider'));
    await userEvent.click(await screen.findByTestId('verification-start'));
    expect(await screen.findByText('SDK drawn')).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByTestId('verification-sdk')).getByTestId('query-error').textContent).toContain(said(4401)),
    );
  });

  it('4402, 4403 and 1509: the business check: a token for the open attempt, a renewal, a start', async () => {
    mockServer.use(
      settingsHandler(),
      getGetVerificationStatusMockHandler(checks({ kyb: { status: 'none', attempts: 1, attempt: openAttempt } })),
      failing('get', '/v2/verification-business/token', 4402),
    );
    await renderScreen(verificationPage('/verification-business'));
    await userEvent.click(await screen.findByTestId('kyb-resume'));
    await waitFor(() => expect(errorsText()).toContain(said(4402)));

    window.VerificationSdk = expiringSdk;
    mockServer.use(
      getGetVerificationStatusMockHandler(checks()),
      getStartBusinessVerificationMockHandler({ data: { ...TOKEN, accessToken: 'act-kyb-0123456789abcdef0123456789abcdef' } }),
      failing('post', '/v2/verification-business/token/refresh', 4403),
    );
    await renderScreen(verificationPage('/verification-business'));
    const form = (await screen.findAllByTestId('kyb-form')).at(-1)!;
    await userEvent.type(within(form).getByLabelText('Registered name of the company'), 'Meridian Trading Ltd');
    await userEvent.type(within(form).getByLabelText('Company register number'), '12345678');
    await userEvent.type(within(form).getByLabelText('Country of registration'), 'GB');
    await userEvent.click(within(form).getByTestId('kyb-submit'));
    await waitFor(() =>
      expect(within(screen.getByTestId('verification-sdk')).getByTestId('query-error').textContent).toContain(said(4403)),
    );

    mockServer.use(getGetVerificationStatusMockHandler(checks()), failing('post', '/v2/verification-business', 1509));
    await renderScreen(verificationPage('/verification-business'));
    const again = (await screen.findAllByTestId('kyb-form')).at(-1)!;
    await userEvent.type(within(again).getByLabelText('Registered name of the company'), 'Meridian Trading Ltd');
    await userEvent.type(within(again).getByLabelText('Company register number'), '12345678');
    await userEvent.type(within(again).getByLabelText('Country of registration'), 'GB');
    await userEvent.click(within(again).getByTestId('kyb-submit'));
    await waitFor(() => expect(within(again).getByRole('alert').textContent).toBe(said(1509)));
    expect((within(again).getByLabelText('Registered name of the company') as HTMLInputElement).value).toBe('Meridian Trading Ltd');
  });

  it("4404 and 4405: Diia's sharing request and the liveness token that could not be had", async () => {
    const { attemptId: _attempt, ...started } = TOKEN;
    mockServer.use(
      settingsHandler(),
      getGetVerificationStatusMockHandler(checks()),
      getStartVerificationMockHandler({ data: { ...started, provider: 'diia' } }),
      failing('get', '/v2/verification/diia/token', 4404),
      failing('get', '/v2/verification/liveness/token', 4405),
    );
    await renderScreen(verificationPage('/verification/provider/diia'));
    await userEvent.click(within(await screen.findByTestId('diia-flow')).getByRole('button', { name: 'Start verification' }));
    await waitFor(() => expect(errorsText()).toContain(said(4404)));
    await renderScreen(verificationPage('/verification/provider/diia/liveness'));
    await waitFor(() => expect(errorsText()).toContain(said(4405)));
  });
});
