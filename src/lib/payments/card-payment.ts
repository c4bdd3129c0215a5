/**
 * The card payment provider's form on /payment/visamaster-deposit: its script (whose URL the deployment gives, or a
 * stand-in already on the page: the demo's mocks/demo-card-form.ts) defines `CardPaymentForm`, which draws the card
 * form into an element for one payment and says how it ended. Card details go to the provider only, never to the
 * exchange's API.
 */
import { runtimeConfig } from '../config/runtime-config';
import { thirdPartyGlobal } from '../loading/third-party-script';

export type CardPaymentResult = 'paid' | 'cancelled' | 'failed';

export interface CardPaymentForm {
  /** Draws the form for the payment into `element`; returns its removal. */
  mount(
    element: HTMLElement,
    payment: { transactionId: string; amount: string; ticker: string; onDone: (result: CardPaymentResult) => void },
  ): () => void;
}

declare global {
  interface Window {
    CardPaymentForm?: CardPaymentForm;
  }
}

/** The provider's form, or undefined when the deployment has none (or its script failed to load). */
export const loadCardPaymentForm = (): Promise<CardPaymentForm | undefined> =>
  thirdPartyGlobal(runtimeConfig.cardPaymentScript, () => window.CardPaymentForm);
