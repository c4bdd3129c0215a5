/**
 * The ledger's answers to the contract's assumed `crypto-borrow` operations (mocks/ledger/borrow/crypto-loans.ts):
 * the terms at the current prices, the user's loans with their LTV, taking out, repaying and adding collateral, and
 * the loans' movements for the history tab collateral/borrow. Every call of a signed-in user first catches the loans
 * up to the clock; the open loans also stream as borrows (borrow_positions.update).
 */
import { http, type RequestHandler } from 'msw';
import {
  AddCryptoLoanCollateralBody,
  AddCryptoLoanCollateral200Response,
  CreateCryptoLoanBody,
  CreateCryptoLoan200Response,
  GetCryptoBorrowTerms200Response,
  ListCryptoLoanHistory200Response,
  ListCryptoLoans200Response,
  RepayCryptoLoanBody,
  RepayCryptoLoan200Response,
  CreateInstitutionalLoanRequestBody,
  CreateInstitutionalLoanRequest200Response,
  ListInstitutionalLoanRequests200Response,
  WithdrawInstitutionalLoanRequest200Response,
} from '../../../generated/api/crypto-borrow/crypto-borrow.zod';
import { applyForLoan, defineInstitutionalLoans, loanRequests, wireLoanRequest, withdrawLoanRequest } from '../borrow/institutional-loans';
import { CryptoLoans, defineCryptoLoans, LOAN_HISTORY, type LoanEvent } from '../borrow/crypto-loans';
import { rules } from '../earn/history-page';
import {
  inPeriod,
  json,
  notFound,
  pageOf,
  paging,
  periodOf,
  posting,
  query,
  seconds,
  signedIn,
  validation,
  type LedgerContext,
} from '../http';
import { parsedBody } from '../money/requests';

export function cryptoBorrowHandlers(ctx: LedgerContext): RequestHandler[] {
  defineCryptoLoans(ctx.ledger);
  defineInstitutionalLoans(ctx.ledger);
  const loans = new CryptoLoans(ctx.ledger, ctx.exchange);
  ctx.exchange.loanBorrows = (now) => {
    if (!ctx.exchange.isLoggedIn()) return [];
    loans.catchUp();
    return loans.list('open').map((loan) => {
      const wire = loans.wire(loan);
      return {
        asset: loan.loanTicker,
        ctime: seconds(loan.createdAt),
        mtime: seconds(now),
        amount: loan.principal,
        unrealized_funding: loan.interest,
        liq_price: wire.liquidationPrice,
      };
    });
  };
  /** A signed-in call after the loans have caught up with the clock; a broken rule is its 422. */
  const user = (answer: () => Response | Promise<Response>, field = 'amount') =>
    signedIn(ctx, () => {
      loans.catchUp();
      return rules(() => posting(answer, field));
    });
  const loanId = (params: Record<string, string | readonly string[] | undefined>) => Number(params.id);

  return [
    http.get('*/v2/institutional-loan/requests', ({ request }) =>
      signedIn(ctx, () => {
        const range = periodOf(request);
        if ('error' in range) return range.error;
        const status = query(request).get('status');
        const all = loanRequests(ctx.ledger)
          .filter((r) => (!status || r.status === status) && inPeriod(range.period, seconds(r.createdAt)))
          .map(wireLoanRequest);
        return json(ListInstitutionalLoanRequests200Response, pageOf(all, paging(request, 50, 100)));
      }),
    ),
    http.post('*/v2/institutional-loan/requests', async ({ request }) => {
      const parsed = await parsedBody(request, CreateInstitutionalLoanRequestBody);
      if (!parsed.ok) return parsed.answer;
      return signedIn(ctx, () => {
        const result = applyForLoan(ctx.ledger, parsed.body);
        if (!result.ok) return validation(result.refusal.code, { [result.refusal.field]: [result.refusal.message] });
        return json(CreateInstitutionalLoanRequest200Response, { data: wireLoanRequest(result.request) });
      });
    }),
    http.delete('*/v2/institutional-loan/requests/:id', ({ params }) =>
      signedIn(ctx, () => {
        const result = withdrawLoanRequest(ctx.ledger, Number(params.id));
        if (result === 'missing') return notFound('Request not found.');
        if (result === 'final') return validation(30, { id: ['This request is approved or withdrawn already.'] });
        return json(WithdrawInstitutionalLoanRequest200Response, { data: wireLoanRequest(result) });
      }),
    ),
    http.get('*/v2/crypto-borrow/terms', () => json(GetCryptoBorrowTerms200Response, { data: loans.terms() })),
    http.get('*/v2/crypto-borrow/loans', ({ request }) =>
      user(() => {
        const { offset, limit } = paging(request, 100, 100);
        const all = loans.list(query(request).get('status') === 'closed' ? 'closed' : 'open');
        return json(ListCryptoLoans200Response, {
          data: all.slice(offset, offset + limit).map((l) => loans.wire(l)),
          pagination: { limit, offset, total: all.length },
        });
      }),
    ),
    http.post('*/v2/crypto-borrow/loans', async ({ request }) => {
      const parsed = await parsedBody(request, CreateCryptoLoanBody);
      if (!parsed.ok) return parsed.answer;
      return user(() => json(CreateCryptoLoan200Response, { data: loans.wire(loans.open(parsed.body)) }), 'collateralAmount');
    }),
    http.post('*/v2/crypto-borrow/loans/:id/repay', async ({ request, params }) => {
      const parsed = await parsedBody(request, RepayCryptoLoanBody);
      if (!parsed.ok) return parsed.answer;
      return user(() => json(RepayCryptoLoan200Response, { data: loans.wire(loans.repay(loanId(params), parsed.body.amount)) }));
    }),
    http.post('*/v2/crypto-borrow/loans/:id/collateral', async ({ request, params }) => {
      const parsed = await parsedBody(request, AddCryptoLoanCollateralBody);
      if (!parsed.ok) return parsed.answer;
      return user(() =>
        json(AddCryptoLoanCollateral200Response, { data: loans.wire(loans.addCollateral(loanId(params), parsed.body.amount)) }),
      );
    }),
    http.get('*/v2/crypto-borrow/history', ({ request }) =>
      user(() => {
        const { offset, limit } = paging(request, 100, 100);
        const ticker = query(request).get('ticker');
        const kind = query(request).get('kind');
        const range = periodOf(request);
        if ('error' in range) return range.error;
        const all = ctx.ledger
          .history<LoanEvent>(LOAN_HISTORY)
          .filter((e) => (!ticker || e.ticker === ticker) && (!kind || e.kind === kind) && inPeriod(range.period, seconds(e.time)));
        return json(ListCryptoLoanHistory200Response, {
          data: all.slice(offset, offset + limit).map((e) => ({
            id: e.id,
            loanId: e.loanId,
            kind: e.kind,
            ticker: e.ticker,
            amount: e.amount,
            time: seconds(e.time),
          })),
          pagination: { limit, offset, total: all.length },
        });
      }),
    ),
  ];
}
