/**
 * The ledger's answers to the contract's assumed `codes` and `gift-cards` operations (mocks/ledger/codes/): creating,
 * applying and listing codes, the codes history, packages and the merchant settings; buying, listing and redeeming
 * gift cards. Each user's codes and cards are theirs; applying or redeeming credits whoever is signed in.
 */
import { http, type RequestHandler } from 'msw';
import {
  ApplyCode200Response,
  ApplyCodeBody,
  CreateCode200Response,
  CreateCodeBody,
  CreateCodePackage200Response,
  CreateCodePackageBody,
  GenerateCodePackage200Response,
  GetCodePackage200Response,
  GetMerchantSettings200Response,
  GetMyCode200Response,
  ListCodePackages200Response,
  ListCodesHistory200Response,
  ListMyCodes200Response,
  UpdateMerchantSettings200Response,
  UpdateMerchantSettingsBody,
} from '../../../generated/api/codes/codes.zod';
import {
  BuyGiftCard200Response,
  BuyGiftCardBody,
  GetGiftCard200Response,
  GetGiftCardTerms200Response,
  ListMyGiftCards200Response,
  RedeemGiftCard200Response,
  RedeemGiftCardBody,
} from '../../../generated/api/gift-cards/gift-cards.zod';
import {
  applyCode,
  CodeNotFound,
  codesHistory,
  createCode,
  createPackage,
  defineCodes,
  generatePackage,
  merchantSettings,
  myCode,
  myCodes,
  myPackage,
  myPackages,
  packageCodes,
  saveMerchantSettings,
  type StoredCode,
  type StoredPackage,
} from '../codes/codes';
import {
  buyGiftCard,
  defineGiftCards,
  GIFT_CARD_ASSETS,
  giftCardDesigns,
  GiftCardNotFound,
  myGiftCard,
  myGiftCards,
  redeemGiftCard,
  type StoredGiftCard,
} from '../codes/gift-cards';
import { rules } from '../earn/history-page';
import { inPeriod, json, notFound, pageOf, paging, periodOf, posting, query, seconds, signedIn, type LedgerContext } from '../http';
import { decimalsOf } from '../money/currencies';
import { parsedBody } from '../money/requests';

const wireCode = (c: StoredCode) => ({
  code: c.code,
  externalId: c.externalId,
  ticker: c.ticker,
  amount: c.amount,
  ...(c.description ? { description: c.description } : {}),
  status: c.usedAt === undefined ? ('created' as const) : ('used' as const),
  hasPassphrase: c.passphraseHash !== undefined,
  ...(c.packageId === undefined ? {} : { packageId: c.packageId }),
  createdAt: seconds(c.createdAt),
  ...(c.usedAt === undefined ? {} : { usedAt: seconds(c.usedAt) }),
});

function wirePackage(ctx: LedgerContext, p: StoredPackage, withCodes: boolean) {
  const codes = packageCodes(ctx.ledger, p.id);
  return {
    id: p.id,
    name: p.name,
    ticker: p.ticker,
    amountPerCode: p.amountPerCode,
    count: p.count,
    ...(p.description ? { description: p.description } : {}),
    hasPassphrase: p.passphraseHash !== undefined,
    status: p.status,
    usedCount: codes.filter((c) => c.usedAt !== undefined).length,
    createdAt: seconds(p.createdAt),
    ...(p.generatedAt === undefined ? {} : { generatedAt: seconds(p.generatedAt) }),
    ...(withCodes && p.status === 'generated' ? { codes: codes.map(wireCode) } : {}),
  };
}

function wireGiftCard(ctx: LedgerContext, c: StoredGiftCard) {
  const me = ctx.ledger.user;
  const bought = c.buyer === me;
  return {
    id: c.id,
    design: c.design,
    ticker: c.ticker,
    amount: c.amount,
    ...(c.recipientName ? { recipientName: c.recipientName } : {}),
    ...(c.message ? { message: c.message } : {}),
    // The code is the buyer's to share while the card can still be redeemed.
    ...(bought && c.redeemedAt === undefined ? { code: c.code } : {}),
    status: c.redeemedAt === undefined ? ('active' as const) : ('redeemed' as const),
    role: bought ? ('bought' as const) : ('received' as const),
    purchasedAt: seconds(c.purchasedAt),
    ...(c.redeemedAt === undefined ? {} : { redeemedAt: seconds(c.redeemedAt) }),
  };
}

const STATUSES = ['all', 'created', 'used'] as const;

export function codesHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger } = ctx;
  defineCodes(ledger);
  defineGiftCards(ledger);
  /** A signed-in call; an unknown code, package or card is its 404, a broken rule its 422, a short balance 37. */
  const user = (answer: () => Response | Promise<Response>, field = 'amount') =>
    signedIn(ctx, async () => {
      try {
        return await rules(() => posting(answer, field));
      } catch (error) {
        if (error instanceof CodeNotFound || error instanceof GiftCardNotFound) return notFound(error.message);
        throw error;
      }
    });
  const id = (params: Record<string, string | readonly string[] | undefined>) => Number(params.id);
  /** A signed-in call with its body read against the schema (a guest's is a 401 whatever it sends). */
  const withBody = <T>(request: Request, schema: Parameters<typeof parsedBody<T>>[1], answer: (body: T) => Response, field?: string) =>
    user(async () => {
      const parsed = await parsedBody(request, schema);
      return parsed.ok ? answer(parsed.body) : parsed.answer;
    }, field);

  return [
    // ------------------------------------------------------------------ codes
    http.get('*/v2/codes', ({ request }) =>
      user(() => {
        const wanted = query(request).get('status') ?? 'all';
        const status = (STATUSES as readonly string[]).includes(wanted) ? (wanted as (typeof STATUSES)[number]) : 'all';
        return json(ListMyCodes200Response, pageOf(myCodes(ledger, status).map(wireCode), paging(request, 30, 100)));
      }),
    ),
    http.post('*/v2/codes', ({ request }) =>
      withBody(request, CreateCodeBody, (body) => json(CreateCode200Response, { data: wireCode(createCode(ledger, body)) })),
    ),
    http.get('*/v2/codes/my/:externalId', ({ params }) =>
      user(() => json(GetMyCode200Response, { data: wireCode(myCode(ledger, String(params.externalId))) })),
    ),
    http.post('*/v2/codes/apply', ({ request }) =>
      withBody(request, ApplyCodeBody, (body) => {
        const { stored, merchant } = applyCode(ledger, body);
        return json(ApplyCode200Response, {
          data: { ticker: stored.ticker, amount: stored.amount, externalId: stored.usedExternalId!, ...(merchant ? { merchant } : {}) },
        });
      }),
    ),
    http.get('*/v2/codes/history', ({ request }) =>
      user(() => {
        const period = periodOf(request);
        if ('error' in period) return period.error;
        const ticker = query(request).get('ticker');
        const rows = codesHistory(ledger)
          .filter((r) => (!ticker || r.ticker === ticker) && inPeriod(period.period, seconds(r.time)))
          .map((r) => ({ ...r, time: seconds(r.time) }));
        return json(ListCodesHistory200Response, pageOf(rows, paging(request, 30, 100)));
      }),
    ),
    http.get('*/v2/codes/packages', () =>
      user(() => json(ListCodePackages200Response, { data: myPackages(ledger).map((p) => wirePackage(ctx, p, false)) })),
    ),
    http.post('*/v2/codes/packages', ({ request }) =>
      withBody(request, CreateCodePackageBody, (body) =>
        json(CreateCodePackage200Response, { data: wirePackage(ctx, createPackage(ledger, body), true) }),
      ),
    ),
    http.get('*/v2/codes/packages/:id', ({ params }) =>
      user(() => json(GetCodePackage200Response, { data: wirePackage(ctx, myPackage(ledger, id(params)), true) })),
    ),
    http.post('*/v2/codes/packages/:id/generate', ({ params }) =>
      user(
        () => json(GenerateCodePackage200Response, { data: wirePackage(ctx, generatePackage(ledger, id(params)), true) }),
        'amountPerCode',
      ),
    ),
    http.get('*/v2/codes/merchant-settings', () => user(() => json(GetMerchantSettings200Response, { data: merchantSettings(ledger) }))),
    http.post('*/v2/codes/merchant-settings', ({ request }) =>
      withBody(request, UpdateMerchantSettingsBody, (body) =>
        json(UpdateMerchantSettings200Response, { data: saveMerchantSettings(ledger, body) }),
      ),
    ),

    // ------------------------------------------------------------------ gift cards
    http.get('*/v2/gift-cards/terms', () =>
      json(GetGiftCardTerms200Response, {
        data: {
          assets: GIFT_CARD_ASSETS.map((a) => ({ ...a, decimals: Math.min(decimalsOf(a.ticker), 8) })),
          designs: giftCardDesigns(),
        },
      }),
    ),
    http.post('*/v2/gift-cards', ({ request }) =>
      withBody(request, BuyGiftCardBody, (body) => json(BuyGiftCard200Response, { data: wireGiftCard(ctx, buyGiftCard(ledger, body)) })),
    ),
    http.get('*/v2/gift-cards/my', () =>
      user(() => json(ListMyGiftCards200Response, { data: myGiftCards(ledger).map((c) => wireGiftCard(ctx, c)) })),
    ),
    http.post('*/v2/gift-cards/redeem', ({ request }) =>
      withBody(
        request,
        RedeemGiftCardBody,
        (body) => json(RedeemGiftCard200Response, { data: wireGiftCard(ctx, redeemGiftCard(ledger, body.code)) }),
        'code',
      ),
    ),
    http.get('*/v2/gift-cards/:id', ({ params }) =>
      user(() => json(GetGiftCard200Response, { data: wireGiftCard(ctx, myGiftCard(ledger, id(params))) })),
    ),
  ];
}
