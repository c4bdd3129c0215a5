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
  LaunchpadHistoryResponse,
  LaunchpadProjectListResponse,
  LaunchpadProjectResponse
} from '../model';
import type {
  ErrorBody,
  JoinLaunchpadProjectRequest,
  LaunchpadSlug,
  ListLaunchpadHistoryParams,
  ListLaunchpadProjectsParams
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

export const getListLaunchpadProjectsUrl = (params?: ListLaunchpadProjectsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/launchpad/projects?${stringifiedParams}` : `/v2/launchpad/projects`
}

/**
 * Assumption: no published counterpart. Every project, newest sale first, or those of one `status` (spec section 4); a signed-in user also gets their participation in each. Code 4305 FailedToGetLaunchpadProjects on failure.
 * @summary List the launchpad projects
 */
export const listLaunchpadProjects = async (params?: ListLaunchpadProjectsParams, options?: Parameters<typeof httpClient>[1]): Promise<LaunchpadProjectListResponse> => {

  return httpClient<LaunchpadProjectListResponse>(getListLaunchpadProjectsUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: LaunchpadProjectListResponse
  }
);}





export const getListLaunchpadProjectsQueryKey = (params?: ListLaunchpadProjectsParams,) => {
    return [
    `/v2/launchpad/projects`, ...(params ? [params] : [])
    ] as const;
    }


export const getListLaunchpadProjectsQueryOptions = <TData = Awaited<ReturnType<typeof listLaunchpadProjects>>, TError = ErrorType<ErrorBody>>(params?: ListLaunchpadProjectsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLaunchpadProjects>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListLaunchpadProjectsQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listLaunchpadProjects>>> = ({ signal }) => listLaunchpadProjects(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listLaunchpadProjects>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListLaunchpadProjectsQueryResult = NonNullable<Awaited<ReturnType<typeof listLaunchpadProjects>>>
export type ListLaunchpadProjectsQueryError = ErrorType<ErrorBody>


export function useListLaunchpadProjects<TData = Awaited<ReturnType<typeof listLaunchpadProjects>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListLaunchpadProjectsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLaunchpadProjects>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listLaunchpadProjects>>,
          TError,
          Awaited<ReturnType<typeof listLaunchpadProjects>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListLaunchpadProjects<TData = Awaited<ReturnType<typeof listLaunchpadProjects>>, TError = ErrorType<ErrorBody>>(
 params?: ListLaunchpadProjectsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLaunchpadProjects>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listLaunchpadProjects>>,
          TError,
          Awaited<ReturnType<typeof listLaunchpadProjects>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListLaunchpadProjects<TData = Awaited<ReturnType<typeof listLaunchpadProjects>>, TError = ErrorType<ErrorBody>>(
 params?: ListLaunchpadProjectsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLaunchpadProjects>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the launchpad projects
 */

export function useListLaunchpadProjects<TData = Awaited<ReturnType<typeof listLaunchpadProjects>>, TError = ErrorType<ErrorBody>>(
 params?: ListLaunchpadProjectsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLaunchpadProjects>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListLaunchpadProjectsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetLaunchpadProjectUrl = (slug: LaunchpadSlug,) => {




  return `/v2/launchpad/projects/${encodeURIComponent(String(slug))}`
}

/**
 * Assumption: no published counterpart. One project by its slug (page /launchpad/projects/:slug) with its sale terms, schedule, vote and subscription totals, and for a signed-in user their participation; 404 for an unknown slug. Code 4306 FailedToGetLaunchpadProject on failure.
 * @summary Get a launchpad project
 */
export const getLaunchpadProject = async (slug: LaunchpadSlug, options?: Parameters<typeof httpClient>[1]): Promise<LaunchpadProjectResponse> => {

  return httpClient<LaunchpadProjectResponse>(getGetLaunchpadProjectUrl(slug),
  {
    ...options,
    method: 'GET'

    ,
    schema: LaunchpadProjectResponse
  }
);}





export const getGetLaunchpadProjectQueryKey = (slug: LaunchpadSlug,) => {
    return [
    `/v2/launchpad/projects/${slug}`
    ] as const;
    }


export const getGetLaunchpadProjectQueryOptions = <TData = Awaited<ReturnType<typeof getLaunchpadProject>>, TError = ErrorType<ErrorBody>>(slug: LaunchpadSlug, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getLaunchpadProject>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetLaunchpadProjectQueryKey(slug);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getLaunchpadProject>>> = ({ signal }) => getLaunchpadProject(slug, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: slug !== null && slug !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getLaunchpadProject>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetLaunchpadProjectQueryResult = NonNullable<Awaited<ReturnType<typeof getLaunchpadProject>>>
export type GetLaunchpadProjectQueryError = ErrorType<ErrorBody>


export function useGetLaunchpadProject<TData = Awaited<ReturnType<typeof getLaunchpadProject>>, TError = ErrorType<ErrorBody>>(
 slug: LaunchpadSlug, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getLaunchpadProject>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getLaunchpadProject>>,
          TError,
          Awaited<ReturnType<typeof getLaunchpadProject>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetLaunchpadProject<TData = Awaited<ReturnType<typeof getLaunchpadProject>>, TError = ErrorType<ErrorBody>>(
 slug: LaunchpadSlug, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getLaunchpadProject>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getLaunchpadProject>>,
          TError,
          Awaited<ReturnType<typeof getLaunchpadProject>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetLaunchpadProject<TData = Awaited<ReturnType<typeof getLaunchpadProject>>, TError = ErrorType<ErrorBody>>(
 slug: LaunchpadSlug, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getLaunchpadProject>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a launchpad project
 */

export function useGetLaunchpadProject<TData = Awaited<ReturnType<typeof getLaunchpadProject>>, TError = ErrorType<ErrorBody>>(
 slug: LaunchpadSlug, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getLaunchpadProject>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetLaunchpadProjectQueryOptions(slug,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getJoinLaunchpadProjectUrl = (slug: LaunchpadSlug,) => {




  return `/v2/launchpad/projects/${encodeURIComponent(String(slug))}/join`
}

/**
 * Assumption: no published counterpart. Commits WBT from the main balance to the launchpad balance: a vote while the project is `new` (given back when the vote closes), a subscription while it is `active` (settled at distribution: the allocation's cost is kept, the rest refunded). Several commits add up. A 422 carries code 32 ErrAmount on `amount` (below `minCommit`, or the user's subscription above `maxCommit`), 37 NotEnoughBalance on `amount`, or 4307 FailedToJoinLaunchpadProject when the project takes no vote or subscription now; 404 for an unknown slug. Code 4307 on any other failure.
 * @summary Vote for or subscribe to a launchpad project with WBT
 */
export const joinLaunchpadProject = async (slug: LaunchpadSlug,
    joinLaunchpadProjectRequest: JoinLaunchpadProjectRequest, options?: Parameters<typeof httpClient>[1]): Promise<LaunchpadProjectResponse> => {

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
return httpClient<LaunchpadProjectResponse>(getJoinLaunchpadProjectUrl(slug),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(joinLaunchpadProjectRequest),
    schema: LaunchpadProjectResponse
  }
);}





export const getJoinLaunchpadProjectMutationKey = () => ['joinLaunchpadProject'] as const;

export const getJoinLaunchpadProjectMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof joinLaunchpadProject>>, TError,JoinLaunchpadProjectMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof joinLaunchpadProject>>, TError,JoinLaunchpadProjectMutationVariables, TContext> => {

const mutationKey = getJoinLaunchpadProjectMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof joinLaunchpadProject>>, JoinLaunchpadProjectMutationVariables> = (props) => {
          const {slug,data} = props ?? {};

          return  joinLaunchpadProject(slug,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type JoinLaunchpadProjectMutationResult = NonNullable<Awaited<ReturnType<typeof joinLaunchpadProject>>>
    export type JoinLaunchpadProjectMutationBody = BodyType<JoinLaunchpadProjectRequest>
    export type JoinLaunchpadProjectMutationError = ErrorType<ErrorBody>
    export type JoinLaunchpadProjectMutationVariables = {slug: LaunchpadSlug;data: BodyType<JoinLaunchpadProjectRequest>}

    /**
 * @summary Vote for or subscribe to a launchpad project with WBT
 */
export const useJoinLaunchpadProject = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof joinLaunchpadProject>>, TError,JoinLaunchpadProjectMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof joinLaunchpadProject>>,
        TError,
        JoinLaunchpadProjectMutationVariables,
        TContext
      > => {
      return useMutation(getJoinLaunchpadProjectMutationOptions(options), queryClient);
    }
    export const getListLaunchpadHistoryUrl = (params?: ListLaunchpadHistoryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/launchpad/history?${stringifiedParams}` : `/v2/launchpad/history`
}

/**
 * Assumption: no published counterpart. Every movement of the user's launchpad participations, newest first (history tab main/launchpad): votes and subscriptions, votes given back, distributions and refunds. Code 2404 FailedToGetLaunchpadHistory on failure. Assumption: filtered on the server before the page is cut (so the pagination's total counts what was asked for) by a period, an asset and a kind of movement, as the published API's history calls (POST /api/v4/main-account/history: start, end, ticker) filter theirs; a reversed period or a kind not listed is a 422 with code 30.
 * @summary List the user's launchpad history
 */
export const listLaunchpadHistory = async (params?: ListLaunchpadHistoryParams, options?: Parameters<typeof httpClient>[1]): Promise<LaunchpadHistoryResponse> => {

  return httpClient<LaunchpadHistoryResponse>(getListLaunchpadHistoryUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: LaunchpadHistoryResponse
  }
);}





export const getListLaunchpadHistoryQueryKey = (params?: ListLaunchpadHistoryParams,) => {
    return [
    `/v2/launchpad/history`, ...(params ? [params] : [])
    ] as const;
    }


export const getListLaunchpadHistoryQueryOptions = <TData = Awaited<ReturnType<typeof listLaunchpadHistory>>, TError = ErrorType<ErrorBody>>(params?: ListLaunchpadHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLaunchpadHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListLaunchpadHistoryQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listLaunchpadHistory>>> = ({ signal }) => listLaunchpadHistory(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listLaunchpadHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListLaunchpadHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof listLaunchpadHistory>>>
export type ListLaunchpadHistoryQueryError = ErrorType<ErrorBody>


export function useListLaunchpadHistory<TData = Awaited<ReturnType<typeof listLaunchpadHistory>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListLaunchpadHistoryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLaunchpadHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listLaunchpadHistory>>,
          TError,
          Awaited<ReturnType<typeof listLaunchpadHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListLaunchpadHistory<TData = Awaited<ReturnType<typeof listLaunchpadHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListLaunchpadHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLaunchpadHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listLaunchpadHistory>>,
          TError,
          Awaited<ReturnType<typeof listLaunchpadHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListLaunchpadHistory<TData = Awaited<ReturnType<typeof listLaunchpadHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListLaunchpadHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLaunchpadHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the user's launchpad history
 */

export function useListLaunchpadHistory<TData = Awaited<ReturnType<typeof listLaunchpadHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListLaunchpadHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLaunchpadHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListLaunchpadHistoryQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






