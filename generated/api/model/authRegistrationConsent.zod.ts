/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const AuthRegistrationConsent = zod.enum(['terms', 'privacy', 'marketing', 'kvkk', 'riskDisclosure', 'ageConfirmation']).describe('A consent of the registration form; which ones are required is the region\'s choice (region config).')

export type AuthRegistrationConsent = zod.input<typeof AuthRegistrationConsent>;
export type AuthRegistrationConsentOutput = zod.output<typeof AuthRegistrationConsent>;
