import { describe, expect, it } from 'vitest';
import { qrTokenOf } from './qr-login-confirm';

const TOKEN = '5f0c9a1e7b2d4c68a3e9f1b7d2c4a6e8';

describe('qrTokenOf', () => {
  it.each([
    [TOKEN, TOKEN],
    [`  ${TOKEN}\n`, TOKEN],
    [`meridian://qr-login?token=${TOKEN}`, TOKEN],
    [`https://exchange.example/settings/security/qr-login?token=${TOKEN}&x=1`, TOKEN],
  ])('takes the token out of %j', (text, token) => expect(qrTokenOf(text)).toBe(token));

  it.each(['', 'enable', 'disable', TOKEN.toUpperCase(), TOKEN.slice(1), `${TOKEN}0`, 'https://x.example/?token=nothex'])(
    'refuses %j',
    (text) => expect(qrTokenOf(text)).toBeUndefined(),
  );
});
