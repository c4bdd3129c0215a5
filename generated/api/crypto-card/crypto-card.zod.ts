/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


/**
 * Assumption: no published counterpart. The issue fee, the countries the card is issued for, the documents the issuer takes and how long its review takes.
 * @summary Get what a crypto card application needs
 */
export const getCryptoCardTerms200ResponseDataIssueFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getCryptoCardTerms200ResponseDataFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getCryptoCardTerms200ResponseDataSupportedCountriesItemRegExp = new RegExp('^[A-Z]{2}$');





export const GetCryptoCardTerms200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "issueFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getCryptoCardTerms200ResponseDataIssueFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', getCryptoCardTerms200ResponseDataFeeTickerRegExp),
  "supportedCountries": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('country-code', getCryptoCardTerms200ResponseDataSupportedCountriesItemRegExp)).check(/*#__PURE__*/ zod.minLength(1)),
  "documentTypes": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['passport', 'id-card', 'residence-permit', 'driving-licence'])).check(/*#__PURE__*/ zod.minLength(1)),
  "reviewMinutes": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})
})

export const GetCryptoCardTerms429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetCryptoCardTerms5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

/**
 * Assumption: no published counterpart. The user's application with its status on the exchange's clock now, or null before the user applied.
 * @summary Get the user's crypto card application
 */

export const getCryptoCardApplication200ResponseDataOneCountryRegExp = new RegExp('^[A-Z]{2}$');
export const getCryptoCardApplication200ResponseDataOnePhoneMin = 4;
export const getCryptoCardApplication200ResponseDataOnePhoneMax = 20;

export const getCryptoCardApplication200ResponseDataOneAddressCountryRegExp = new RegExp('^[A-Z]{2}$');
export const getCryptoCardApplication200ResponseDataOneIssueFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getCryptoCardApplication200ResponseDataOneFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getCryptoCardApplication200ResponseDataOneReferralCodeMax = 32;

export const getCryptoCardApplication200ResponseDataOneCreatedAtMin = 0;

export const getCryptoCardApplication200ResponseDataOneReviewStartedAtMin = 0;

export const getCryptoCardApplication200ResponseDataOneIssuedAtMin = 0;

export const getCryptoCardApplication200ResponseDataOneLast4RegExp = new RegExp('^[0-9]{4}$');


export const GetCryptoCardApplication200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "status": /*#__PURE__*/ zod.enum(['requested', 'in-review', 'issued']),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', getCryptoCardApplication200ResponseDataOneCountryRegExp),
  "phone": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(getCryptoCardApplication200ResponseDataOnePhoneMin)).check(/*#__PURE__*/ zod.maxLength(getCryptoCardApplication200ResponseDataOnePhoneMax)),
  "addressCountry": /*#__PURE__*/ zod.stringFormat('country-code', getCryptoCardApplication200ResponseDataOneAddressCountryRegExp),
  "documentType": /*#__PURE__*/ zod.enum(['passport', 'id-card', 'residence-permit', 'driving-licence']),
  "issueFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getCryptoCardApplication200ResponseDataOneIssueFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', getCryptoCardApplication200ResponseDataOneFeeTickerRegExp),
  "referralCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(getCryptoCardApplication200ResponseDataOneReferralCodeMax))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getCryptoCardApplication200ResponseDataOneCreatedAtMin)),
  "reviewStartedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getCryptoCardApplication200ResponseDataOneReviewStartedAtMin))),
  "issuedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getCryptoCardApplication200ResponseDataOneIssuedAtMin))),
  "last4": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('card-last4', getCryptoCardApplication200ResponseDataOneLast4RegExp))
}),/*#__PURE__*/ zod.null()])
})

export const GetCryptoCardApplication401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetCryptoCardApplication429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetCryptoCardApplication5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

/**
 * Assumption: no published counterpart. Sends the application to the issuer and pays the issue fee from the main balance in one posting. Refusals are a 422 with the issuer's string code on its field: ACC001 `country` (not one the card is issued for), ACC002 `documentType` (the user's identity was verified by a provider the issuer does not take: a legacy verification), ACC003 `documentType` (a document the issuer does not take), ACC011 `phone` empty, ACC009 `phone` not a number in international form (+ and 8 to 15 digits), ACC012 `addressCountry` empty, ACC013 `addressCountry` not one the card is delivered to, ACC010 `termsAccepted` not true, REF001 `referralCode` not a code of the exchange, BLC001 `issueFee` when main does not hold the fee; code 30 DefaultRequestValidation on `country` when the user applied already. 403 when the user's identity is not verified.
 * @summary Apply for the crypto card
 */
export const applyForCryptoCardBodyCountryRegExp = new RegExp('^([A-Z]{2})?$');
export const applyForCryptoCardBodyPhoneMax = 20;

export const applyForCryptoCardBodyAddressCountryRegExp = new RegExp('^([A-Z]{2})?$');
export const applyForCryptoCardBodyAddressLineMin = 3;
export const applyForCryptoCardBodyAddressLineMax = 128;

export const applyForCryptoCardBodyCityMin = 2;
export const applyForCryptoCardBodyCityMax = 64;

export const applyForCryptoCardBodyPostcodeRegExp = new RegExp('^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$');
export const applyForCryptoCardBodyReferralCodeMax = 32;



export const ApplyForCryptoCardBody = /*#__PURE__*/ zod.object({
  "country": /*#__PURE__*/ zod.stringFormat('country-code-or-empty', applyForCryptoCardBodyCountryRegExp),
  "phone": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(applyForCryptoCardBodyPhoneMax)),
  "addressCountry": /*#__PURE__*/ zod.stringFormat('country-code-or-empty', applyForCryptoCardBodyAddressCountryRegExp),
  "addressLine": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(applyForCryptoCardBodyAddressLineMin)).check(/*#__PURE__*/ zod.maxLength(applyForCryptoCardBodyAddressLineMax)),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(applyForCryptoCardBodyCityMin)).check(/*#__PURE__*/ zod.maxLength(applyForCryptoCardBodyCityMax)),
  "postcode": /*#__PURE__*/ zod.stringFormat('postcode', applyForCryptoCardBodyPostcodeRegExp),
  "documentType": /*#__PURE__*/ zod.enum(['passport', 'id-card', 'residence-permit', 'driving-licence']),
  "termsAccepted": /*#__PURE__*/ zod.boolean(),
  "referralCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(applyForCryptoCardBodyReferralCodeMax)))
})


export const applyForCryptoCard200ResponseDataOneCountryRegExp = new RegExp('^[A-Z]{2}$');
export const applyForCryptoCard200ResponseDataOnePhoneMin = 4;
export const applyForCryptoCard200ResponseDataOnePhoneMax = 20;

export const applyForCryptoCard200ResponseDataOneAddressCountryRegExp = new RegExp('^[A-Z]{2}$');
export const applyForCryptoCard200ResponseDataOneIssueFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const applyForCryptoCard200ResponseDataOneFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const applyForCryptoCard200ResponseDataOneReferralCodeMax = 32;

export const applyForCryptoCard200ResponseDataOneCreatedAtMin = 0;

export const applyForCryptoCard200ResponseDataOneReviewStartedAtMin = 0;

export const applyForCryptoCard200ResponseDataOneIssuedAtMin = 0;

export const applyForCryptoCard200ResponseDataOneLast4RegExp = new RegExp('^[0-9]{4}$');


export const ApplyForCryptoCard200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "status": /*#__PURE__*/ zod.enum(['requested', 'in-review', 'issued']),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', applyForCryptoCard200ResponseDataOneCountryRegExp),
  "phone": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(applyForCryptoCard200ResponseDataOnePhoneMin)).check(/*#__PURE__*/ zod.maxLength(applyForCryptoCard200ResponseDataOnePhoneMax)),
  "addressCountry": /*#__PURE__*/ zod.stringFormat('country-code', applyForCryptoCard200ResponseDataOneAddressCountryRegExp),
  "documentType": /*#__PURE__*/ zod.enum(['passport', 'id-card', 'residence-permit', 'driving-licence']),
  "issueFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', applyForCryptoCard200ResponseDataOneIssueFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', applyForCryptoCard200ResponseDataOneFeeTickerRegExp),
  "referralCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(applyForCryptoCard200ResponseDataOneReferralCodeMax))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(applyForCryptoCard200ResponseDataOneCreatedAtMin)),
  "reviewStartedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(applyForCryptoCard200ResponseDataOneReviewStartedAtMin))),
  "issuedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(applyForCryptoCard200ResponseDataOneIssuedAtMin))),
  "last4": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('card-last4', applyForCryptoCard200ResponseDataOneLast4RegExp))
}),/*#__PURE__*/ zod.null()])
})

export const ApplyForCryptoCard401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ApplyForCryptoCard403Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ApplyForCryptoCard419Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ApplyForCryptoCard422Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ApplyForCryptoCard429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ApplyForCryptoCard451Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ApplyForCryptoCard5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

/**
 * Assumption: no published counterpart. Whether the user joined the wait list, for which country and their place.
 * @summary Get the user's place on the crypto card wait list
 */
export const getCryptoCardWaitList200ResponseDataCountryRegExp = new RegExp('^[A-Z]{2}$');

export const getCryptoCardWaitList200ResponseDataJoinedAtMin = 0;



export const GetCryptoCardWaitList200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "joined": /*#__PURE__*/ zod.boolean(),
  "country": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('country-code', getCryptoCardWaitList200ResponseDataCountryRegExp)),
  "position": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "joinedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getCryptoCardWaitList200ResponseDataJoinedAtMin)))
})
})

export const GetCryptoCardWaitList401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetCryptoCardWaitList429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetCryptoCardWaitList5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

/**
 * Assumption: no published counterpart. Puts the user on the wait list for a country the card is not issued in yet (joining again keeps the place, for the new country). A 422 with code 30 DefaultRequestValidation on `country` when the card is issued there already (apply instead).
 * @summary Join the crypto card wait list
 */
export const joinCryptoCardWaitListBodyCountryRegExp = new RegExp('^[A-Z]{2}$');


export const JoinCryptoCardWaitListBody = /*#__PURE__*/ zod.object({
  "country": /*#__PURE__*/ zod.stringFormat('country-code', joinCryptoCardWaitListBodyCountryRegExp)
})

export const joinCryptoCardWaitList200ResponseDataCountryRegExp = new RegExp('^[A-Z]{2}$');

export const joinCryptoCardWaitList200ResponseDataJoinedAtMin = 0;



export const JoinCryptoCardWaitList200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "joined": /*#__PURE__*/ zod.boolean(),
  "country": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('country-code', joinCryptoCardWaitList200ResponseDataCountryRegExp)),
  "position": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "joinedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(joinCryptoCardWaitList200ResponseDataJoinedAtMin)))
})
})

export const JoinCryptoCardWaitList401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const JoinCryptoCardWaitList419Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const JoinCryptoCardWaitList422Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const JoinCryptoCardWaitList429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const JoinCryptoCardWaitList451Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const JoinCryptoCardWaitList5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

