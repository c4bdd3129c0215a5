/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const p2pMerchantPaymentBankMin = 2;
export const p2pMerchantPaymentBankMax = 64;

export const p2pMerchantPaymentCardNumberRegExp = new RegExp('^[0-9]{13,19}$');
export const p2pMerchantPaymentHolderMin = 2;
export const p2pMerchantPaymentHolderMax = 64;

export const p2pMerchantPaymentReferenceRegExp = new RegExp('^P2P-[0-9]{4,12}$');

export const P2pMerchantPayment = /*#__PURE__*/ zod.object({
  "bank": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pMerchantPaymentBankMin)).check(/*#__PURE__*/ zod.maxLength(p2pMerchantPaymentBankMax)),
  "cardNumber": /*#__PURE__*/ zod.stringFormat('card-number', p2pMerchantPaymentCardNumberRegExp),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pMerchantPaymentHolderMin)).check(/*#__PURE__*/ zod.maxLength(p2pMerchantPaymentHolderMax)),
  "reference": /*#__PURE__*/ zod.stringFormat('p2p-reference', p2pMerchantPaymentReferenceRegExp)
})

export type P2pMerchantPayment = zod.input<typeof P2pMerchantPayment>;
export type P2pMerchantPaymentOutput = zod.output<typeof P2pMerchantPayment>;
