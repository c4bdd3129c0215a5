/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AuthRegistrationConsent = /*#__PURE__*/ zod.enum(['terms', 'privacy', 'marketing', 'kvkk', 'riskDisclosure', 'ageConfirmation'])

export type AuthRegistrationConsent = zod.input<typeof AuthRegistrationConsent>;
export type AuthRegistrationConsentOutput = zod.output<typeof AuthRegistrationConsent>;
