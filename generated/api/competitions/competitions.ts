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
  CompetitionLeaderboardResponse,
  CompetitionListResponse,
  CompetitionResponse,
  CompetitionRewardListResponse,
  CompetitionRewardResponse
} from '../model';
import type {
  CompetitionSlug,
  ErrorBody,
  GetCompetitionLeaderboardParams,
  ListCompetitionsParams
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

export const getListCompetitionsUrl = (params?: ListCompetitionsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/competitions?${stringifiedParams}` : `/v2/competitions`
}

/**
 * Assumption: no published counterpart. The competitions of one status (spec section 5: active, upcoming or finished; default active), by start (upcoming soonest first, the others newest first); a signed-in user also gets their participation. Code 1800 FailedToGetCompetitions on failure.
 * @summary List the trading competitions
 */
export const listCompetitions = async (params?: ListCompetitionsParams, options?: Parameters<typeof httpClient>[1]): Promise<CompetitionListResponse> => {

  return httpClient<CompetitionListResponse>(getListCompetitionsUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: CompetitionListResponse
  }
);}





export const getListCompetitionsQueryKey = (params?: ListCompetitionsParams,) => {
    return [
    `/v2/competitions`, ...(params ? [params] : [])
    ] as const;
    }


export const getListCompetitionsQueryOptions = <TData = Awaited<ReturnType<typeof listCompetitions>>, TError = ErrorType<ErrorBody>>(params?: ListCompetitionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCompetitions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListCompetitionsQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listCompetitions>>> = ({ signal }) => listCompetitions(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listCompetitions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListCompetitionsQueryResult = NonNullable<Awaited<ReturnType<typeof listCompetitions>>>
export type ListCompetitionsQueryError = ErrorType<ErrorBody>


export function useListCompetitions<TData = Awaited<ReturnType<typeof listCompetitions>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListCompetitionsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCompetitions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCompetitions>>,
          TError,
          Awaited<ReturnType<typeof listCompetitions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCompetitions<TData = Awaited<ReturnType<typeof listCompetitions>>, TError = ErrorType<ErrorBody>>(
 params?: ListCompetitionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCompetitions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCompetitions>>,
          TError,
          Awaited<ReturnType<typeof listCompetitions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCompetitions<TData = Awaited<ReturnType<typeof listCompetitions>>, TError = ErrorType<ErrorBody>>(
 params?: ListCompetitionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCompetitions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the trading competitions
 */

export function useListCompetitions<TData = Awaited<ReturnType<typeof listCompetitions>>, TError = ErrorType<ErrorBody>>(
 params?: ListCompetitionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCompetitions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListCompetitionsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetCompetitionUrl = (slug: CompetitionSlug,) => {




  return `/v2/competitions/${encodeURIComponent(String(slug))}`
}

/**
 * Assumption: no published counterpart. One competition (page /trading-competition/:slug): its markets, period, prizes and participants, and for a signed-in user their participation and rank; 404 for an unknown slug. Code 1801 FailedToGetCompetition on failure.
 * @summary Get a trading competition
 */
export const getCompetition = async (slug: CompetitionSlug, options?: Parameters<typeof httpClient>[1]): Promise<CompetitionResponse> => {

  return httpClient<CompetitionResponse>(getGetCompetitionUrl(slug),
  {
    ...options,
    method: 'GET'

    ,
    schema: CompetitionResponse
  }
);}





export const getGetCompetitionQueryKey = (slug: CompetitionSlug,) => {
    return [
    `/v2/competitions/${slug}`
    ] as const;
    }


export const getGetCompetitionQueryOptions = <TData = Awaited<ReturnType<typeof getCompetition>>, TError = ErrorType<ErrorBody>>(slug: CompetitionSlug, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCompetition>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetCompetitionQueryKey(slug);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getCompetition>>> = ({ signal }) => getCompetition(slug, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: slug !== null && slug !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getCompetition>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetCompetitionQueryResult = NonNullable<Awaited<ReturnType<typeof getCompetition>>>
export type GetCompetitionQueryError = ErrorType<ErrorBody>


export function useGetCompetition<TData = Awaited<ReturnType<typeof getCompetition>>, TError = ErrorType<ErrorBody>>(
 slug: CompetitionSlug, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCompetition>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCompetition>>,
          TError,
          Awaited<ReturnType<typeof getCompetition>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCompetition<TData = Awaited<ReturnType<typeof getCompetition>>, TError = ErrorType<ErrorBody>>(
 slug: CompetitionSlug, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCompetition>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCompetition>>,
          TError,
          Awaited<ReturnType<typeof getCompetition>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCompetition<TData = Awaited<ReturnType<typeof getCompetition>>, TError = ErrorType<ErrorBody>>(
 slug: CompetitionSlug, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCompetition>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a trading competition
 */

export function useGetCompetition<TData = Awaited<ReturnType<typeof getCompetition>>, TError = ErrorType<ErrorBody>>(
 slug: CompetitionSlug, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCompetition>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetCompetitionQueryOptions(slug,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getJoinCompetitionUrl = (slug: CompetitionSlug,) => {




  return `/v2/competitions/${encodeURIComponent(String(slug))}/join`
}

/**
 * Assumption: no published counterpart. Enters the user in an active or upcoming competition; their volume counts from then (or from its start). Joining twice changes nothing. A 422 with code 1802 FailedToJoinCompetition when it has finished; 404 for an unknown slug. Code 1802 on any other failure.
 * @summary Join a trading competition
 */
export const joinCompetition = async (slug: CompetitionSlug, options?: Parameters<typeof httpClient>[1]): Promise<CompetitionResponse> => {

  return httpClient<CompetitionResponse>(getJoinCompetitionUrl(slug),
  {
    ...options,
    method: 'POST'

    ,
    schema: CompetitionResponse
  }
);}





export const getJoinCompetitionMutationKey = () => ['joinCompetition'] as const;

export const getJoinCompetitionMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof joinCompetition>>, TError,JoinCompetitionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof joinCompetition>>, TError,JoinCompetitionMutationVariables, TContext> => {

const mutationKey = getJoinCompetitionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof joinCompetition>>, JoinCompetitionMutationVariables> = (props) => {
          const {slug} = props ?? {};

          return  joinCompetition(slug,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type JoinCompetitionMutationResult = NonNullable<Awaited<ReturnType<typeof joinCompetition>>>

    export type JoinCompetitionMutationError = ErrorType<ErrorBody>
    export type JoinCompetitionMutationVariables = {slug: CompetitionSlug}

    /**
 * @summary Join a trading competition
 */
export const useJoinCompetition = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof joinCompetition>>, TError,JoinCompetitionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof joinCompetition>>,
        TError,
        JoinCompetitionMutationVariables,
        TContext
      > => {
      return useMutation(getJoinCompetitionMutationOptions(options), queryClient);
    }
    export const getGetCompetitionLeaderboardUrl = (slug: CompetitionSlug,
    params?: GetCompetitionLeaderboardParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/competitions/${encodeURIComponent(String(slug))}/leaderboard?${stringifiedParams}` : `/v2/competitions/${encodeURIComponent(String(slug))}/leaderboard`
}

/**
 * Assumption: no published counterpart. The first `limit` places by volume (nicknames masked), with the prize of each rank, and the signed-in participant's own place wherever it is; 404 for an unknown slug. Code 1803 FailedToGetCompetitionLeaderboard on failure.
 * @summary Get a competition's leaderboard
 */
export const getCompetitionLeaderboard = async (slug: CompetitionSlug,
    params?: GetCompetitionLeaderboardParams, options?: Parameters<typeof httpClient>[1]): Promise<CompetitionLeaderboardResponse> => {

  return httpClient<CompetitionLeaderboardResponse>(getGetCompetitionLeaderboardUrl(slug,params),
  {
    ...options,
    method: 'GET'

    ,
    schema: CompetitionLeaderboardResponse
  }
);}





export const getGetCompetitionLeaderboardQueryKey = (slug: CompetitionSlug,
    params?: GetCompetitionLeaderboardParams,) => {
    return [
    `/v2/competitions/${slug}/leaderboard`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetCompetitionLeaderboardQueryOptions = <TData = Awaited<ReturnType<typeof getCompetitionLeaderboard>>, TError = ErrorType<ErrorBody>>(slug: CompetitionSlug,
    params?: GetCompetitionLeaderboardParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCompetitionLeaderboard>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetCompetitionLeaderboardQueryKey(slug,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getCompetitionLeaderboard>>> = ({ signal }) => getCompetitionLeaderboard(slug,params, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: slug !== null && slug !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getCompetitionLeaderboard>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetCompetitionLeaderboardQueryResult = NonNullable<Awaited<ReturnType<typeof getCompetitionLeaderboard>>>
export type GetCompetitionLeaderboardQueryError = ErrorType<ErrorBody>


export function useGetCompetitionLeaderboard<TData = Awaited<ReturnType<typeof getCompetitionLeaderboard>>, TError = ErrorType<ErrorBody>>(
 slug: CompetitionSlug,
    params: undefined |  GetCompetitionLeaderboardParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCompetitionLeaderboard>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCompetitionLeaderboard>>,
          TError,
          Awaited<ReturnType<typeof getCompetitionLeaderboard>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCompetitionLeaderboard<TData = Awaited<ReturnType<typeof getCompetitionLeaderboard>>, TError = ErrorType<ErrorBody>>(
 slug: CompetitionSlug,
    params?: GetCompetitionLeaderboardParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCompetitionLeaderboard>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCompetitionLeaderboard>>,
          TError,
          Awaited<ReturnType<typeof getCompetitionLeaderboard>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCompetitionLeaderboard<TData = Awaited<ReturnType<typeof getCompetitionLeaderboard>>, TError = ErrorType<ErrorBody>>(
 slug: CompetitionSlug,
    params?: GetCompetitionLeaderboardParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCompetitionLeaderboard>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a competition's leaderboard
 */

export function useGetCompetitionLeaderboard<TData = Awaited<ReturnType<typeof getCompetitionLeaderboard>>, TError = ErrorType<ErrorBody>>(
 slug: CompetitionSlug,
    params?: GetCompetitionLeaderboardParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCompetitionLeaderboard>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetCompetitionLeaderboardQueryOptions(slug,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListCompetitionRewardsUrl = () => {




  return `/v2/competition-rewards`
}

/**
 * Assumption: no published counterpart. The prizes the user won in finished competitions, newest first, claimable or claimed (page /trading-competition/overview/rewards). Code 1804 FailedToGetCompetitionRewards on failure.
 * @summary List the user's competition rewards
 */
export const listCompetitionRewards = async ( options?: Parameters<typeof httpClient>[1]): Promise<CompetitionRewardListResponse> => {

  return httpClient<CompetitionRewardListResponse>(getListCompetitionRewardsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: CompetitionRewardListResponse
  }
);}





export const getListCompetitionRewardsQueryKey = () => {
    return [
    `/v2/competition-rewards`
    ] as const;
    }


export const getListCompetitionRewardsQueryOptions = <TData = Awaited<ReturnType<typeof listCompetitionRewards>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCompetitionRewards>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListCompetitionRewardsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listCompetitionRewards>>> = ({ signal }) => listCompetitionRewards({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listCompetitionRewards>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListCompetitionRewardsQueryResult = NonNullable<Awaited<ReturnType<typeof listCompetitionRewards>>>
export type ListCompetitionRewardsQueryError = ErrorType<ErrorBody>


export function useListCompetitionRewards<TData = Awaited<ReturnType<typeof listCompetitionRewards>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCompetitionRewards>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCompetitionRewards>>,
          TError,
          Awaited<ReturnType<typeof listCompetitionRewards>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCompetitionRewards<TData = Awaited<ReturnType<typeof listCompetitionRewards>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCompetitionRewards>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCompetitionRewards>>,
          TError,
          Awaited<ReturnType<typeof listCompetitionRewards>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCompetitionRewards<TData = Awaited<ReturnType<typeof listCompetitionRewards>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCompetitionRewards>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the user's competition rewards
 */

export function useListCompetitionRewards<TData = Awaited<ReturnType<typeof listCompetitionRewards>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCompetitionRewards>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListCompetitionRewardsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getClaimCompetitionRewardUrl = (id: number,) => {




  return `/v2/competition-rewards/${encodeURIComponent(String(id))}/claim`
}

/**
 * Assumption: no published counterpart. Credits a claimable prize to the main balance in one posting. A 422 with code 1805 FailedToClaimCompetitionReward when it was already claimed; 404 when the user has no prize of this id. Code 1805 on any other failure.
 * @summary Claim a competition reward
 */
export const claimCompetitionReward = async (id: number, options?: Parameters<typeof httpClient>[1]): Promise<CompetitionRewardResponse> => {

  return httpClient<CompetitionRewardResponse>(getClaimCompetitionRewardUrl(id),
  {
    ...options,
    method: 'POST'

    ,
    schema: CompetitionRewardResponse
  }
);}





export const getClaimCompetitionRewardMutationKey = () => ['claimCompetitionReward'] as const;

export const getClaimCompetitionRewardMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof claimCompetitionReward>>, TError,ClaimCompetitionRewardMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof claimCompetitionReward>>, TError,ClaimCompetitionRewardMutationVariables, TContext> => {

const mutationKey = getClaimCompetitionRewardMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof claimCompetitionReward>>, ClaimCompetitionRewardMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  claimCompetitionReward(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ClaimCompetitionRewardMutationResult = NonNullable<Awaited<ReturnType<typeof claimCompetitionReward>>>

    export type ClaimCompetitionRewardMutationError = ErrorType<ErrorBody>
    export type ClaimCompetitionRewardMutationVariables = {id: number}

    /**
 * @summary Claim a competition reward
 */
export const useClaimCompetitionReward = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof claimCompetitionReward>>, TError,ClaimCompetitionRewardMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof claimCompetitionReward>>,
        TError,
        ClaimCompetitionRewardMutationVariables,
        TContext
      > => {
      return useMutation(getClaimCompetitionRewardMutationOptions(options), queryClient);
    }
