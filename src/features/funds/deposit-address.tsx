/**
 * The user's deposit address of a currency on a network (GET /v2/profile/address/{ticker}/{network}) as text
 * with a copy button, the memo when the network needs one, and the network's minimum and confirmations. Without
 * an address, or with the privilege of many, a new one is created (POST /v2/profile/address).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../generated/api/model/currency.zod';
import { getGetDepositAddressQueryKey, useCreateDepositAddress, useGetDepositAddress } from '../../../generated/api/profile/profile';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { formatDecimal } from '../../lib/format/number-format';
import { ApiError } from '../../lib/http/errors';
import { CopyButton } from '../../ui/copy-button';
import { QueryError, QueryLoading } from '../../ui/query-state';

export function DepositAddress({
  currency,
  network,
  canCreateMany,
}: {
  currency: Currency;
  network: Currency['networks'][number];
  canCreateMany: boolean;
}) {
  const { t, i18n } = useTranslation('funds');
  const queryClient = useQueryClient();
  const address = useGetDepositAddress(currency.ticker, network.code, { query: { retry: false } });
  const create = useCreateDepositAddress();
  const missing = address.isError && address.error instanceof ApiError && address.error.status === 404;

  const createAddress = () =>
    create.mutate(
      { data: { ticker: currency.ticker, network: network.code } },
      {
        onSuccess: (response) => {
          queryClient.setQueryData(getGetDepositAddressQueryKey(currency.ticker, network.code), response);
        },
        onError: (error) => failedToFetchToast(error),
      },
    );

  return (
    <section className="card funds-address" aria-labelledby="deposit-address-title">
      <h2 id="deposit-address-title" className="card__title">
        {t('deposit.addressTitle', { ticker: currency.ticker, network: network.name })}
      </h2>
      {address.isPending ? (
        <QueryLoading />
      ) : missing ? (
        <>
          <p>{t('deposit.noAddress')}</p>
          <button type="button" className="button" disabled={create.isPending} onClick={createAddress}>
            {t('deposit.create')}
          </button>
        </>
      ) : address.isError ? (
        <QueryError error={address.error} onRetry={() => void address.refetch()} />
      ) : (
        <>
          <p className="funds-address__value mono break" data-testid="deposit-address">
            {address.data.data.address}
          </p>
          <div className="form__actions">
            <CopyButton
              text={address.data.data.address}
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
          {address.data.data.memo && (
            <div className="notice notice--warning">
              <p>{t('deposit.memoWarning')}</p>
              <p className="mono" data-testid="deposit-memo">
                {address.data.data.memo}
              </p>
              <CopyButton
                text={address.data.data.memo}
                label={t('deposit.copyMemo')}
                copied={t('deposit.copied')}
                failed={t('deposit.copyFailed')}
              />
            </div>
          )}
        </>
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
