/**
 * /deposit: a currency (the user's currencies, GET /v2/profile/currencies, without the restricted ones) and one of its networks,
 * then the user's address on it (GET /v2/profile/address/{ticker}/{network}) as text with a copy button and the
 * memo when the network needs one. Without an address, or with the privilege of many, a new one is created
 * (POST /v2/profile/address). Fiat currencies list their payment providers instead.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListUserCurrencies } from '../../../generated/api/profile/profile';
import { useGetSettings } from '../../../generated/api/session/session';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { CurrencyNetworkFields } from './currency-network-fields';
import { fundCurrencies, fundNetworks } from './fund-currencies';
import { SupportLink } from './support-link';
import { DepositAddress } from './deposit-address';
import { FiatProviders } from './fiat-providers';

export function DepositScreen() {
  const { t } = useTranslation('funds');
  const settings = useGetSettings({ query: { staleTime: 30_000 } });
  const currencies = useListUserCurrencies({ query: { staleTime: 5 * 60_000 } });
  const [ticker, setTicker] = useState<string | undefined>();
  const [network, setNetwork] = useState<string | undefined>();
  const list = useMemo(
    () => fundCurrencies(currencies.data?.data ?? [], settings.data?.data.user, 'deposit'),
    [currencies.data, settings.data],
  );
  const currency = list.find((c) => c.ticker === ticker) ?? list[0];
  const networks = fundNetworks(currency, 'deposit');
  const chosenNetwork = networks.find((n) => n.code === network) ?? networks[0];

  return (
    <StandardAreaPage>
      {currencies.isPending || settings.isPending ? (
        <QueryLoading />
      ) : currencies.isError ? (
        <QueryError error={currencies.error} onRetry={() => void currencies.refetch()} />
      ) : list.length === 0 ? (
        <QueryEmpty>{t('deposit.none')}</QueryEmpty>
      ) : (
        <>
          <CurrencyNetworkFields
            currencies={list}
            currency={currency}
            networks={networks}
            network={chosenNetwork?.code}
            onCurrency={(next) => {
              setTicker(next);
              setNetwork(undefined);
            }}
            onNetwork={setNetwork}
          />
          {currency?.isFiat ? (
            <FiatProviders currency={currency} />
          ) : currency && chosenNetwork ? (
            <DepositAddress
              key={`${currency.ticker}-${chosenNetwork.code}`}
              currency={currency}
              network={chosenNetwork}
              canCreateMany={settings.data?.data.user.privileges.canCreateManyAddresses === true}
              username={settings.data?.data.user.email ?? ''}
            />
          ) : (
            <p className="notice">{t('deposit.noNetwork')}</p>
          )}
        </>
      )}
      <SupportLink />
    </StandardAreaPage>
  );
}
