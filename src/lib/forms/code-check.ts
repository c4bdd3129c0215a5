/**
 * The authenticator code a form asks for when two-factor is on: the confirmation-code rule of spec section 5
 * (src/lib/input), as a form check. Without two-factor there is nothing to check.
 */
import { i18next } from '../i18n/i18n';
import { CONFIRMATION_CODE_LENGTH, parseConfirmationCode } from '../input/integer-input';

export function totpCheck(needsTotp: boolean, typed: string | undefined): string | undefined {
  if (!needsTotp) return undefined;
  const code = parseConfirmationCode(typed ?? '');
  return code.ok ? undefined : i18next.t(code.key, code.values);
}

/** The words for a code that breaks the contract's rule (anything but the digits of one code). */
export function totpRuleMessage(): { required?: string; rule: string } {
  return { rule: i18next.t('forms:code.length', { length: CONFIRMATION_CODE_LENGTH }) };
}
