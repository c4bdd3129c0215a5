/**
 * Which currencies and networks can be deposited or withdrawn (spec sections 3 and 6): a currency's and a
 * network's own flags, the user's restricted assets (fiat is always on the restricted withdraw list), and
 * the isListing privilege, which makes every currency and network deposit- and withdraw-enabled.
 */
import type { Currency } from '../../../generated/api/model/currency.zod';
import type { SettingsResponse } from '../../../generated/api/model/settingsResponse.zod';

export type Direction = 'deposit' | 'withdraw';
type User = SettingsResponse['data']['user'];

export function restrictedTickers(user: User | undefined, currencies: readonly Currency[], direction: Direction): Set<string> {
  const listed = direction === 'deposit' ? user?.restrictedAssets.deposit : user?.restrictedAssets.withdraw;
  const restricted = new Set(listed ?? []);
  if (direction === 'withdraw') for (const c of currencies) if (c.isFiat) restricted.add(c.ticker);
  return restricted;
}

export function fundCurrencies(currencies: readonly Currency[], user: User | undefined, direction: Direction): Currency[] {
  const listing = user?.privileges.isListing === true;
  const restricted = restrictedTickers(user, currencies, direction);
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
      .filter((c) => c[flag] && (c.isFiat ? c.providers.some((p) => p[flag]) : c.networks.some((n) => n[flag])))
      .sort((a, b) => a.ticker.localeCompare(b.ticker))
  );
}

export function fundNetworks(currency: Currency | undefined, direction: Direction): Currency['networks'] {
  const flag = direction === 'deposit' ? 'isDepositable' : 'isWithdrawal';
  return (currency?.networks ?? []).filter((n) => n[flag]);
}
