/**
 * The user's deposit address of a currency on a network: the newest one (GET /v2/profile/address/{ticker}/{network})
 * or, where the network offers several address types (GET /v2/address/types, e.g. BTC segwit and legacy), the newest
 * of the type chosen among the user's addresses of the currency (GET /v2/profile/address/{ticker}). Shown as text, as
 * a QR code and with a copy button that also keeps the saved deposit details; the memo when the network needs one;
 * the network's deposit terms (minimum, maximum and fee, from the exchange's deposit limit and fee calls) and
 * confirmations; the user's other addresses on the network. Without an address of the
 * type, or with the privilege of many, a new one is created (POST /v2/profile/address with the type).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../generated/api/model/currency.zod';
import type { DepositAddress as Address } from '../../../generated/api/model/depositAddress.zod';
import {
  getGetDepositAddressQueryKey,
  getListDepositAddressesQueryKey,
  useCreateDepositAddress,
  useGetDepositAddress,
  useListAddressTypes,
  useListDepositAddresses,
} from '../../../generated/api/profile/profile';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { ApiError } from '../../lib/http/errors';
import { AppLink } from '../../ui/app-link';
import { CopyButton } from '../../ui/copy-button';
import { QrCode } from '../../ui/qr-code';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { SegmentedControl } from '../../ui/segmented-control';
import { saveDepositDetails } from './deposit-details';
import { feePartsText, useDepositTerms } from './fund-terms';

export function DepositAddress({
  currency,
  network,
  canCreateMany,
  username,
}: {
  currency: Currency;
  network: Currency['networks'][number];
  canCreateMany: boolean;
  /** Kept with the saved deposit details. */
  username: string;
}) {
  const { t, i18n } = useTranslation('funds');
  const queryClient = useQueryClient();
  const newest = useGetDepositAddress(currency.ticker, network.code, { query: { retry: false } });
  const all = useListDepositAddresses(currency.ticker, { query: { staleTime: 30_000 } });
  const typeLists = useListAddressTypes({ query: { staleTime: 5 * 60_000 } });
  const types = typeLists.data?.data.find((entry) => entry.network === network.code)?.types ?? [];
  const [chosenType, setChosenType] = useState<string | undefined>();
  const create = useCreateDepositAddress();
  const missing = newest.isError && newest.error instanceof ApiError && newest.error.status === 404;
  const onNetwork = (all.data?.data ?? []).filter((a) => a.network === network.code).sort((a, b) => b.createdAt - a.createdAt);
  // The type shown: the one chosen, else the newest address's, else the network's first.
  const type = chosenType ?? newest.data?.data.type ?? types[0];
  const shown: Address | undefined =
    chosenType === undefined || newest.data?.data.type === chosenType ? newest.data?.data : onNetwork.find((a) => a.type === chosenType);

  const terms = useDepositTerms(currency.ticker);
  const way = terms.of(network.code);
  const amountText = (value: string) => `${formatDecimal(value, i18n.language, { max: currency.decimal })} ${currency.ticker}`;
  const feeText = (fee: { fixed: string; percent: string }) =>
    feePartsText(fee, amountText, (percent) => t('fiatWithdraw.percent', { percent }), t('deposit.free'));

  const createAddress = () =>
    create.mutate(
      { data: { ticker: currency.ticker, network: network.code, ...(type && types.length > 1 ? { type } : {}) } },
      {
        onSuccess: (response) => {
          queryClient.setQueryData(getGetDepositAddressQueryKey(currency.ticker, network.code), response);
          void queryClient.invalidateQueries({ queryKey: getListDepositAddressesQueryKey(currency.ticker) });
        },
        onError: (error) => failedToFetchToast(error),
      },
    );
  const copyLabels = { copied: t('deposit.copied'), failed: t('deposit.copyFailed') };
  const keepDetails = (a: Address) => () =>
    saveDepositDetails({
      username,
      currency: currency.name,
      ticker: currency.ticker,
      network: network.code,
      ...(a.type ? { addressType: a.type } : {}),
      address: a.address,
      ...(a.memo ? { memo: a.memo } : {}),
    });
  const others = onNetwork.filter((a) => a.address !== shown?.address || a.type !== shown?.type);

  return (
    <section className="card funds-address" aria-labelledby="deposit-address-title">
      <h2 id="deposit-address-title" className="card__title">
        {t('deposit.addressTitle', { ticker: currency.ticker, network: network.name })}
      </h2>
      {types.length > 1 && type && (
        <SegmentedControl
          variant="radio"
          className="segmented"
          aria-label={t('deposit.addressType')}
          items={types.map((value) => ({ value, label: t(`deposit.addressTypes.${value}`, { defaultValue: value }) }))}
          value={type}
          onChange={setChosenType}
          testId="deposit-address-type"
        />
      )}
      {newest.isPending ? (
        <QueryLoading />
      ) : newest.isError && !missing ? (
        <QueryError error={newest.error} onRetry={() => void newest.refetch()} />
      ) : !shown ? (
        <>
          <p>
            {chosenType
              ? t('deposit.noAddressOfType', { type: t(`deposit.addressTypes.${chosenType}`, { defaultValue: chosenType }) })
              : t('deposit.noAddress')}
          </p>
          <button type="button" className="button" disabled={create.isPending} onClick={createAddress} data-testid="deposit-create">
            {t('deposit.create')}
          </button>
        </>
      ) : (
        <>
          <div className="funds-address__shown">
            <QrCode text={shown.address} label={t('deposit.qr', { ticker: currency.ticker, network: network.name })} size={160} />
            <p
              className="funds-address__value mono break"
              data-testid="deposit-address"
              // What the demo's "Send a test deposit" (mocks/demo-test-deposit.ts) sends to.
              data-ticker={currency.ticker}
              data-network={network.code}
              data-min={network.minDeposit}
            >
              {shown.address}
            </p>
          </div>
          <div className="form__actions">
            <CopyButton text={shown.address} label={t('deposit.copy')} onCopied={keepDetails(shown)} {...copyLabels} />
            {canCreateMany && (
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={create.isPending}
                onClick={createAddress}
                data-testid="deposit-create-another"
              >
                {t('deposit.createAnother')}
              </button>
            )}
          </div>
          {shown.memo && (
            <div className="notice notice--warning">
              <p>{t('deposit.memoWarning')}</p>
              <p className="mono" data-testid="deposit-memo">
                {shown.memo}
              </p>
              <CopyButton text={shown.memo} label={t('deposit.copyMemo')} onCopied={keepDetails(shown)} {...copyLabels} />
            </div>
          )}
        </>
      )}
      <dl className="definition-list" data-testid="deposit-terms">
        {way.limit && (
          <>
            <dt>{t('deposit.min')}</dt>
            <dd data-testid="deposit-min">{amountText(way.limit.min)}</dd>
          </>
        )}
        {way.limit?.max !== undefined && (
          <>
            <dt>{t('deposit.max')}</dt>
            <dd>{amountText(way.limit.max)}</dd>
          </>
        )}
        {way.fee && (
          <>
            <dt>{t('deposit.fee')}</dt>
            <dd data-testid="deposit-fee">{feeText(way.fee)}</dd>
          </>
        )}
        {network.confirmations !== undefined && (
          <>
            <dt>{t('deposit.confirmations')}</dt>
            <dd>{network.confirmations}</dd>
          </>
        )}
      </dl>
      {terms.failures.map((failure, i) => (
        <QueryError key={i} error={failure.error} onRetry={failure.retry} />
      ))}
      <p className="field__hint">{t('deposit.onlyNetwork', { ticker: currency.ticker, network: network.name })}</p>
      <p>
        <AppLink to={`/addresses-history/${network.code}`}>{t('deposit.allAddresses', { network: network.name })}</AppLink>
      </p>
      {others.length > 0 && (
        <details className="funds-address__others">
          <summary>{t('deposit.otherAddresses', { count: others.length })}</summary>
          <ul className="plain-list" data-testid="deposit-other-addresses">
            {others.map((a) => (
              <li key={`${a.type ?? ''}-${a.address}`}>
                <span className="mono break">{a.address}</span>
                {a.type && ` · ${t(`deposit.addressTypes.${a.type}`, { defaultValue: a.type })}`} ·{' '}
                {formatDateTime(a.createdAt, i18n.language)}{' '}
                <CopyButton text={a.address} label={t('deposit.copy')} onCopied={keepDetails(a)} {...copyLabels} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
