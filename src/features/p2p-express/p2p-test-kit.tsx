/** What the P2P Express screens read, for component tests: an offer, a draft order, the settings and a page in its route. */
import type { P2pOffer } from '../../../generated/api/model/p2pOffer.zod';
import type { P2pOrder } from '../../../generated/api/model/p2pOrder.zod';
import { getGetSettingsMockHandler, getGetSettingsResponseMock } from '../../../generated/api/session/session.msw';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import P2pExpressPage from './p2p-express-page';

export const OFFER: P2pOffer = {
  id: 3101,
  direction: 'deposit',
  merchant: { id: 'nordpay', name: 'NordPay Exchange', country: 'EE', completedOrders: 4812, completionRate: '99.2' },
  asset: 'USDT',
  fiat: 'EUR',
  price: '0.94',
  feePercent: '0.5',
  amountTicker: 'EUR',
  minAmount: '20',
  maxAmount: '5000',
  assetDecimals: 6,
  fiatDecimals: 2,
  paymentWindowMinutes: 15,
};

export const DRAFT: P2pOrder = {
  id: 880012,
  direction: 'deposit',
  status: 'draft',
  offerId: 3101,
  merchant: OFFER.merchant,
  asset: 'USDT',
  fiat: 'EUR',
  price: '0.94',
  amount: '100',
  amountTicker: 'EUR',
  fee: '0.531915',
  feeTicker: 'USDT',
  receive: '105.851063',
  receiveTicker: 'USDT',
  card: null,
  travelRule: { required: false, beneficiaryName: 'NordPay Exchange OU', beneficiaryCountry: 'EE' },
  createdAt: 1795082400,
  expiresAt: 1795083300,
};

/** The session's settings with the payment verification status. */
export function settingsWith(paymentKycStatus: 'verified' | 'required' | 'submitted' = 'verified') {
  const settings = getGetSettingsResponseMock();
  return getGetSettingsMockHandler({ ...settings, data: { ...settings.data, user: { ...settings.data.user!, paymentKycStatus } } });
}

/** The P2P page as its route draws it. */
export const p2pPage = (path: string) => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>
    <P2pExpressPage />
  </RouteEntryContext.Provider>
);
