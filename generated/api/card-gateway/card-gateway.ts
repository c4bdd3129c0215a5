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
  CardPaymentLimitsResponse,
  CardPaymentResponse
} from '../model';
import type {
  CreateCardPaymentRequest,
  ErrorBody,
  GetCardPaymentLimitsParams
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

export const getGetCardPaymentLimitsUrl = (params: GetCardPaymentLimitsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/card-gateway/limits?${stringifiedParams}` : `/v2/card-gateway/limits`
}

/**
 * Assumption: no published counterpart (shaped like the published deposit limits of GET /api/v4/public/fee). The least and most one card payment in `ticker` may be, and the 24-hour limit with what the user paid by card in the last 24 hours. 404 for a currency the gateway does not take. Code 5104 FailedToGetCardPaymentLimits on failure.
 * @summary Get the card payment limits of a currency
 */
export const getCardPaymentLimits = async (params: GetCardPaymentLimitsParams, options?: Parameters<typeof httpClient>[1]): Promise<CardPaymentLimitsResponse> => {

  return httpClient<CardPaymentLimitsResponse>(getGetCardPaymentLimitsUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: CardPaymentLimitsResponse
  }
);}





export const getGetCardPaymentLimitsQueryKey = (params?: GetCardPaymentLimitsParams,) => {
    return [
    `/v2/card-gateway/limits`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetCardPaymentLimitsQueryOptions = <TData = Awaited<ReturnType<typeof getCardPaymentLimits>>, TError = ErrorType<ErrorBody>>(params: GetCardPaymentLimitsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCardPaymentLimits>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetCardPaymentLimitsQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getCardPaymentLimits>>> = ({ signal }) => getCardPaymentLimits(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getCardPaymentLimits>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetCardPaymentLimitsQueryResult = NonNullable<Awaited<ReturnType<typeof getCardPaymentLimits>>>
export type GetCardPaymentLimitsQueryError = ErrorType<ErrorBody>


export function useGetCardPaymentLimits<TData = Awaited<ReturnType<typeof getCardPaymentLimits>>, TError = ErrorType<ErrorBody>>(
 params: GetCardPaymentLimitsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCardPaymentLimits>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCardPaymentLimits>>,
          TError,
          Awaited<ReturnType<typeof getCardPaymentLimits>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCardPaymentLimits<TData = Awaited<ReturnType<typeof getCardPaymentLimits>>, TError = ErrorType<ErrorBody>>(
 params: GetCardPaymentLimitsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCardPaymentLimits>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCardPaymentLimits>>,
          TError,
          Awaited<ReturnType<typeof getCardPaymentLimits>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCardPaymentLimits<TData = Awaited<ReturnType<typeof getCardPaymentLimits>>, TError = ErrorType<ErrorBody>>(
 params: GetCardPaymentLimitsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCardPaymentLimits>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the card payment limits of a currency
 */

export function useGetCardPaymentLimits<TData = Awaited<ReturnType<typeof getCardPaymentLimits>>, TError = ErrorType<ErrorBody>>(
 params: GetCardPaymentLimitsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCardPaymentLimits>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetCardPaymentLimitsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateCardPaymentUrl = () => {




  return `/v2/card-gateway/payments`
}

/**
 * Assumption: no published counterpart. Charges a card saved with the provider for a pending card deposit: the deposit is paid at once (its amount less the provider's fee reaches the main balance) and the card is marked used. A 422 with code 5100 FailedToCreateCardPayment on `transactionId` (no pending card deposit of this id, or the payment would pass the 24-hour limit) or on `savedCardId` (not a card of the user's). Code 5100 on any other failure.
 * @summary Pay a card deposit with a saved card
 */
export const createCardPayment = async (createCardPaymentRequest: CreateCardPaymentRequest, options?: Parameters<typeof httpClient>[1]): Promise<CardPaymentResponse> => {

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
return httpClient<CardPaymentResponse>(getCreateCardPaymentUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createCardPaymentRequest),
    schema: CardPaymentResponse
  }
);}





export const getCreateCardPaymentMutationKey = () => ['createCardPayment'] as const;

export const getCreateCardPaymentMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createCardPayment>>, TError,CreateCardPaymentMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createCardPayment>>, TError,CreateCardPaymentMutationVariables, TContext> => {

const mutationKey = getCreateCardPaymentMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createCardPayment>>, CreateCardPaymentMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createCardPayment(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateCardPaymentMutationResult = NonNullable<Awaited<ReturnType<typeof createCardPayment>>>
    export type CreateCardPaymentMutationBody = BodyType<CreateCardPaymentRequest>
    export type CreateCardPaymentMutationError = ErrorType<ErrorBody>
    export type CreateCardPaymentMutationVariables = {data: BodyType<CreateCardPaymentRequest>}

    /**
 * @summary Pay a card deposit with a saved card
 */
export const useCreateCardPayment = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createCardPayment>>, TError,CreateCardPaymentMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createCardPayment>>,
        TError,
        CreateCardPaymentMutationVariables,
        TContext
      > => {
      return useMutation(getCreateCardPaymentMutationOptions(options), queryClient);
    }
    export const getGetCardPaymentUrl = (transactionId: string,) => {




  return `/v2/card-gateway/payments/${encodeURIComponent(String(transactionId))}`
}

/**
 * Assumption: no published counterpart. The gateway's status of a card deposit's payment and the card charged when it is known. 404 when the user has no card deposit of this id. Code 5101 FailedToGetCardPaymentStatus on failure.
 * @summary Get the card payment of a card deposit
 */
export const getCardPayment = async (transactionId: string, options?: Parameters<typeof httpClient>[1]): Promise<CardPaymentResponse> => {

  return httpClient<CardPaymentResponse>(getGetCardPaymentUrl(transactionId),
  {
    ...options,
    method: 'GET'

    ,
    schema: CardPaymentResponse
  }
);}





export const getGetCardPaymentQueryKey = (transactionId: string,) => {
    return [
    `/v2/card-gateway/payments/${transactionId}`
    ] as const;
    }


export const getGetCardPaymentQueryOptions = <TData = Awaited<ReturnType<typeof getCardPayment>>, TError = ErrorType<ErrorBody>>(transactionId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCardPayment>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetCardPaymentQueryKey(transactionId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getCardPayment>>> = ({ signal }) => getCardPayment(transactionId, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: transactionId !== null && transactionId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getCardPayment>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetCardPaymentQueryResult = NonNullable<Awaited<ReturnType<typeof getCardPayment>>>
export type GetCardPaymentQueryError = ErrorType<ErrorBody>


export function useGetCardPayment<TData = Awaited<ReturnType<typeof getCardPayment>>, TError = ErrorType<ErrorBody>>(
 transactionId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCardPayment>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCardPayment>>,
          TError,
          Awaited<ReturnType<typeof getCardPayment>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCardPayment<TData = Awaited<ReturnType<typeof getCardPayment>>, TError = ErrorType<ErrorBody>>(
 transactionId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCardPayment>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCardPayment>>,
          TError,
          Awaited<ReturnType<typeof getCardPayment>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCardPayment<TData = Awaited<ReturnType<typeof getCardPayment>>, TError = ErrorType<ErrorBody>>(
 transactionId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCardPayment>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the card payment of a card deposit
 */

export function useGetCardPayment<TData = Awaited<ReturnType<typeof getCardPayment>>, TError = ErrorType<ErrorBody>>(
 transactionId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCardPayment>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetCardPaymentQueryOptions(transactionId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






