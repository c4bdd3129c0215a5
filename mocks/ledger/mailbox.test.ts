import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../exchange/mock-exchange';
import { sentMails } from './mailbox';
import { ledgerTestServer } from './test-kit';

const { call, exchange, ledger } = ledgerTestServer();
const newest = () => sentMails(ledger)[0]!;

describe("the demo's outbox", () => {
  it('e-mails a withdrawal code; once the anti-phishing code is set, every e-mail to the account carries it', async () => {
    exchange.login();
    const withdraw = { ticker: 'USDT', network: 'TRC20', amount: '25', address: 'TQrZ9wBzuZ9b3KXjHjJmgVg2ZRrBsD8F5Q' };
    const first = await call('POST', '/v2/profile/withdraw', { ...withdraw, uniqueId: 'mail-1' });
    expect(first.body.data.confirmWith).toBe('email');
    expect(newest()).toMatchObject({
      kind: 'withdrawalCode',
      to: DEMO_EMAIL,
      code: '123456',
      subject: 'Confirm your withdrawal of 25 USDT',
    });
    expect(newest()).not.toHaveProperty('antiPhishingCode');

    expect((await call('POST', '/v2/settings/anti-phishing', { code: 'Harbour42' })).status).toBe(200);
    await call('POST', '/v2/profile/withdraw', { ...withdraw, uniqueId: 'mail-2' });
    expect(newest()).toMatchObject({ kind: 'withdrawalCode', antiPhishingCode: 'Harbour42' });
    // Sent again on request, with the code as it is now.
    await call('POST', '/v2/settings/anti-phishing', { code: 'Lighthouse7' });
    expect((await call('POST', `/v2/profile/withdraw/${first.body.data.id}/code`)).status).toBe(200);
    expect(newest()).toMatchObject({ kind: 'withdrawalCode', antiPhishingCode: 'Lighthouse7' });
    // What was sent before keeps the code it went out with.
    expect(sentMails(ledger)[1]).toMatchObject({ antiPhishingCode: 'Harbour42' });

    // The e-mail change's code goes to the new address.
    await call('POST', '/v2/settings/email', { email: 'new.address@example.com' });
    expect(newest()).toMatchObject({ kind: 'emailChange', to: 'new.address@example.com', code: '123456', antiPhishingCode: 'Lighthouse7' });
  });

  it("e-mails the login codes and the reset link; a registration's e-mail has no anti-phishing code", async () => {
    await call('POST', '/logout');
    await call('POST', '/v2/login', { email: 'device@meridian.example', password: 'anything-8' });
    expect(newest()).toMatchObject({ kind: 'deviceCode', to: 'device@meridian.example', code: '123456', antiPhishingCode: 'Lighthouse7' });
    const count = sentMails(ledger).length;
    await call('POST', '/v2/login/code');
    expect(sentMails(ledger)).toHaveLength(count + 1);

    await call('POST', '/v2/login/code', { email: DEMO_EMAIL });
    expect(newest()).toMatchObject({ kind: 'loginCode', to: DEMO_EMAIL, code: '123456' });
    // No account, no e-mail (the answer is the same).
    await call('POST', '/v2/login/code', { email: 'nobody@example.com' });
    expect(newest().to).toBe(DEMO_EMAIL);

    await call('POST', '/v2/password/email', { email: DEMO_EMAIL });
    expect(newest()).toMatchObject({ kind: 'passwordReset', link: expect.stringMatching(/^\/auth\/reset-password\?token=[0-9a-f]{40}$/) });

    await call('POST', '/v2/register', { email: 'fresh@example.com', password: 'fresh-password-1', consents: ['terms', 'privacy'] });
    expect(newest()).toMatchObject({
      kind: 'registration',
      to: 'fresh@example.com',
      link: expect.stringMatching(/^\/auth\/register\?confirmation=/),
    });
    expect(newest()).not.toHaveProperty('antiPhishingCode');
  });
});
