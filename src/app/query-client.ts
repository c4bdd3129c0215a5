/** TanStack Query defaults of spec section 9: stale 5 s, one retry, no refetch on window focus. */
import { QueryClient } from '@tanstack/react-query';
import { ApiError, ContractViolationError } from '../lib/http/errors';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // A contract violation or a 4xx will not heal by asking again.
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ContractViolationError) && !(error instanceof ApiError && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
