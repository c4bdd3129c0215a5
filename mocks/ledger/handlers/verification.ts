/**
 * The ledger's answers to the contract's assumed `verification` operations (mocks/ledger/verification/identity-checks.ts):
 * the state of both checks, the provider's tokens for the open KYC and KYB attempts and their renewal, the business
 * check's start, and Diia's sharing link and liveness token, which answer 451 while permissions.diia is off (spec
 * section 9). POST /v2/verification, the KYC start, is the settings tag's (mocks/ledger/settings/account-handlers.ts).
 */
import { http, type RequestHandler } from 'msw';
import {
  GetDiiaToken200Response,
  GetKybToken200Response,
  GetKycToken200Response,
  GetLivenessToken200Response,
  GetVerificationStatus200Response,
  RefreshKybToken200Response,
  RefreshKybTokenBody,
  RefreshKycToken200Response,
  RefreshKycTokenBody,
  StartBusinessVerification200Response,
  StartBusinessVerificationBody,
} from '../../../generated/api/verification/verification.zod';
import { rules } from '../earn/history-page';
import { featureDisabled, json, seconds, signedIn, type LedgerContext } from '../http';
import { parsedBody } from '../money/requests';
import { permissions } from '../settings/session-user';
import {
  defineIdentityChecks,
  diiaLink,
  livenessToken,
  refreshToken,
  startKyb,
  tokenFor,
  wireChecks,
  wireToken,
} from '../verification/identity-checks';

export function verificationHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger } = ctx;
  defineIdentityChecks(ledger);
  const user = (answer: () => Response | Promise<Response>) => signedIn(ctx, () => rules(answer));
  const diia = (answer: () => Response) => {
    const flag = permissions().diia;
    return user(() => (flag.enabled && !flag.hide ? answer() : featureDisabled('Verification with Diia is not offered here.')));
  };

  return [
    http.get('*/v2/verification/status', () => user(() => json(GetVerificationStatus200Response, { data: wireChecks(ledger) }))),
    http.get('*/v2/verification/token', () => user(() => json(GetKycToken200Response, { data: wireToken(tokenFor(ledger, 'kyc', 4400)) }))),
    http.post('*/v2/verification/token/refresh', async ({ request }) => {
      const parsed = await parsedBody(request, RefreshKycTokenBody, 4401);
      if (!parsed.ok) return parsed.answer;
      return user(() => json(RefreshKycToken200Response, { data: wireToken(refreshToken(ledger, 'kyc', parsed.body.accessToken, 4401)) }));
    }),
    http.get('*/v2/verification/diia/token', () =>
      diia(() => {
        const link = diiaLink(ledger);
        return json(GetDiiaToken200Response, {
          data: { deepLink: link.deepLink, expiresAt: seconds(link.expiresAt), attemptId: link.attempt.id },
        });
      }),
    ),
    http.get('*/v2/verification/liveness/token', () =>
      diia(() => json(GetLivenessToken200Response, { data: wireToken(livenessToken(ledger)) })),
    ),
    http.post('*/v2/verification-business', async ({ request }) => {
      const parsed = await parsedBody(request, StartBusinessVerificationBody);
      if (!parsed.ok) return parsed.answer;
      const { companyName, registrationNumber, country } = parsed.body;
      return user(() =>
        json(StartBusinessVerification200Response, {
          data: wireToken(startKyb(ledger, { name: companyName, registrationNumber, country })),
        }),
      );
    }),
    http.get('*/v2/verification-business/token', () =>
      user(() => json(GetKybToken200Response, { data: wireToken(tokenFor(ledger, 'kyb', 4402)) })),
    ),
    http.post('*/v2/verification-business/token/refresh', async ({ request }) => {
      const parsed = await parsedBody(request, RefreshKybTokenBody, 4403);
      if (!parsed.ok) return parsed.answer;
      return user(() => json(RefreshKybToken200Response, { data: wireToken(refreshToken(ledger, 'kyb', parsed.body.accessToken, 4403)) }));
    }),
  ];
}
