/**
 * What every withdrawal form does once createWithdrawal has answered (the address, fiat and express forms alike): the
 * balances and the withdrawal history are asked again, and the user goes on to /withdraw/confirmation for the code.
 * Each form keeps one idempotency key (the published uniqueId) until its withdrawal is made.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { getListBalancesByTypeQueryKey, getListBalancesQueryKey } from '../../../generated/api/balances/balances';
import { getListFundsHistoryQueryKey } from '../../../generated/api/profile/profile';
import { useLocalizedPath } from '../../lib/routing/use-area';

/** A withdrawal's idempotency key: one per form, a new one after each withdrawal. */
export const newUniqueId = (): string => `w-${crypto.randomUUID()}`;

export function useWithdrawalCreated(): (id: number) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  return (id) => {
    void queryClient.invalidateQueries({ queryKey: getListBalancesQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListBalancesByTypeQueryKey('main') });
    void queryClient.invalidateQueries({ queryKey: getListFundsHistoryQueryKey({ method: 2 }) });
    return navigate({ href: `${prefix}/withdraw/confirmation?id=${id}` });
  };
}
