/**
 * The desk's quote for a request: its price and total, the time left to accept it (counted from the validity the
 * server gave, from when its answer arrived, so a clock set wrong on this device does not shorten or stretch it),
 * and accepting or declining it. The server decides whether the quote is still valid: an accept it refuses (7003)
 * says why in place. After a change the request, the list and the balances are read again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListBalancesByTypeQueryKey, getListBalancesQueryKey } from '../../../generated/api/balances/balances';
import type { OtcRequest } from '../../../generated/api/model/otcRequest.zod';
import { getListOtcRequestsQueryKey, useAcceptOtcQuote, useCancelOtcRequest } from '../../../generated/api/otc/otc';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { notify } from '../../lib/toast/toast';
import { CallError } from '../../ui/call-error';

/** Seconds left of a quote, from its validity and when its answer arrived (ms of this device's clock). */
export function secondsLeft(request: Pick<OtcRequest, 'createdAt' | 'expiresAt'>, receivedAt: number, now: number): number {
  return Math.max(0, request.expiresAt - request.createdAt - Math.floor((now - receivedAt) / 1000));
}

function useSecondsLeft(request: OtcRequest, receivedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(request, receivedAt, now);
  useEffect(() => {
    if (request.status !== 'quoted' || left === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [request.status, left, now]);
  return left;
}

export function OtcQuote({
  request,
  receivedAt,
  onChanged,
  onNewQuote,
}: {
  request: OtcRequest;
  receivedAt: number;
  onChanged: (request: OtcRequest) => void;
  /** Asks again for the same trade (after the quote expired or was declined). */
  onNewQuote?: () => void;
}) {
  const { t, i18n } = useTranslation('otc');
  const queryClient = useQueryClient();
  const left = useSecondsLeft(request, receivedAt);
  const refresh = (changed: OtcRequest) => {
    onChanged(changed);
    void queryClient.invalidateQueries({ queryKey: getListOtcRequestsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListBalancesQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListBalancesByTypeQueryKey('main') });
  };
  const accept = useAcceptOtcQuote({
    mutation: {
      onSuccess: (answer) => {
        refresh(answer.data);
        notify.success(t('quote.accepted'));
      },
    },
  });
  const decline = useCancelOtcRequest({ mutation: { onSuccess: (answer) => refresh(answer.data) } });
  const locale = i18n.language;
  const amount = (value: string, ticker: string) => `${formatDecimal(value, locale, { max: 8 })} ${ticker}`;
  const open = request.status === 'quoted' && left > 0;
  const busy = accept.isPending || decline.isPending;
  const status = request.status === 'quoted' && left === 0 ? 'expired' : request.status;
  return (
    <section
      className="card otc-quote"
      aria-labelledby={`otc-quote-${request.id}`}
      data-testid="otc-quote"
      data-id={request.id}
      data-status={status}
    >
      <h2 id={`otc-quote-${request.id}`}>{t(`quote.title.${request.side}`, { amount: amount(request.amount, request.asset) })}</h2>
      <dl className="definition-list">
        <div className="definition-list__row">
          <dt>{t('quote.price')}</dt>
          <dd className="num" data-testid="otc-price" data-value={request.price}>
            {t('quote.priceValue', { price: amount(request.price, request.quote), asset: request.asset })}
          </dd>
        </div>
        <div className="definition-list__row">
          <dt>{t(`quote.total.${request.side}`)}</dt>
          <dd className="num" data-testid="otc-total" data-value={request.total}>
            {amount(request.total, request.quote)}
          </dd>
        </div>
        <div className="definition-list__row">
          <dt>{t('quote.status')}</dt>
          <dd data-testid="otc-status">
            {open ? t('quote.validFor', { count: left }) : t(`statuses.${status}`)}
            {request.acceptedAt !== undefined && <> · {formatDateTime(request.acceptedAt, locale)}</>}
          </dd>
        </div>
      </dl>
      {(accept.error || decline.error) && <CallError error={accept.error ?? decline.error} />}
      <p className="product-info__links">
        {open && (
          <>
            <button
              type="button"
              className="button"
              disabled={busy}
              aria-busy={accept.isPending}
              onClick={() => {
                decline.reset();
                accept.mutate({ id: request.id });
              }}
              data-testid="otc-accept"
            >
              {t('quote.accept')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => {
                accept.reset();
                decline.mutate({ id: request.id });
              }}
              data-testid="otc-decline"
            >
              {t('quote.decline')}
            </button>
          </>
        )}
        {!open && status !== 'accepted' && onNewQuote && (
          <button type="button" className="button" onClick={onNewQuote} data-testid="otc-requote">
            {t('quote.again')}
          </button>
        )}
      </p>
    </section>
  );
}
