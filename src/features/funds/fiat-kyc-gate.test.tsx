/**
 * Fiat deposits wait for the verified identity (spec section 4: payments are restricted while KYC is required or
 * submitted): the deposit form is a notice with the way to the verification, and it opens as soon as the web socket's
 * kycRestrictionEvent says verified, without a reload (the app's listener, src/lib/balances/live-balances.tsx).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SettingsResponse } from '../../../generated/api/model/settingsResponse.zod';
import {
  getListDepositFeesMockHandler,
  getListDepositLimitsMockHandler,
  getListDepositProvidersMockHandler,
} from '../../../generated/api/profile/profile.msw';
import { getGetSettingsMockHandler, getGetSettingsResponseMock } from '../../../generated/api/session/session.msw';
import { mockServer } from '../../../mocks/node';
import { LiveBalances } from '../../lib/balances/live-balances';
import { session } from '../../lib/session/session-store';
import { configureSocket } from '../../lib/socket/configure-socket';
import { tradeSocket } from '../../lib/socket/socket-client';
import { renderScreen } from '../../testing/render';
import { serverConfigHandler } from '../../testing/server-config';
import { createKit } from '../../testing/socket-test-kit';
import { FiatProviders } from './fiat-providers';
import { fiatCurrency, SEPA } from './withdraw-test-kit';

afterEach(() => {
  tradeSocket().stop();
  session.clear();
});

describe('the fiat deposit until the identity is verified', () => {
  it('is a notice with the way to the verification; the kycRestrictionEvent opens the form', async () => {
    let status: SettingsResponse['data']['user']['paymentKycStatus'] = 'required';
    const settings = getGetSettingsResponseMock();
    mockServer.use(
      serverConfigHandler(),
      // The server's answer follows the review (read again after the event).
      getGetSettingsMockHandler(() => ({
        ...settings,
        data: { ...settings.data, user: { ...settings.data.user, paymentKycStatus: status } },
      })),
      getListDepositProvidersMockHandler({ data: [SEPA] }),
      getListDepositFeesMockHandler({ data: [{ ticker: 'EUR', provider: 'SEPA', fixed: '0', percent: '0' }] }),
      getListDepositLimitsMockHandler({ data: [{ ticker: 'EUR', provider: 'SEPA', min: '10', max: '10000' }] }),
    );
    session.markLoggedIn({ permissions: {} });
    const kit = createKit();
    configureSocket(kit.env);
    await renderScreen(
      <>
        <FiatProviders currency={fiatCurrency('EUR', 'Euro', [SEPA])} />
        <LiveBalances />
      </>,
    );
    const gate = await screen.findByTestId('fiat-deposit-kyc');
    expect(gate.textContent).toContain('Verify your identity to pay in EUR');
    expect(screen.getByRole('link', { name: 'Verify my identity' }).getAttribute('href')).toBe('/verification');
    expect(screen.queryByTestId('fiat-deposit-form')).toBeNull();

    await waitFor(() => expect(kit.sockets).toHaveLength(1));
    act(() => kit.socket.open());
    status = 'submitted';
    act(() => kit.socket.push({ event: 'kycRestrictionEvent', data: { paymentKycStatus: 'submitted' } }));
    await waitFor(() => expect(screen.getByTestId('fiat-deposit-kyc').getAttribute('data-status')).toBe('submitted'));
    expect(screen.getByRole('link', { name: 'See the review' }).getAttribute('href')).toBe('/verification/provider/checking');

    status = 'verified';
    act(() => kit.socket.push({ event: 'kycRestrictionEvent', data: { paymentKycStatus: 'verified' } }));
    expect(await screen.findByTestId('fiat-deposit-form')).toBeTruthy();
    expect(screen.queryByTestId('fiat-deposit-kyc')).toBeNull();
  });
});
