/**
 * Which currencies, networks and providers can be deposited or withdrawn (spec sections 3 and 6): a currency's, a
 * network's and a provider's own flags, the user's restricted assets and providers, and the isListing privilege, which
 * makes every currency and network deposit- and withdraw-enabled. Fiat is on the restricted withdraw list of the
 * address withdrawal (section 6): a fiat currency is never sent to an address, only paid out through its providers.
 */
import type { Currency } from '../../../generated/api/model/currency.zod';
import type { SettingsResponse } from '../../../generated/api/model/settingsResponse.zod';

export type Direction = 'deposit' | 'withdraw';
type User = SettingsResponse['data']['user'];
export type Provider = Currency['providers'][number];

export function restrictedTickers(user: User | undefined, direction: Direction): Set<string> {
  return new Set((direction === 'deposit' ? user?.restrictedAssets.deposit : user?.restrictedAssets.withdraw) ?? []);
}

/** A fiat currency's providers that move money this way and that the session does not restrict. */
export function fundProviders(currency: Currency | undefined, user: User | undefined, direction: Direction): Provider[] {
  const flag = direction === 'deposit' ? 'isDepositable' : 'isWithdrawal';
  const restricted = new Set((direction === 'deposit' ? user?.restrictedProviders.deposit : user?.restrictedProviders.withdraw) ?? []);
  return (currency?.providers ?? []).filter((p) => p[flag] && !restricted.has(p.name));
}

export function fundCurrencies(currencies: readonly Currency[], user: User | undefined, direction: Direction): Currency[] {
  const listing = user?.privileges.isListing === true;
  const restricted = restrictedTickers(user, direction);
  const flag = direction === 'deposit' ? 'isDepositable' : 'isWithdrawal';
  return (
    currencies
      .filter((c) => !restricted.has(c.ticker))
      .map((c) =>
        listing
          ? {
              ...c,
              isDepositable: true,
              isWithdrawal: true,
              networks: c.networks.map((n) => ({ ...n, isDepositable: true, isWithdrawal: true })),
            }
          : c,
      )
      // A fiat currency moves through its payment providers, a coin on its networks.
      .filter((c) => c[flag] && (c.isFiat ? fundProviders(c, user, direction).length > 0 : c.networks.some((n) => n[flag])))
      .sort((a, b) => a.ticker.localeCompare(b.ticker))
  );
}

export function fundNetworks(currency: Currency | undefined, direction: Direction): Currency['networks'] {
  const flag = direction === 'deposit' ? 'isDepositable' : 'isWithdrawal';
  return (currency?.networks ?? []).filter((n) => n[flag]);
}
