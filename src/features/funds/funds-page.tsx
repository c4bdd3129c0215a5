/**
 * The funds area (spec section 2): /deposit, /withdraw and their confirmation pages, express withdrawal,
 * address history and the payment pages. A path of the area without a screen of its own says what it is for.
 */
import type { JSX } from 'react';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { AddressHistoryScreen } from './address-history-screen';
import { DepositScreen } from './deposit-screen';
import { ExpressWithdrawScreen } from './express-withdraw-screen';
import { TravelRuleScreen } from './travel-rule-screen';
import { CardPaymentScreen, PaymentResultScreen } from './payment-screens';
import { InformationalScreen } from './informational-screen';
import { WithdrawConfirmationScreen } from './withdraw-confirmation';
import { WithdrawScreen } from './withdraw-screen';

const info = (topic: string) =>
  function Informational() {
    return <InformationalScreen topic={topic} />;
  };

const SCREENS: Record<string, () => JSX.Element> = {
  '/deposit': DepositScreen,
  '/withdraw': WithdrawScreen,
  '/deposit/confirmation/travel-rule': TravelRuleScreen,
  '/withdraw/confirmation': WithdrawConfirmationScreen,
  '/express-withdraw': ExpressWithdrawScreen,
  '/addresses-history/:network': AddressHistoryScreen,
  '/payment/deposit': PaymentResultScreen,
  '/payment/visamaster-deposit': CardPaymentScreen,
};

const Fallback = info('general');

export default function FundsPage() {
  const entry = useRouteEntry();
  const Screen = SCREENS[entry.path] ?? Fallback;
  return <Screen key={entry.path} />;
}
