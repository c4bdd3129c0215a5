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
  WbSoulDashboardResponse
} from '../model';
import type {
  ErrorBody
} from '../model';

import { httpClient } from '../../../src/lib/http/http-client.ts';
import type { ErrorType } from '../../../src/lib/http/http-client.ts';


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

export const getGetWbSoulUrl = () => {




  return `/v2/wb-soul`
}

/**
 * Assumption: no published counterpart. The user's soul: every achievement with the progress the account's activity has made towards it (deposits, trades and their spot volume in USDT, earn investments, WBT on hold, a second factor, the verified identity), the points of those completed, the level they reach and, once minted, the soulbound token. Answers 451 where permissions.wbSoul is off.
 * @summary Get the user's soul dashboard
 */
export const getWbSoul = async ( options?: Parameters<typeof httpClient>[1]): Promise<WbSoulDashboardResponse> => {

  return httpClient<WbSoulDashboardResponse>(getGetWbSoulUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: WbSoulDashboardResponse
  }
);}





export const getGetWbSoulQueryKey = () => {
    return [
    `/v2/wb-soul`
    ] as const;
    }


export const getGetWbSoulQueryOptions = <TData = Awaited<ReturnType<typeof getWbSoul>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbSoul>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetWbSoulQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getWbSoul>>> = ({ signal }) => getWbSoul({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getWbSoul>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetWbSoulQueryResult = NonNullable<Awaited<ReturnType<typeof getWbSoul>>>
export type GetWbSoulQueryError = ErrorType<ErrorBody>


export function useGetWbSoul<TData = Awaited<ReturnType<typeof getWbSoul>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbSoul>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWbSoul>>,
          TError,
          Awaited<ReturnType<typeof getWbSoul>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWbSoul<TData = Awaited<ReturnType<typeof getWbSoul>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbSoul>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWbSoul>>,
          TError,
          Awaited<ReturnType<typeof getWbSoul>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWbSoul<TData = Awaited<ReturnType<typeof getWbSoul>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbSoul>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the user's soul dashboard
 */

export function useGetWbSoul<TData = Awaited<ReturnType<typeof getWbSoul>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbSoul>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetWbSoulQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getMintWbSoulUrl = () => {




  return `/v2/wb-soul/mint`
}

/**
 * Assumption: no published counterpart. Mints the account's soulbound token once (it cannot be moved or minted again); the achievements keep counting into it. Needs the verified identity: a 422 carries code 30 DefaultRequestValidation on `kyc` before the KYC check has passed, or on `token` when it is minted already. Answers 451 where permissions.wbSoul is off.
 * @summary Mint the user's soulbound token
 */
export const mintWbSoul = async ( options?: Parameters<typeof httpClient>[1]): Promise<WbSoulDashboardResponse> => {

  return httpClient<WbSoulDashboardResponse>(getMintWbSoulUrl(),
  {
    ...options,
    method: 'POST'

    ,
    schema: WbSoulDashboardResponse
  }
);}





export const getMintWbSoulMutationKey = () => ['mintWbSoul'] as const;

export const getMintWbSoulMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof mintWbSoul>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof mintWbSoul>>, TError,void, TContext> => {

const mutationKey = getMintWbSoulMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof mintWbSoul>>, void> = () => {


          return  mintWbSoul(requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type MintWbSoulMutationResult = NonNullable<Awaited<ReturnType<typeof mintWbSoul>>>

    export type MintWbSoulMutationError = ErrorType<ErrorBody>


    /**
 * @summary Mint the user's soulbound token
 */
export const useMintWbSoul = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof mintWbSoul>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof mintWbSoul>>,
        TError,
        void,
        TContext
      > => {
      return useMutation(getMintWbSoulMutationOptions(options), queryClient);
    }
