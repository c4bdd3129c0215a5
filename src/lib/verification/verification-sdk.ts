/**
 * The identity-check provider's SDK on the verification pages (a KYC provider's WebSDK, e.g. Sumsub's): its script
 * (whose URL the deployment gives in VITE_VERIFICATION_SDK_SCRIPT, or a stand-in already on the page: the demo's
 * mocks/demo-verification-sdk.ts) defines `VerificationSdk`, which draws the provider's steps (documents, selfie) for
 * one access token into an element, asks for a new token when its own has expired, and says when the applicant has
 * submitted. Documents go to the provider only, never to the exchange's API; the review's outcome comes back from the
 * exchange (GET /v2/verification/status, the socket's kycRestrictionEvent).
 */
import { runtimeConfig } from '../config/runtime-config';
import { thirdPartyGlobal } from '../loading/third-party-script';

export interface VerificationToken {
  accessToken: string;
  /** Unix seconds. */
  expiresAt: number;
}

export interface VerificationSession extends VerificationToken {
  /** The check: an individual's (KYC), a business's (KYB) or the liveness check after Diia. */
  kind: 'kyc' | 'kyb' | 'liveness';
  provider: string;
  /** The page's language, for the provider's own texts. */
  lang: string;
  /** The SDK's expiration handler: a new token for the same attempt. */
  refreshToken(): Promise<VerificationToken>;
  /** The applicant has submitted (the provider reviews from here). */
  onSubmitted(): void;
}

export interface VerificationSdk {
  /** Draws the provider's steps into `element`; returns their removal. */
  launch(element: HTMLElement, session: VerificationSession): () => void;
}

declare global {
  interface Window {
    VerificationSdk?: VerificationSdk;
  }
}

/** The provider's SDK, or undefined when the deployment has none (or its script failed to load). */
export const loadVerificationSdk = (): Promise<VerificationSdk | undefined> =>
  thirdPartyGlobal(runtimeConfig.verificationSdkScript, () => window.VerificationSdk);
