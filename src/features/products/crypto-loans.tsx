/**
 * The user's crypto loans (GET /v2/crypto-borrow/loans): open ones with what is owed, the collateral, the current
 * loan-to-value against its margin-call and liquidation thresholds (a warning from the margin call on), and the
 * collateral's liquidation price; each can be repaid in part or in full (interest first) or topped up with more
 * collateral. Closed loans (repaid or liquidated) in a tab of their own. The list follows the socket's borrows
 * (borrow_positions.update: every open loan is a borrow there): a borrow that changes (a new loan, a repayment, an hour's
 * interest, a liquidation) asks for the loans again at once. It is also asked again every 15 s, for the LTV, which
 * follows the collateral's price and which the stream does not carry.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useAddCryptoLoanCollateral, useListCryptoLoans, useRepayCryptoLoan } from '../../../generated/api/crypto-borrow/crypto-borrow';
import { AddCryptoLoanCollateralBody, RepayCryptoLoanBody } from '../../../generated/api/crypto-borrow/crypto-borrow.zod';
import type { CryptoLoan } from '../../../generated/api/model/cryptoLoan.zod';
import { useBorrowPositionsSubscription } from '../../../generated/socket/trade-socket.client';
import type { BorrowPositions } from '../../../generated/socket/trade-socket.zod';
import { useFailureToast } from '../../lib/errors/use-failure-toast';
import { amountCheck, roundedDown } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { Dec, decimalString } from '../../lib/input/input-result';
import { notify } from '../../lib/toast/toast';
import { FormAmountField } from '../../ui/form-amount-field';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { SegmentedControl } from '../../ui/segmented-control';
import { percentText, refreshLoans, type BorrowWallet } from './borrow-figures';

const REFRESH_MS = 15_000;
/** A burst of changed borrows asks for the loans once (spec section 9: borrow debounce 300 ms). */
export const BORROWS_DEBOUNCE_MS = 300;
const NO_PARAMS: [] = [];

/** What of the borrows a loan changes: the stream's own time (mtime) moves at every frame and is left out. */
const borrowsPrint = (update: BorrowPositions) =>
  JSON.stringify(update.records.map((r) => [r.asset, r.ctime, r.amount, r.unrealized_funding, r.liq_price]));

/** Asks for the loans (and the balances and history they move) again when the socket's borrows change. */
function useLoansFollowBorrows(): void {
  const queryClient = useQueryClient();
  const last = useRef<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useBorrowPositionsSubscription(NO_PARAMS, (update) => {
    const print = borrowsPrint(update);
    const first = last.current === undefined;
    if (print === last.current) return;
    last.current = print;
    // The first frame is what the loans just read already say.
    if (first) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => refreshLoans(queryClient), BORROWS_DEBOUNCE_MS);
  });
}

type Amount = z.infer<typeof RepayCryptoLoanBody>;
type Action = { id: number; kind: 'repay' | 'collateral' } | undefined;

export function CryptoLoans({ wallet }: { wallet: BorrowWallet }) {
  const { t } = useTranslation('products');
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const loans = useListCryptoLoans({ status }, { query: { refetchInterval: REFRESH_MS } });
  useLoansFollowBorrows();
  useFailureToast(loans.error);
  const [action, setAction] = useState<Action>();
  return (
    <section aria-labelledby="crypto-loans-title" className="crypto-loans">
      <h2 id="crypto-loans-title">{t('borrow.loans.title')}</h2>
      <SegmentedControl
        variant="tabs"
        aria-label={t('borrow.loans.title')}
        value={status}
        onChange={setStatus}
        items={[
          { value: 'open', label: t('borrow.loans.open'), controls: 'crypto-loans-panel' },
          { value: 'closed', label: t('borrow.loans.closed'), controls: 'crypto-loans-panel' },
        ]}
      />
      <div id="crypto-loans-panel" role="tabpanel">
        {loans.isPending ? (
          <QueryLoading />
        ) : loans.isError ? (
          <QueryError error={loans.error} onRetry={() => void loans.refetch()} />
        ) : loans.data.data.length === 0 ? (
          <QueryEmpty>{t(status === 'open' ? 'borrow.loans.emptyOpen' : 'borrow.loans.emptyClosed')}</QueryEmpty>
        ) : (
          <ul className="crypto-loans__list" data-testid={`crypto-loans-${status}`}>
            {loans.data.data.map((loan) => (
              <li key={loan.id} className="card" data-testid="crypto-loan">
                <LoanSummary loan={loan} />
                {loan.status === 'open' && (
                  <div className="form__actions">
                    <button type="button" className="button button--secondary" onClick={() => setAction({ id: loan.id, kind: 'repay' })}>
                      {t('borrow.loans.repay')}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => setAction({ id: loan.id, kind: 'collateral' })}
                    >
                      {t('borrow.loans.addCollateral')}
                    </button>
                  </div>
                )}
                {action?.id === loan.id && (
                  <LoanAmountForm key={action.kind} loan={loan} kind={action.kind} wallet={wallet} onDone={() => setAction(undefined)} />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function LoanSummary({ loan }: { loan: CryptoLoan }) {
  const { t, i18n } = useTranslation('products');
  const locale = i18n.language;
  const owed = decimalString(new Dec(loan.principal).plus(loan.interest));
  const ltv = new Dec(loan.ltv);
  const level = ltv.gte(loan.liquidationLtv) ? 'danger' : ltv.gte(loan.marginCallLtv) ? 'warning' : 'ok';
  return (
    <>
      <h3 className="card__title">
        {t('borrow.loans.heading', { ticker: loan.loanTicker, collateral: loan.collateralTicker, id: loan.id })}
      </h3>
      <dl className="definition-list">
        <dt>{t('borrow.loans.owed')}</dt>
        <dd data-testid="loan-owed">
          {formatDecimal(owed, locale)} {loan.loanTicker}
        </dd>
        <dt>{t('borrow.loans.interest')}</dt>
        <dd data-testid="loan-interest">
          {formatDecimal(loan.interest, locale)} {loan.loanTicker}
        </dd>
        <dt>{t('borrow.loans.collateral')}</dt>
        <dd data-testid="loan-collateral">
          {formatDecimal(loan.collateralAmount, locale)} {loan.collateralTicker}
        </dd>
        {loan.status === 'open' ? (
          <>
            <dt>{t('borrow.loans.ltv')}</dt>
            <dd data-testid="loan-ltv" data-level={level}>
              {percentText(ltv, locale)}{' '}
              <span className="field__hint">
                {t('borrow.loans.ltvThresholds', {
                  call: percentText(loan.marginCallLtv, locale),
                  liquidation: percentText(loan.liquidationLtv, locale),
                })}
              </span>
            </dd>
            <dt>{t('borrow.loans.liquidationPrice')}</dt>
            <dd>{`${formatDecimal(loan.liquidationPrice, locale, { max: 2 })} USDT`}</dd>
          </>
        ) : (
          <>
            <dt>{t('borrow.loans.status')}</dt>
            <dd data-testid="loan-status">{t(`borrow.loans.statuses.${loan.status}`)}</dd>
          </>
        )}
        <dt>{t('borrow.loans.opened')}</dt>
        <dd>{formatDateTime(loan.createdAt, locale)}</dd>
      </dl>
      {loan.status === 'open' && level !== 'ok' && (
        <p className="notice notice--warning" role="alert" data-testid="loan-warning">
          {t(level === 'danger' ? 'borrow.loans.liquidating' : 'borrow.loans.marginCall', {
            price: formatDecimal(loan.liquidationPrice, locale, { max: 2 }),
            ticker: loan.collateralTicker,
          })}
        </p>
      )}
    </>
  );
}

/** Repay (in the loan's ticker, at most what is owed) or add collateral (in the collateral's), from main. */
function LoanAmountForm({
  loan,
  kind,
  wallet,
  onDone,
}: {
  loan: CryptoLoan;
  kind: 'repay' | 'collateral';
  wallet: BorrowWallet;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('products');
  const locale = i18n.language;
  const queryClient = useQueryClient();
  const repay = useRepayCryptoLoan();
  const topUp = useAddCryptoLoanCollateral();
  const ticker = kind === 'repay' ? loan.loanTicker : loan.collateralTicker;
  const decimals = wallet.decimals(ticker);
  const available = wallet.available(ticker);
  const owed = decimalString(new Dec(loan.principal).plus(loan.interest));
  const shown = (amount: string) => `${formatDecimal(amount, locale)} ${ticker}`;
  const form = useContractForm<Amount>({
    schema: kind === 'repay' ? RepayCryptoLoanBody : AddCryptoLoanCollateralBody,
    defaultValues: { amount: '' },
    checks: ({ amount }) => ({
      amount: amountCheck(amount, [
        [(v) => kind === 'repay' && v.gt(owed), () => t('borrow.loans.errors.overOwed', { owed: shown(owed) })],
        [(v) => v.gt(available), () => t('borrow.form.errors.notEnough', { available: shown(available) })],
      ]),
    }),
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(({ amount }) =>
    (kind === 'repay' ? repay : topUp).mutateAsync({ id: loan.id, data: { amount } }).then(
      (answer) => {
        notify.success(
          kind === 'repay'
            ? t(answer.data.status === 'repaid' ? 'borrow.loans.repaidAll' : 'borrow.loans.repaid', { amount: shown(amount) })
            : t('borrow.loans.collateralAdded', { amount: shown(amount) }),
        );
        refreshLoans(queryClient);
        onDone();
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['amount'], codeFields: { 30: 'amount' } }),
    ),
  );
  const max = kind === 'repay' ? Dec.min(owed, available) : new Dec(available);
  return (
    <form
      className="form account-panels__edit"
      onSubmit={submit}
      noValidate
      aria-label={t(kind === 'repay' ? 'borrow.loans.repayTitle' : 'borrow.loans.collateralTitle', { id: loan.id })}
    >
      <FormAmountField
        control={form.control}
        name="amount"
        inputName={kind === 'repay' ? 'loan-repay-amount' : 'loan-collateral-amount'}
        label={t(kind === 'repay' ? 'borrow.loans.repayAmount' : 'borrow.loans.collateralAmount')}
        precision={decimals}
        suffix={ticker}
        hint={t('borrow.form.available', { amount: shown(available) })}
        onMax={() => form.setValue('amount', roundedDown(decimalString(max), decimals), { shouldValidate: true })}
        maxLabel={t('borrow.form.max')}
        disabled={busy}
      />
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {t(kind === 'repay' ? 'borrow.loans.repay' : 'borrow.loans.addCollateral')}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone} disabled={busy}>
          {t('borrow.loans.cancel')}
        </button>
      </div>
    </form>
  );
}
