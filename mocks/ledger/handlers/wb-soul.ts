/**
 * The ledger's answers to the contract's assumed `wb-soul` operations (mocks/ledger/wb-soul/wb-soul.ts): the
 * dashboard and minting the soulbound token; both answer 451 while permissions.wbSoul is off.
 */
import { http, type RequestHandler } from 'msw';
import { GetWbSoul200Response, MintWbSoul200Response } from '../../../generated/api/wb-soul/wb-soul.zod';
import { rules } from '../earn/history-page';
import { featureDisabled, json, signedIn, type LedgerContext } from '../http';
import { permissions } from '../settings/session-user';
import { defineWbSoul, mintSoul, soulDashboard } from '../wb-soul/wb-soul';

export function wbSoulHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger, exchange } = ctx;
  defineWbSoul(ledger);
  const soul = (answer: () => Response) =>
    signedIn(ctx, () => {
      const flag = permissions().wbSoul;
      return flag.enabled && !flag.hide ? rules(answer) : featureDisabled('WB soul is not offered here.');
    });
  return [
    http.get('*/v2/wb-soul', () => soul(() => json(GetWbSoul200Response, { data: soulDashboard(ledger, exchange) }))),
    http.post('*/v2/wb-soul/mint', () => soul(() => json(MintWbSoul200Response, { data: mintSoul(ledger, exchange) }))),
  ];
}
