/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import {
  useMutation,
  useQuery
} from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  MutationFunction,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult
} from '@tanstack/react-query';

import {
  PaymentCardPlanListResponse,
  PaymentCardResponse,
  PaymentCardTransactionListResponse,
  PaymentCardTransferResponse
} from '../model';
import type {
  ErrorBody,
  ListPaymentCardTransactionsParams,
  OrderPaymentCardRequest,
  PaymentCardTransferRequest
} from '../model';

import { httpClient } from '../../../src/lib/http/http-client.ts';
import type { ErrorType , BodyType } from '../../../src/lib/http/http-client.ts';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



const withQueryKey = <T extends object, K>(query: T, queryKey: K): T & { queryKey: K } => {
  const result = { queryKey } as T & { queryKey: K };
  for (const key of Object.keys(query)) {
    // The explicit queryKey always wins, matching the previous
    // `{ ...query, queryKey }` spread where it was set last.
    if (key === 'queryKey') continue;
    Object.defineProperty(result, key, {
      enumerable: true,
      configurable: true,
      get: () => (query as Record<string, unknown>)[key],
    });
  }
  return result;
};

export const getListPaymentCardPlansUrl = () => {




  return `/v2/wb-card/plans`
}

/**
 * Assumption: no published counterpart. The plans the card is ordered on, cheapest first, with their fees, cashback and limits.
 * @summary List the payment card's plans
 */
export const listPaymentCardPlans = async ( options?: Parameters<typeof httpClient>[1]): Promise<PaymentCardPlanListResponse> => {

  return httpClient<PaymentCardPlanListResponse>(getListPaymentCardPlansUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: PaymentCardPlanListResponse
  }
);}





export const getListPaymentCardPlansQueryKey = () => {
    return [
    `/v2/wb-card/plans`
    ] as const;
    }


export const getListPaymentCardPlansQueryOptions = <TData = Awaited<ReturnType<typeof listPaymentCardPlans>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listPaymentCardPlans>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListPaymentCardPlansQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listPaymentCardPlans>>> = ({ signal }) => listPaymentCardPlans({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listPaymentCardPlans>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListPaymentCardPlansQueryResult = NonNullable<Awaited<ReturnType<typeof listPaymentCardPlans>>>
export type ListPaymentCardPlansQueryError = ErrorType<ErrorBody>


export function useListPaymentCardPlans<TData = Awaited<ReturnType<typeof listPaymentCardPlans>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listPaymentCardPlans>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listPaymentCardPlans>>,
          TError,
          Awaited<ReturnType<typeof listPaymentCardPlans>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListPaymentCardPlans<TData = Awaited<ReturnType<typeof listPaymentCardPlans>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listPaymentCardPlans>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listPaymentCardPlans>>,
          TError,
          Awaited<ReturnType<typeof listPaymentCardPlans>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListPaymentCardPlans<TData = Awaited<ReturnType<typeof listPaymentCardPlans>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listPaymentCardPlans>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the payment card's plans
 */

export function useListPaymentCardPlans<TData = Awaited<ReturnType<typeof listPaymentCardPlans>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listPaymentCardPlans>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListPaymentCardPlansQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetPaymentCardUrl = () => {




  return `/v2/wb-card`
}

/**
 * Assumption: no published counterpart. The user's card with its status on the exchange's clock (an ordered card is active a minute later in the demo), its balance and delivery address; null before one is ordered.
 * @summary Get the user's payment card
 */
export const getPaymentCard = async ( options?: Parameters<typeof httpClient>[1]): Promise<PaymentCardResponse> => {

  return httpClient<PaymentCardResponse>(getGetPaymentCardUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: PaymentCardResponse
  }
);}





export const getGetPaymentCardQueryKey = () => {
    return [
    `/v2/wb-card`
    ] as const;
    }


export const getGetPaymentCardQueryOptions = <TData = Awaited<ReturnType<typeof getPaymentCard>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPaymentCard>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetPaymentCardQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getPaymentCard>>> = ({ signal }) => getPaymentCard({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getPaymentCard>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetPaymentCardQueryResult = NonNullable<Awaited<ReturnType<typeof getPaymentCard>>>
export type GetPaymentCardQueryError = ErrorType<ErrorBody>


export function useGetPaymentCard<TData = Awaited<ReturnType<typeof getPaymentCard>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPaymentCard>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPaymentCard>>,
          TError,
          Awaited<ReturnType<typeof getPaymentCard>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPaymentCard<TData = Awaited<ReturnType<typeof getPaymentCard>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPaymentCard>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPaymentCard>>,
          TError,
          Awaited<ReturnType<typeof getPaymentCard>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPaymentCard<TData = Awaited<ReturnType<typeof getPaymentCard>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPaymentCard>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the user's payment card
 */

export function useGetPaymentCard<TData = Awaited<ReturnType<typeof getPaymentCard>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPaymentCard>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetPaymentCardQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getOrderPaymentCardUrl = () => {




  return `/v2/wb-card/order`
}

/**
 * Assumption: no published counterpart. Orders the card on a plan, printed with `holder` and delivered to the address; the plan's issue fee leaves the main balance in the same posting. 403 when the user's identity is not verified. A 422 with code 30 DefaultRequestValidation on `planId` (the user has a card already) or an address field, 37 NotEnoughBalance on `planId` when main does not hold the issue fee.
 * @summary Order the payment card
 */
export const orderPaymentCard = async (orderPaymentCardRequest: OrderPaymentCardRequest, options?: Parameters<typeof httpClient>[1]): Promise<PaymentCardResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<PaymentCardResponse>(getOrderPaymentCardUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(orderPaymentCardRequest),
    schema: PaymentCardResponse
  }
);}





export const getOrderPaymentCardMutationKey = () => ['orderPaymentCard'] as const;

export const getOrderPaymentCardMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof orderPaymentCard>>, TError,OrderPaymentCardMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof orderPaymentCard>>, TError,OrderPaymentCardMutationVariables, TContext> => {

const mutationKey = getOrderPaymentCardMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof orderPaymentCard>>, OrderPaymentCardMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  orderPaymentCard(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type OrderPaymentCardMutationResult = NonNullable<Awaited<ReturnType<typeof orderPaymentCard>>>
    export type OrderPaymentCardMutationBody = BodyType<OrderPaymentCardRequest>
    export type OrderPaymentCardMutationError = ErrorType<ErrorBody>
    export type OrderPaymentCardMutationVariables = {data: BodyType<OrderPaymentCardRequest>}

    /**
 * @summary Order the payment card
 */
export const useOrderPaymentCard = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof orderPaymentCard>>, TError,OrderPaymentCardMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof orderPaymentCard>>,
        TError,
        OrderPaymentCardMutationVariables,
        TContext
      > => {
      return useMutation(getOrderPaymentCardMutationOptions(options), queryClient);
    }
    export const getTopUpPaymentCardUrl = () => {




  return `/v2/wb-card/deposit`
}

/**
 * Assumption: shaped like the published transfer between balances (POST /api/v4/main-account/transfer). Moves `amount` of the card's ticker from the main balance to the card less the plan's top-up fee (rounded up to the ticker's decimals), in one posting. A 422 with code 32 ErrAmount on `amount` (not positive, or finer than the ticker's decimals), 37 NotEnoughBalance on `amount` (main does not hold it), 30 on `amount` when the user has no card.
 * @summary Top the payment card up from the main balance
 */
export const topUpPaymentCard = async (paymentCardTransferRequest: PaymentCardTransferRequest, options?: Parameters<typeof httpClient>[1]): Promise<PaymentCardTransferResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<PaymentCardTransferResponse>(getTopUpPaymentCardUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(paymentCardTransferRequest),
    schema: PaymentCardTransferResponse
  }
);}





export const getTopUpPaymentCardMutationKey = () => ['topUpPaymentCard'] as const;

export const getTopUpPaymentCardMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof topUpPaymentCard>>, TError,TopUpPaymentCardMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof topUpPaymentCard>>, TError,TopUpPaymentCardMutationVariables, TContext> => {

const mutationKey = getTopUpPaymentCardMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof topUpPaymentCard>>, TopUpPaymentCardMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  topUpPaymentCard(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type TopUpPaymentCardMutationResult = NonNullable<Awaited<ReturnType<typeof topUpPaymentCard>>>
    export type TopUpPaymentCardMutationBody = BodyType<PaymentCardTransferRequest>
    export type TopUpPaymentCardMutationError = ErrorType<ErrorBody>
    export type TopUpPaymentCardMutationVariables = {data: BodyType<PaymentCardTransferRequest>}

    /**
 * @summary Top the payment card up from the main balance
 */
export const useTopUpPaymentCard = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof topUpPaymentCard>>, TError,TopUpPaymentCardMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof topUpPaymentCard>>,
        TError,
        TopUpPaymentCardMutationVariables,
        TContext
      > => {
      return useMutation(getTopUpPaymentCardMutationOptions(options), queryClient);
    }
    export const getWithdrawFromPaymentCardUrl = () => {




  return `/v2/wb-card/withdraw`
}

/**
 * Assumption: shaped like the published transfer between balances (POST /api/v4/main-account/transfer). Moves `amount` from the card's balance back to the main balance, free, in one posting. A 422 with code 32 ErrAmount on `amount` (not positive, or finer than the ticker's decimals), 37 NotEnoughBalance on `amount` (the card does not hold it), 30 on `amount` when the user has no card.
 * @summary Withdraw from the payment card to the main balance
 */
export const withdrawFromPaymentCard = async (paymentCardTransferRequest: PaymentCardTransferRequest, options?: Parameters<typeof httpClient>[1]): Promise<PaymentCardTransferResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<PaymentCardTransferResponse>(getWithdrawFromPaymentCardUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(paymentCardTransferRequest),
    schema: PaymentCardTransferResponse
  }
);}





export const getWithdrawFromPaymentCardMutationKey = () => ['withdrawFromPaymentCard'] as const;

export const getWithdrawFromPaymentCardMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof withdrawFromPaymentCard>>, TError,WithdrawFromPaymentCardMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof withdrawFromPaymentCard>>, TError,WithdrawFromPaymentCardMutationVariables, TContext> => {

const mutationKey = getWithdrawFromPaymentCardMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof withdrawFromPaymentCard>>, WithdrawFromPaymentCardMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  withdrawFromPaymentCard(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type WithdrawFromPaymentCardMutationResult = NonNullable<Awaited<ReturnType<typeof withdrawFromPaymentCard>>>
    export type WithdrawFromPaymentCardMutationBody = BodyType<PaymentCardTransferRequest>
    export type WithdrawFromPaymentCardMutationError = ErrorType<ErrorBody>
    export type WithdrawFromPaymentCardMutationVariables = {data: BodyType<PaymentCardTransferRequest>}

    /**
 * @summary Withdraw from the payment card to the main balance
 */
export const useWithdrawFromPaymentCard = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof withdrawFromPaymentCard>>, TError,WithdrawFromPaymentCardMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof withdrawFromPaymentCard>>,
        TError,
        WithdrawFromPaymentCardMutationVariables,
        TContext
      > => {
      return useMutation(getWithdrawFromPaymentCardMutationOptions(options), queryClient);
    }
    export const getListPaymentCardTransactionsUrl = (params?: ListPaymentCardTransactionsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/wb-card/transactions?${stringifiedParams}` : `/v2/wb-card/transactions`
}

/**
 * Assumption: no published counterpart (shaped like the published transfer history). The card's top-ups and withdrawals, newest first; an empty list before a card is ordered.
 * @summary List the payment card's transactions
 */
export const listPaymentCardTransactions = async (params?: ListPaymentCardTransactionsParams, options?: Parameters<typeof httpClient>[1]): Promise<PaymentCardTransactionListResponse> => {

  return httpClient<PaymentCardTransactionListResponse>(getListPaymentCardTransactionsUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: PaymentCardTransactionListResponse
  }
);}





export const getListPaymentCardTransactionsQueryKey = (params?: ListPaymentCardTransactionsParams,) => {
    return [
    `/v2/wb-card/transactions`, ...(params ? [params] : [])
    ] as const;
    }


export const getListPaymentCardTransactionsQueryOptions = <TData = Awaited<ReturnType<typeof listPaymentCardTransactions>>, TError = ErrorType<ErrorBody>>(params?: ListPaymentCardTransactionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listPaymentCardTransactions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListPaymentCardTransactionsQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listPaymentCardTransactions>>> = ({ signal }) => listPaymentCardTransactions(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listPaymentCardTransactions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListPaymentCardTransactionsQueryResult = NonNullable<Awaited<ReturnType<typeof listPaymentCardTransactions>>>
export type ListPaymentCardTransactionsQueryError = ErrorType<ErrorBody>


export function useListPaymentCardTransactions<TData = Awaited<ReturnType<typeof listPaymentCardTransactions>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListPaymentCardTransactionsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listPaymentCardTransactions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listPaymentCardTransactions>>,
          TError,
          Awaited<ReturnType<typeof listPaymentCardTransactions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListPaymentCardTransactions<TData = Awaited<ReturnType<typeof listPaymentCardTransactions>>, TError = ErrorType<ErrorBody>>(
 params?: ListPaymentCardTransactionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listPaymentCardTransactions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listPaymentCardTransactions>>,
          TError,
          Awaited<ReturnType<typeof listPaymentCardTransactions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListPaymentCardTransactions<TData = Awaited<ReturnType<typeof listPaymentCardTransactions>>, TError = ErrorType<ErrorBody>>(
 params?: ListPaymentCardTransactionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listPaymentCardTransactions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the payment card's transactions
 */

export function useListPaymentCardTransactions<TData = Awaited<ReturnType<typeof listPaymentCardTransactions>>, TError = ErrorType<ErrorBody>>(
 params?: ListPaymentCardTransactionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listPaymentCardTransactions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListPaymentCardTransactionsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






