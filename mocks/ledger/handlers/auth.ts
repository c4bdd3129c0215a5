/** The ledger's answers to the contract's `auth` operations and the session's login, logout and socket token. */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { AuthLoginResultResponse } from '../../../generated/api/model/authLoginResultResponse.zod';
import { AuthTokenResponse } from '../../../generated/api/model/authTokenResponse.zod';
import { DEMO_USER } from '../../exchange/mock-exchange';
import { json, type LedgerContext } from '../http';

export function authHandlers(ctx: LedgerContext): RequestHandler[] {
  const exchange = ctx.exchange;
  const guard = () => (exchange.isLoggedIn() ? undefined : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }));
  return [
    // --- session
    http.post('*/v2/login', async ({ request }) => {
      const body = (await request.json()) as { email?: string; password?: string };
      const email = (body.email ?? '').toLowerCase();
      if (email.startsWith('blocked@'))
        return HttpResponse.json({ message: 'Account blocked', errors: { blocked: ['This account is blocked.'] } }, { status: 422 });
      if (email.startsWith('frozen@'))
        return HttpResponse.json({ message: 'Account frozen', errors: { frozen: ['This account is frozen.'] } }, { status: 422 });
      if (!body.password || body.password.length < 8)
        return HttpResponse.json({ message: 'Wrong e-mail or password', data: ['Wrong e-mail or password.'] }, { status: 422 });
      const twoFa = email.startsWith('2fa@');
      if (!twoFa) exchange.login();
      return json(AuthLoginResultResponse, { data: { userId: 100_200, twoFa, passkeys: false, deviceVerify: false } });
    }),
    http.post('*/v2/2fa/validate', async ({ request }) => {
      const body = (await request.json()) as { totp?: string };
      if (body.totp !== '123456')
        return HttpResponse.json(
          { message: 'Wrong code', errors: { totp: ['The code is wrong.'] }, data: { attemptsLeft: 2 } },
          { status: 422 },
        );
      exchange.login();
      return json(AuthLoginResultResponse, { data: { userId: 100_200, twoFa: false, passkeys: false, deviceVerify: false } });
    }),
    http.post('*/logout', () => {
      exchange.logout();
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(
      '*/v2/ws-token',
      () =>
        guard() ??
        json(AuthTokenResponse, {
          data: { token: `demo-socket-token-${DEMO_USER}`, expiresAt: Math.floor(ctx.ledger.now() / 1000) + 3600 },
        }),
    ),
  ];
}
