/**
 * Issue 24: every failure code of the card payment gateway (5100-5104) is reported by a contract call the catalogue
 * names under it and toasted with its message in en and tr (src/testing/failure-codes.tsx, `everyCodeCalled`); each is
 * also shown by the real screen whose call answers with it, in en and tr: the card limits (5104), the saved cards
 * (5102) and paying with one (5100) on the card payment page, the card charged on the result page (5101), deleting a
 * saved card in the settings (5103).
 */
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect } from 'vitest';
import { getGetCardPaymentLimitsMockHandler, getGetCardPaymentMockHandler } from '../../../generated/api/card-gateway/card-gateway.msw';
import type { FiatDeposit } from '../../../generated/api/model/fiatDeposit.zod';
import { getGetDepositStatusMockHandler } from '../../../generated/api/profile/profile.msw';
import { getListSavedCardsMockHandler } from '../../../generated/api/saved-cards/saved-cards.msw';
import { mockServer } from '../../../mocks/node';
import { inRoute } from '../../features/funds/withdraw-test-kit';
import { CardPaymentScreen, PaymentResultScreen } from '../../features/funds/payment-screens';
import { SavedCardsScreen } from '../../features/settings/saved-cards-screen';
import { session } from '../session/session-store';
import { describeFailureCodes, describeScreenFailures, type ScreenFailureCase } from '../../testing/failure-codes';
import { serverConfigHandler } from '../../testing/server-config';

beforeEach(() => session.markLoggedIn({ permissions: {} }));
afterEach(() => session.clear());

describeFailureCodes('the card gateway failure codes (5100-5104)', [[5100, 5104]], mockServer, { everyCodeCalled: true });

const PENDING: FiatDeposit = {
  transactionId: 'fd-1002',
  ticker: 'EUR',
  provider: 'Visa/Mastercard',
  amount: '150',
  fee: '3',
  status: 'pending',
  createdAt: 1795168800,
};
const CARD = {
  id: 7002,
  last4: '5100',
  brand: 'mastercard' as const,
  holder: 'DEMO TRADER',
  expiry: '08/28',
  label: null,
  provider: 'Visa/Mastercard',
  createdAt: 1794000000,
  lastUsedAt: null,
};
const handlers =
  (deposit: FiatDeposit = PENDING) =>
  () => [
    serverConfigHandler(),
    getGetDepositStatusMockHandler({ data: deposit }),
    getListSavedCardsMockHandler({ data: [CARD] }),
    getGetCardPaymentLimitsMockHandler({
      data: { ticker: 'EUR', minAmount: '10', maxAmount: '5000', dailyLimit: '10000', dailyUsed: '0' },
    }),
    getGetCardPaymentMockHandler({
      data: {
        transactionId: deposit.transactionId,
        status: 'authorised',
        amount: '150',
        ticker: 'EUR',
        card: { last4: '5100', brand: 'mastercard' },
        createdAt: 1795168800,
      },
    }),
  ];
const payPage = {
  screen: () => inRoute('/payment/visamaster-deposit', <CardPaymentScreen />),
  path: '/payment/visamaster-deposit?transactionId=fd-1002',
  handlers: handlers(),
};
const shown = async () => {
  await screen.findByTestId('payment-summary');
  return () => undefined;
};

const cases: ScreenFailureCase[] = [
  { code: 5104, call: ['GET', '/v2/card-gateway/limits'], ...payPage, drive: shown },
  { code: 5102, call: ['GET', '/v2/saved-cards'], ...payPage, drive: shown },
  {
    code: 5100,
    call: ['POST', '/v2/card-gateway/payments'],
    ...payPage,
    drive: async () => {
      await userEvent.click(await screen.findByTestId('saved-card-pay'));
      return () => expect(screen.getByTestId('payment-summary')).toBeTruthy();
    },
  },
  {
    code: 5101,
    call: ['GET', '/v2/card-gateway/payments/{transactionId}'],
    screen: () => inRoute('/payment/deposit', <PaymentResultScreen />),
    path: '/payment/deposit?transactionId=fd-1002',
    handlers: handlers({ ...PENDING, status: 'completed', completedAt: 1795168830 }),
    drive: shown,
  },
  {
    code: 5103,
    call: ['DELETE', '/v2/saved-cards/{id}'],
    screen: () => inRoute('/settings/security/saved-cards', <SavedCardsScreen />),
    path: '/settings/security/saved-cards',
    handlers: handlers(),
    drive: async () => {
      await userEvent.click(await screen.findByRole('button', { name: /^(Delete|Sil)$/ }));
      await userEvent.click(await screen.findByRole('button', { name: /^(Yes, delete the card|Evet, kartı sil)$/ }));
      return () => expect(screen.getByTestId('saved-card')).toBeTruthy();
    },
  },
];

describeScreenFailures('the card gateway screens, each answered with its failure code', cases, mockServer);
