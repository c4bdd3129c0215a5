/**
 * The balance view preferences of spec section 3 (equivalentIn BTC or the default fiat, hide zeros, hide
 * balances, hide the equivalent, hide demo tokens), kept in localStorage so they survive reloads. What the
 * storage holds is read field by field: a stale or hand-edited value falls back to the default.
 */
import { useCallback, useState } from 'react';
import { safeLocalStorage } from '../../lib/storage/safe-storage';

export interface ViewPreferences {
  equivalentIn: 'BTC' | 'fiat';
  isHideZeros: boolean;
  isBalancesHidden: boolean;
  isEquivalentHidden: boolean;
  isDemoTokensHidden: boolean;
}

export const VIEW_PREFERENCES_KEY = 'balance-view-preferences';

export const DEFAULT_VIEW_PREFERENCES: ViewPreferences = {
  equivalentIn: 'BTC',
  isHideZeros: false,
  isBalancesHidden: false,
  isEquivalentHidden: false,
  isDemoTokensHidden: false,
};

export function readViewPreferences(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage): ViewPreferences {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(VIEW_PREFERENCES_KEY) ?? 'null');
  } catch {
    raw = null;
  }
  const stored = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const flag = (key: keyof ViewPreferences) =>
    typeof stored[key] === 'boolean' ? (stored[key] as boolean) : (DEFAULT_VIEW_PREFERENCES[key] as boolean);
  return {
    equivalentIn: stored.equivalentIn === 'fiat' ? 'fiat' : 'BTC',
    isHideZeros: flag('isHideZeros'),
    isBalancesHidden: flag('isBalancesHidden'),
    isEquivalentHidden: flag('isEquivalentHidden'),
    isDemoTokensHidden: flag('isDemoTokensHidden'),
  };
}

export function useViewPreferences(): [ViewPreferences, (change: Partial<ViewPreferences>) => void] {
  const [preferences, setPreferences] = useState(readViewPreferences);
  const update = useCallback((change: Partial<ViewPreferences>) => {
    setPreferences((current) => {
      const next = { ...current, ...change };
      // Private mode or a full storage: the safe store keeps the choice for this visit.
      safeLocalStorage.setItem(VIEW_PREFERENCES_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  return [preferences, update];
}
