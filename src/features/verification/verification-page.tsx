/** The intro and verification area (spec section 2, /intro/... and /verification/...): one screen per route. */
import type { JSX } from 'react';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { BusinessVerificationScreen } from './business-verification-screen';
import { IntroScreen } from './intro-screen';
import { IntroSecurityScreen } from './intro-security-screen';
import { VerificationChoiceScreen } from './verification-choice-screen';
import { VerificationFlowScreen } from './verification-flow-screen';
import { VerificationStatusScreen } from './verification-status-screen';

const SCREENS: Record<string, () => JSX.Element> = {
  '/intro': IntroScreen,
  '/intro/security': () => <IntroSecurityScreen />,
  '/intro/security/2fa': () => <IntroSecurityScreen />,
  '/intro/security/2fa/passkeys': () => <IntroSecurityScreen />,
  '/intro/security/2fa/authenticator-app': () => <IntroSecurityScreen />,
  '/intro/security/success': () => <IntroSecurityScreen success />,
  '/intro/verification': () => <VerificationChoiceScreen base="/intro/verification" />,
  '/intro/verification/regular': () => <VerificationFlowScreen flow="regular" />,
  '/intro/verification/diia': () => <VerificationFlowScreen flow="diia" />,
  '/intro/verification/external': () => <VerificationFlowScreen flow="external" />,
  '/intro/verification/provider': () => <VerificationFlowScreen flow="provider" />,
  '/intro/verification/checking': VerificationStatusScreen,
  '/verification': () => <VerificationChoiceScreen base="/verification" />,
  '/verification/regular': () => <VerificationFlowScreen flow="regular" />,
  '/verification/external': () => <VerificationFlowScreen flow="external" />,
  '/verification/provider': () => <VerificationFlowScreen flow="provider" />,
  '/verification/provider/regular': () => <VerificationFlowScreen flow="provider" />,
  '/verification/provider/diia': () => <VerificationFlowScreen flow="diia" />,
  '/verification/provider/diia/liveness': () => <VerificationFlowScreen flow="diia" />,
  '/verification/provider/checking': VerificationStatusScreen,
  '/verification-business': BusinessVerificationScreen,
};

export default function VerificationPage() {
  const entry = useRouteEntry();
  const Screen = SCREENS[entry.path] ?? VerificationStatusScreen;
  return <Screen key={entry.path} />;
}
