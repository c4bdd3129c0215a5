/**
 * Issue 19: the code and e-mail rules of the auth forms, for any input. A code field keeps exactly the digits typed
 * or pasted (at most six, in order) and the contract's code schema accepts exactly six digits; the login's e-mail is
 * accepted exactly when the contract's e-mail schema accepts the trimmed text, and the rule's message is the one the
 * form shows, never the raw schema's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ConfirmLoginBody, LoginBody } from '../../../generated/api/auth/auth.zod';
import { contractResolver } from '../../lib/forms/contract-form';
import { codeDigits } from '../../lib/input/integer-input';

const RUNS = 500;
const anyText = fc.oneof(fc.string(), fc.stringMatching(/^[\d\s-]{0,12}$/), fc.emailAddress(), fc.string({ unit: 'grapheme' }));

describe('code rule', () => {
  it('keeps the digits of what was typed, in order, at most six', () => {
    fc.assert(
      fc.property(anyText, (typed) => {
        const kept = codeDigits(typed);
        expect(kept).toMatch(/^\d{0,6}$/);
        expect(kept).toBe(typed.replace(/\D/g, '').slice(0, 6));
      }),
      { numRuns: RUNS },
    );
  });

  it('the contract accepts a code exactly when it is six digits', () => {
    fc.assert(
      fc.property(anyText, (typed) => {
        expect(ConfirmLoginBody.safeParse({ code: typed }).success).toBe(/^\d{6}$/.test(typed));
        // What the field keeps is accepted as soon as six digits were typed.
        expect(ConfirmLoginBody.safeParse({ code: codeDigits(typed) }).success).toBe(typed.replace(/\D/g, '').length >= 6);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('e-mail rule', () => {
  const Credentials = z.pick(LoginBody, { email: true, password: true });
  const resolver = contractResolver(Credentials, undefined, { email: { required: 'E-MAIL REQUIRED', rule: 'E-MAIL RULE' } });

  it('accepts the e-mail exactly when the contract accepts the trimmed text, with the form’s own message', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.emailAddress(),
          fc.string(),
          fc.emailAddress().map((e) => `  ${e} `),
        ),
        async (typed) => {
          const email = typed.trim();
          const result = await resolver({ email, password: 'demo-password' }, undefined, { fields: {}, shouldUseNativeValidation: false });
          const accepted = LoginBody.shape.email.safeParse(email).success;
          const error = (result.errors as { email?: { message?: string } }).email;
          expect(error === undefined).toBe(accepted);
          if (error) expect(error.message).toBe(email === '' ? 'E-MAIL REQUIRED' : 'E-MAIL RULE');
        },
      ),
      { numRuns: RUNS },
    );
  });
});
