/**
 * The login page's ways in (spec sections 1 and 7): the password (then the code modal when the account asks for
 * one), a code e-mailed to the address, a QR code scanned with the mobile app, or a browser wallet's signature.
 * Tabs over one panel; the QR and wallet tabs' code (the QR encoder, the wallet's) loads only when opened. Below them, Google and Apple (./third-party.tsx), whose
 * answer comes back to this page.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { panelTabs, SegmentedControl, tabPanel } from '../../ui/segmented-control';
import { QueryLoading } from '../../ui/query-state';
import { EmailCodeLogin } from './email-code-login';
import { LoginForm } from './login-form';
import { ThirdPartyButtons, ThirdPartyReturn } from './third-party';

const QrLogin = lazy(() => import('./qr-login').then((module) => ({ default: module.QrLogin })));
const WalletLogin = lazy(() => import('./wallet-login').then((module) => ({ default: module.WalletLogin })));

const METHODS = ['password', 'emailCode', 'qr', 'wallet'] as const;
type Method = (typeof METHODS)[number];

export function LoginMethods() {
  const { t } = useTranslation('auth');
  const [method, setMethod] = useState<Method>('password');
  return (
    <div className="login-methods">
      <ThirdPartyReturn />
      <SegmentedControl
        variant="tabs"
        className="tabs"
        aria-label={t('methods.label')}
        items={panelTabs(METHODS, (key) => t(`methods.${key}`), 'login', method)}
        value={method}
        onChange={setMethod}
        testId="login-methods"
      />
      <div className="tabs__panel" {...tabPanel('login', method)}>
        {method === 'password' && <LoginForm />}
        {method === 'emailCode' && <EmailCodeLogin />}
        {method === 'qr' && (
          <Suspense fallback={<QueryLoading />}>
            <QrLogin />
          </Suspense>
        )}
        {method === 'wallet' && (
          <Suspense fallback={<QueryLoading />}>
            <WalletLogin />
          </Suspense>
        )}
      </div>
      <ThirdPartyButtons />
    </div>
  );
}
