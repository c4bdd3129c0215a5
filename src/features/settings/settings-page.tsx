/**
 * The settings area (spec section 2, /settings/...): one screen per route, chosen by the route table entry.
 * Pages whose management the contract cannot serve yet say what they are for (InformationalScreen).
 */
import type { JSX } from 'react';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { AccountConnectionsScreen } from './account-connections-screen';
import { AddressManagementScreen } from './address-management-screen';
import { ApiKeysScreen } from './api-keys-screen';
import { AppAuthorizationScreen } from './app-authorization-screen';
import { IntegrationsScreen } from './integrations-screen';
import { AuthenticatorScreen } from './authenticator-screen';
import { DeleteAccountScreen } from './delete-account-screen';
import { GeneralScreen } from './general-screen';
import { BillingAddressScreen } from './billing-address-screen';
import { PartnershipScreen } from './partnership-screen';
import { SavedCardsScreen } from './saved-cards-screen';
import { InformationalScreen } from './informational-screen';
import { UssdScreen } from './ussd-screen';
import { LoginHistoryScreen } from './login-history-screen';
import { NicknameScreen } from './nickname-screen';
import { AntiPhishingScreen } from './anti-phishing-screen';
import { PasskeysScreen } from './passkeys-screen';
import { ChangePasswordScreen } from './change-password-screen';
import { CreatePasswordScreen } from './create-password-screen';
import { CommunicationScreen } from './communication-screen';
import { LogoutTimeScreen } from './logout-time-screen';
import { QrLoginScreen } from './qr-login-screen';
import { SecurityScreen } from './security-screen';
import { SessionsScreen } from './sessions-screen';
import { SubAccountCreateScreen } from './sub-account-create-screen';
import { SubAccountsListScreen } from './sub-accounts-list-screen';
import { SubAccountsOverviewScreen } from './sub-accounts-overview-screen';
import { TwoFactorScreen } from './two-factor-screen';
import { HedgeModeScreen } from './hedge-mode-screen';
import { Web3WalletScreen } from './web3-wallet-screen';
import { WebhooksScreen } from './webhooks-screen';
import { LeverageScreen } from './leverage-screen';

const info = (topic: string) =>
  function Informational() {
    return <InformationalScreen topic={topic} />;
  };

const SCREENS: Record<string, () => JSX.Element> = {
  '/settings/general': GeneralScreen,
  '/settings/general/nickname': NicknameScreen,
  '/settings/general/communication': CommunicationScreen,
  '/settings/general/leverage': LeverageScreen,
  '/settings/general/futures-hedge-mode': HedgeModeScreen,
  '/settings/general/delete-account': DeleteAccountScreen,
  '/settings/general/sub-accounts': SubAccountsOverviewScreen,
  '/settings/general/sub-accounts/list': SubAccountsListScreen,
  '/settings/general/sub-accounts/create': SubAccountCreateScreen,
  '/settings/general/ussd': UssdScreen,
  '/settings/security': SecurityScreen,
  '/settings/security/2fa': TwoFactorScreen,
  '/settings/security/2fa/passkeys': PasskeysScreen,
  '/settings/security/2fa/authenticator-app': AuthenticatorScreen,
  '/settings/security/login-history': LoginHistoryScreen,
  '/settings/security/device-management': SessionsScreen,
  '/settings/security/anti-phishing': AntiPhishingScreen,
  '/settings/security/logout-time': LogoutTimeScreen,
  '/settings/security/create-password': CreatePasswordScreen,
  '/settings/security/change-password': ChangePasswordScreen,
  '/settings/security/qr-login': QrLoginScreen,
  '/settings/security/app-authorization': AppAuthorizationScreen,
  '/settings/security/address-management': AddressManagementScreen,
  '/settings/security/account-connections': AccountConnectionsScreen,
  '/settings/security/web3': Web3WalletScreen,
  '/settings/security/saved-cards': SavedCardsScreen,
  '/settings/security/billing-address': BillingAddressScreen,
  '/settings/security/partnership': PartnershipScreen,
  '/settings/security/partnership/manage': PartnershipScreen,
  '/settings/api': ApiKeysScreen,
  '/settings/api/api-keys': ApiKeysScreen,
  '/settings/api/api-keys/new': ApiKeysScreen,
  '/settings/api/api-keys/:id': ApiKeysScreen,
  '/settings/api/integrations': IntegrationsScreen,
  '/settings/api/integrations/new': IntegrationsScreen,
  '/settings/api/integrations/:id': IntegrationsScreen,
  '/settings/api/webhook': WebhooksScreen,
};

const Fallback = info('general');

export default function SettingsPage() {
  const entry = useRouteEntry();
  const Screen = SCREENS[entry.path] ?? Fallback;
  return <Screen key={entry.path} />;
}
