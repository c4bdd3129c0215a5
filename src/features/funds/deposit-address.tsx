/**
 * The user's deposit address of a currency on a network (GET /v2/profile/address/{ticker}/{network}) as text, a
 * QR code and a copy button (a copy saves the spec's deposit details: username, currency and ticker, network,
 * address type, address, memo), the memo when the network needs one, and the network's minimum and
 * confirmations. A network with several address types (GET /v2/address/types) offers them; the user's addresses
 * on the network are listed (GET /v2/profile/address/{ticker}). Without an address of the type, or with the
 * privilege of many, a new one is created (POST /v2/profile/address).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../generated/api/model/currency.zod';
import {
  getGetDepositAddressQueryKey,
  getListDepositAddressesQueryKey,
  useCreateDepositAddress,
  useGetDepositAddress,
  useListAddressTypes,
  useListDepositAddresses,
} from '../../../generated/api/profile/profile';
import { safeLocalStorage } from '../../lib/storage/safe-storage';
import { QrCode } from '../../ui/qr-code';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { formatDecimal } from '../../lib/format/number-format';
import { ApiError } from '../../lib/http/errors';
import { CopyButton } from '../../ui/copy-button';
import { QueryError, QueryLoading } from '../../ui/query-state';

/** Where a copy saves the deposit details (spec section 3, "Saved deposit details on copy"). */
export const DEPOSIT_DETAILS_KEY = 'deposit-details';

export function DepositAddress({
  currency,
  network,
  canCreateMany,
  username,
}: {
  currency: Currency;
  network: Currency['networks'][number];
  canCreateMany: boolean;
  username: string;
}) {
  const { t, i18n } = useTranslation('funds');
  const queryClient = useQueryClient();
  const newest = useGetDepositAddress(currency.ticker, network.code, { query: { retry: false } });
  const all = useListDepositAddresses(currency.ticker);
  const types = useListAddressTypes({ query: { staleTime: 5 * 60_000 } });
  const create = useCreateDepositAddress();
  const networkTypes = types.data?.data.find((x) => x.network === network.code)?.types ?? [];
  const [type, setType] = useState<string | undefined>();
  const onNetwork = (all.data?.data ?? []).filter((a) => a.network === network.code);
  // The chosen type's newest address; without a choice, the network's newest.
  const ofType = type === undefined ? undefined : onNetwork.filter((a) => a.type === type).at(-1);
  const typeMissing = type !== undefined && all.isSuccess && !ofType;
  const missing = typeMissing || (type === undefined && newest.isError && newest.error instanceof ApiError && newest.error.status === 404);
  const source = type === undefined ? newest : all;

  const createAddress = () =>
    create.mutate(
      { data: { ticker: currency.ticker, network: network.code, ...(type ? { type } : {}) } },
      {
        onSuccess: (response) => {
          queryClient.setQueryData(getGetDepositAddressQueryKey(currency.ticker, network.code), response);
          void queryClient.invalidateQueries({ queryKey: getListDepositAddressesQueryKey(currency.ticker) });
        },
        onError: (error) => failedToFetchToast(error),
      },
    );
  const shown = type === undefined ? newest.data?.data : ofType;
  const saveDetails = () => {
    if (!shown) return;
    safeLocalStorage.setItem(
      DEPOSIT_DETAILS_KEY,
      JSON.stringify({
        username,
        currency: currency.name,
        ticker: currency.ticker,
        network: network.code,
        addressType: shown.type ?? 'default',
        address: shown.address,
        memo: shown.memo ?? null,
      }),
    );
  };

  return (
    <section className="card funds-address" aria-labelledby="deposit-address-title">
      <h2 id="deposit-address-title" className="card__title">
        {t('deposit.addressTitle', { ticker: currency.ticker, network: network.name })}
      </h2>
      {networkTypes.length > 1 && (
        <div className="field">
          <label className="field__label" htmlFor="deposit-address-type">
            {t('deposit.addressType')}
          </label>
          <select
            id="deposit-address-type"
            value={type ?? shown?.type ?? networkTypes[0]}
            onChange={(e) => setType(e.target.value)}
            data-testid="deposit-address-type"
          >
            {networkTypes.map((x) => (
              <option key={x} value={x}>
                {x}
              </option>
            ))}
          </select>
        </div>
      )}
      {missing ? (
        <>
          <p>{t('deposit.noAddress')}</p>
          <button type="button" className="button" disabled={create.isPending} onClick={createAddress}>
            {t('deposit.create')}
          </button>
        </>
      ) : source.isPending ? (
        <QueryLoading />
      ) : source.isError || !shown ? (
        <QueryError error={source.error} onRetry={() => void source.refetch()} />
      ) : (
        <>
          <QrCode text={shown.address} label={t('deposit.qr', { ticker: currency.ticker, network: network.name })} />
          <p
            className="funds-address__value mono break"
            data-testid="deposit-address"
            data-ticker={currency.ticker}
            data-network={network.code}
            data-min={network.minDeposit ?? '0'}
          >
            {shown.address}
          </p>
          <div className="form__actions">
            <CopyButton
              onCopied={saveDetails}
              text={shown.address}
              label={t('deposit.copy')}
              copied={t('deposit.copied')}
              failed={t('deposit.copyFailed')}
            />
            {canCreateMany && (
              <button type="button" className="button button--secondary button--small" disabled={create.isPending} onClick={createAddress}>
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
              <CopyButton
                onCopied={saveDetails}
                text={shown.memo}
                label={t('deposit.copyMemo')}
                copied={t('deposit.copied')}
                failed={t('deposit.copyFailed')}
              />
            </div>
          )}
        </>
      )}
      {onNetwork.length > 1 && (
        <details className="funds-address__list">
          <summary>{t('deposit.yourAddresses', { count: onNetwork.length })}</summary>
          <ul>
            {onNetwork.map((a) => (
              <li key={a.address + (a.memo ?? '')} className="mono break" data-testid="deposit-address-entry">
                {a.address}
                {a.memo ? ` · ${a.memo}` : ''}
                {a.type ? ` (${a.type})` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
      <dl className="definition-list">
        {network.minDeposit && (
          <>
            <dt>{t('deposit.min')}</dt>
            <dd>
              {formatDecimal(network.minDeposit, i18n.language, { max: currency.decimal })} {currency.ticker}
            </dd>
          </>
        )}
        {network.confirmations !== undefined && (
          <>
            <dt>{t('deposit.confirmations')}</dt>
            <dd>{network.confirmations}</dd>
          </>
        )}
      </dl>
      <p className="field__hint">{t('deposit.onlyNetwork', { ticker: currency.ticker, network: network.name })}</p>
    </section>
  );
}
