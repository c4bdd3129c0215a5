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
  '/intro/verification/regular': () => <VerificationFlowScreen flow="regular" base="/intro/verification" />,
  '/intro/verification/diia': () => <VerificationFlowScreen flow="diia" base="/intro/verification" />,
  '/intro/verification/external': () => <VerificationFlowScreen flow="external" base="/intro/verification" />,
  '/intro/verification/provider': () => <VerificationFlowScreen flow="provider" base="/intro/verification" />,
  '/intro/verification/checking': () => <VerificationStatusScreen base="/intro/verification" />,
  '/verification': () => <VerificationChoiceScreen base="/verification" />,
  '/verification/regular': () => <VerificationFlowScreen flow="regular" base="/verification" />,
  '/verification/external': () => <VerificationFlowScreen flow="external" base="/verification" />,
  '/verification/provider': () => <VerificationFlowScreen flow="provider" base="/verification" />,
  '/verification/provider/regular': () => <VerificationFlowScreen flow="provider" base="/verification" />,
  '/verification/provider/diia': () => <VerificationFlowScreen flow="diia" base="/verification" />,
  '/verification/provider/diia/liveness': () => <VerificationFlowScreen flow="diia" base="/verification" liveness />,
  '/verification/provider/checking': () => <VerificationStatusScreen base="/verification" />,
  '/verification-business': BusinessVerificationScreen,
};

export default function VerificationPage() {
  const entry = useRouteEntry();
  const Screen = SCREENS[entry.path] ?? (() => <VerificationStatusScreen />);
  return <Screen key={entry.path} />;
}
