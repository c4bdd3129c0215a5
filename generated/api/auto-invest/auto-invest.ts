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
  AutoInvestAssetListResponse,
  AutoInvestCalculationResponse,
  AutoInvestExecutionListResponse,
  AutoInvestLimitListResponse,
  AutoInvestOverviewResponse,
  AutoInvestPlanListResponse,
  AutoInvestPlanResponse,
  AutoInvestSettingsResponse,
  DeletedAutoInvestPlanResponse
} from '../model';
import type {
  AutoInvestCalculationRequest,
  AutoInvestPlanId,
  AutoInvestPlanRequest,
  ErrorBody,
  ListAutoInvestExecutionsParams
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

export const getListAutoInvestPlansUrl = () => {




  return `/v2/smart/auto-invest/plans`
}

/**
 * Assumption: modelled on the published API's GET /sapi/v1/lending/auto-invest/plan/list (the user's plans with their status, next execution time and amount invested). Every plan of the user, active and paused, newest first (page /auto-invest, /auto-buy in australia). Code 4900 FailedToGetAutoInvestPlans on failure.
 * @summary List the auto-invest plans
 */
export const listAutoInvestPlans = async ( options?: Parameters<typeof httpClient>[1]): Promise<AutoInvestPlanListResponse> => {

  return httpClient<AutoInvestPlanListResponse>(getListAutoInvestPlansUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: AutoInvestPlanListResponse
  }
);}





export const getListAutoInvestPlansQueryKey = () => {
    return [
    `/v2/smart/auto-invest/plans`
    ] as const;
    }


export const getListAutoInvestPlansQueryOptions = <TData = Awaited<ReturnType<typeof listAutoInvestPlans>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAutoInvestPlans>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListAutoInvestPlansQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listAutoInvestPlans>>> = ({ signal }) => listAutoInvestPlans({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listAutoInvestPlans>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListAutoInvestPlansQueryResult = NonNullable<Awaited<ReturnType<typeof listAutoInvestPlans>>>
export type ListAutoInvestPlansQueryError = ErrorType<ErrorBody>


export function useListAutoInvestPlans<TData = Awaited<ReturnType<typeof listAutoInvestPlans>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAutoInvestPlans>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAutoInvestPlans>>,
          TError,
          Awaited<ReturnType<typeof listAutoInvestPlans>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAutoInvestPlans<TData = Awaited<ReturnType<typeof listAutoInvestPlans>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAutoInvestPlans>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAutoInvestPlans>>,
          TError,
          Awaited<ReturnType<typeof listAutoInvestPlans>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAutoInvestPlans<TData = Awaited<ReturnType<typeof listAutoInvestPlans>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAutoInvestPlans>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the auto-invest plans
 */

export function useListAutoInvestPlans<TData = Awaited<ReturnType<typeof listAutoInvestPlans>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAutoInvestPlans>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListAutoInvestPlansQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateAutoInvestPlanUrl = () => {




  return `/v2/smart/auto-invest/plans/create`
}

/**
 * Assumption: modelled on the published API's POST /sapi/v1/lending/auto-invest/plan/add (source asset, subscription amount, cycle, start time, target assets with percentages summing to 100; answers the plan id and next execution time). Nothing is reserved: each scheduled run buys the assets at the market price from the spot balance of the quote, the market fee taken from what is bought; a run the balance cannot cover is recorded as failed. A 422 carries code 32 ErrAmount on `amount`, or 30 DefaultRequestValidation on `assets` (percentages not summing to 100, a ticker twice, an asset without a market in the quote), `quote` or `schedule.weekday` / `schedule.monthDay`. Code 4902 FailedToCreateAutoInvestPlan on any other failure.
 * @summary Create an auto-invest plan
 */
export const createAutoInvestPlan = async (autoInvestPlanRequest: AutoInvestPlanRequest, options?: Parameters<typeof httpClient>[1]): Promise<AutoInvestPlanResponse> => {

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
return httpClient<AutoInvestPlanResponse>(getCreateAutoInvestPlanUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(autoInvestPlanRequest),
    schema: AutoInvestPlanResponse
  }
);}





export const getCreateAutoInvestPlanMutationKey = () => ['createAutoInvestPlan'] as const;

export const getCreateAutoInvestPlanMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createAutoInvestPlan>>, TError,CreateAutoInvestPlanMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createAutoInvestPlan>>, TError,CreateAutoInvestPlanMutationVariables, TContext> => {

const mutationKey = getCreateAutoInvestPlanMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createAutoInvestPlan>>, CreateAutoInvestPlanMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createAutoInvestPlan(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateAutoInvestPlanMutationResult = NonNullable<Awaited<ReturnType<typeof createAutoInvestPlan>>>
    export type CreateAutoInvestPlanMutationBody = BodyType<AutoInvestPlanRequest>
    export type CreateAutoInvestPlanMutationError = ErrorType<ErrorBody>
    export type CreateAutoInvestPlanMutationVariables = {data: BodyType<AutoInvestPlanRequest>}

    /**
 * @summary Create an auto-invest plan
 */
export const useCreateAutoInvestPlan = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createAutoInvestPlan>>, TError,CreateAutoInvestPlanMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createAutoInvestPlan>>,
        TError,
        CreateAutoInvestPlanMutationVariables,
        TContext
      > => {
      return useMutation(getCreateAutoInvestPlanMutationOptions(options), queryClient);
    }
    export const getGetAutoInvestPlanUrl = (id: AutoInvestPlanId,) => {




  return `/v2/smart/auto-invest/plans/${encodeURIComponent(String(id))}`
}

/**
 * Assumption: modelled on the published API's GET /sapi/v1/lending/auto-invest/plan/id (one plan by its id). One plan of the user (page /auto-invest/:id); 404 when the user has no plan of that id. Code 4901 FailedToGetAutoInvestPlan on failure.
 * @summary Get an auto-invest plan
 */
export const getAutoInvestPlan = async (id: AutoInvestPlanId, options?: Parameters<typeof httpClient>[1]): Promise<AutoInvestPlanResponse> => {

  return httpClient<AutoInvestPlanResponse>(getGetAutoInvestPlanUrl(id),
  {
    ...options,
    method: 'GET'

    ,
    schema: AutoInvestPlanResponse
  }
);}





export const getGetAutoInvestPlanQueryKey = (id: AutoInvestPlanId,) => {
    return [
    `/v2/smart/auto-invest/plans/${id}`
    ] as const;
    }


export const getGetAutoInvestPlanQueryOptions = <TData = Awaited<ReturnType<typeof getAutoInvestPlan>>, TError = ErrorType<ErrorBody>>(id: AutoInvestPlanId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestPlan>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetAutoInvestPlanQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getAutoInvestPlan>>> = ({ signal }) => getAutoInvestPlan(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestPlan>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetAutoInvestPlanQueryResult = NonNullable<Awaited<ReturnType<typeof getAutoInvestPlan>>>
export type GetAutoInvestPlanQueryError = ErrorType<ErrorBody>


export function useGetAutoInvestPlan<TData = Awaited<ReturnType<typeof getAutoInvestPlan>>, TError = ErrorType<ErrorBody>>(
 id: AutoInvestPlanId, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestPlan>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAutoInvestPlan>>,
          TError,
          Awaited<ReturnType<typeof getAutoInvestPlan>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAutoInvestPlan<TData = Awaited<ReturnType<typeof getAutoInvestPlan>>, TError = ErrorType<ErrorBody>>(
 id: AutoInvestPlanId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestPlan>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAutoInvestPlan>>,
          TError,
          Awaited<ReturnType<typeof getAutoInvestPlan>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAutoInvestPlan<TData = Awaited<ReturnType<typeof getAutoInvestPlan>>, TError = ErrorType<ErrorBody>>(
 id: AutoInvestPlanId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestPlan>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get an auto-invest plan
 */

export function useGetAutoInvestPlan<TData = Awaited<ReturnType<typeof getAutoInvestPlan>>, TError = ErrorType<ErrorBody>>(
 id: AutoInvestPlanId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestPlan>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetAutoInvestPlanQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getDeleteAutoInvestPlanUrl = (id: AutoInvestPlanId,) => {




  return `/v2/smart/auto-invest/plans/${encodeURIComponent(String(id))}`
}

/**
 * Assumption: modelled on the published API's POST /sapi/v1/lending/auto-invest/plan/edit-status with status REMOVED; here a DELETE of the plan. The plan buys nothing more and leaves the list; its past buys stay in the history. 404 when the user has no plan of that id. Code 4904 FailedToDeleteAutoInvestPlan on failure.
 * @summary Delete an auto-invest plan
 */
export const deleteAutoInvestPlan = async (id: AutoInvestPlanId, options?: Parameters<typeof httpClient>[1]): Promise<DeletedAutoInvestPlanResponse> => {

  return httpClient<DeletedAutoInvestPlanResponse>(getDeleteAutoInvestPlanUrl(id),
  {
    ...options,
    method: 'DELETE'

    ,
    schema: DeletedAutoInvestPlanResponse
  }
);}





export const getDeleteAutoInvestPlanMutationKey = () => ['deleteAutoInvestPlan'] as const;

export const getDeleteAutoInvestPlanMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteAutoInvestPlan>>, TError,DeleteAutoInvestPlanMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteAutoInvestPlan>>, TError,DeleteAutoInvestPlanMutationVariables, TContext> => {

const mutationKey = getDeleteAutoInvestPlanMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteAutoInvestPlan>>, DeleteAutoInvestPlanMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  deleteAutoInvestPlan(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteAutoInvestPlanMutationResult = NonNullable<Awaited<ReturnType<typeof deleteAutoInvestPlan>>>

    export type DeleteAutoInvestPlanMutationError = ErrorType<ErrorBody>
    export type DeleteAutoInvestPlanMutationVariables = {id: AutoInvestPlanId}

    /**
 * @summary Delete an auto-invest plan
 */
export const useDeleteAutoInvestPlan = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteAutoInvestPlan>>, TError,DeleteAutoInvestPlanMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteAutoInvestPlan>>,
        TError,
        DeleteAutoInvestPlanMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteAutoInvestPlanMutationOptions(options), queryClient);
    }
    export const getEditAutoInvestPlanUrl = (id: AutoInvestPlanId,) => {




  return `/v2/smart/auto-invest/plans/${encodeURIComponent(String(id))}/edit`
}

/**
 * Assumption: modelled on the published API's POST /sapi/v1/lending/auto-invest/plan/edit (the whole plan again; the id is kept, the next execution time follows the new schedule). Same body and 422s as creating; the status is kept. 404 when the user has no plan of that id. Code 4903 FailedToUpdateAutoInvestPlan on any other failure.
 * @summary Edit an auto-invest plan
 */
export const editAutoInvestPlan = async (id: AutoInvestPlanId,
    autoInvestPlanRequest: AutoInvestPlanRequest, options?: Parameters<typeof httpClient>[1]): Promise<AutoInvestPlanResponse> => {

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
return httpClient<AutoInvestPlanResponse>(getEditAutoInvestPlanUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(autoInvestPlanRequest),
    schema: AutoInvestPlanResponse
  }
);}





export const getEditAutoInvestPlanMutationKey = () => ['editAutoInvestPlan'] as const;

export const getEditAutoInvestPlanMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof editAutoInvestPlan>>, TError,EditAutoInvestPlanMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof editAutoInvestPlan>>, TError,EditAutoInvestPlanMutationVariables, TContext> => {

const mutationKey = getEditAutoInvestPlanMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof editAutoInvestPlan>>, EditAutoInvestPlanMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  editAutoInvestPlan(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type EditAutoInvestPlanMutationResult = NonNullable<Awaited<ReturnType<typeof editAutoInvestPlan>>>
    export type EditAutoInvestPlanMutationBody = BodyType<AutoInvestPlanRequest>
    export type EditAutoInvestPlanMutationError = ErrorType<ErrorBody>
    export type EditAutoInvestPlanMutationVariables = {id: AutoInvestPlanId;data: BodyType<AutoInvestPlanRequest>}

    /**
 * @summary Edit an auto-invest plan
 */
export const useEditAutoInvestPlan = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof editAutoInvestPlan>>, TError,EditAutoInvestPlanMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof editAutoInvestPlan>>,
        TError,
        EditAutoInvestPlanMutationVariables,
        TContext
      > => {
      return useMutation(getEditAutoInvestPlanMutationOptions(options), queryClient);
    }
    export const getPauseAutoInvestPlanUrl = (id: AutoInvestPlanId,) => {




  return `/v2/smart/auto-invest/plans/${encodeURIComponent(String(id))}/pause`
}

/**
 * Assumption: modelled on the published API's POST /sapi/v1/lending/auto-invest/plan/edit-status with status PAUSED; here one call per status, without a body. The plan keeps its settings and buys nothing until resumed (no `nextRunAt`); pausing a paused plan changes nothing. 404 when the user has no plan of that id. Code 4905 FailedToPauseAutoInvestPlan on failure.
 * @summary Pause an auto-invest plan
 */
export const pauseAutoInvestPlan = async (id: AutoInvestPlanId, options?: Parameters<typeof httpClient>[1]): Promise<AutoInvestPlanResponse> => {

  return httpClient<AutoInvestPlanResponse>(getPauseAutoInvestPlanUrl(id),
  {
    ...options,
    method: 'POST'

    ,
    schema: AutoInvestPlanResponse
  }
);}





export const getPauseAutoInvestPlanMutationKey = () => ['pauseAutoInvestPlan'] as const;

export const getPauseAutoInvestPlanMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof pauseAutoInvestPlan>>, TError,PauseAutoInvestPlanMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof pauseAutoInvestPlan>>, TError,PauseAutoInvestPlanMutationVariables, TContext> => {

const mutationKey = getPauseAutoInvestPlanMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof pauseAutoInvestPlan>>, PauseAutoInvestPlanMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  pauseAutoInvestPlan(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type PauseAutoInvestPlanMutationResult = NonNullable<Awaited<ReturnType<typeof pauseAutoInvestPlan>>>

    export type PauseAutoInvestPlanMutationError = ErrorType<ErrorBody>
    export type PauseAutoInvestPlanMutationVariables = {id: AutoInvestPlanId}

    /**
 * @summary Pause an auto-invest plan
 */
export const usePauseAutoInvestPlan = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof pauseAutoInvestPlan>>, TError,PauseAutoInvestPlanMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof pauseAutoInvestPlan>>,
        TError,
        PauseAutoInvestPlanMutationVariables,
        TContext
      > => {
      return useMutation(getPauseAutoInvestPlanMutationOptions(options), queryClient);
    }
    export const getResumeAutoInvestPlanUrl = (id: AutoInvestPlanId,) => {




  return `/v2/smart/auto-invest/plans/${encodeURIComponent(String(id))}/resume`
}

/**
 * Assumption: modelled on the published API's POST /sapi/v1/lending/auto-invest/plan/edit-status with status ONGOING; here one call per status, without a body. The plan runs next at its schedule's next time; resuming an active plan changes nothing. 404 when the user has no plan of that id. Code 4906 FailedToResumeAutoInvestPlan on failure.
 * @summary Resume an auto-invest plan
 */
export const resumeAutoInvestPlan = async (id: AutoInvestPlanId, options?: Parameters<typeof httpClient>[1]): Promise<AutoInvestPlanResponse> => {

  return httpClient<AutoInvestPlanResponse>(getResumeAutoInvestPlanUrl(id),
  {
    ...options,
    method: 'POST'

    ,
    schema: AutoInvestPlanResponse
  }
);}





export const getResumeAutoInvestPlanMutationKey = () => ['resumeAutoInvestPlan'] as const;

export const getResumeAutoInvestPlanMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resumeAutoInvestPlan>>, TError,ResumeAutoInvestPlanMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof resumeAutoInvestPlan>>, TError,ResumeAutoInvestPlanMutationVariables, TContext> => {

const mutationKey = getResumeAutoInvestPlanMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof resumeAutoInvestPlan>>, ResumeAutoInvestPlanMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  resumeAutoInvestPlan(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ResumeAutoInvestPlanMutationResult = NonNullable<Awaited<ReturnType<typeof resumeAutoInvestPlan>>>

    export type ResumeAutoInvestPlanMutationError = ErrorType<ErrorBody>
    export type ResumeAutoInvestPlanMutationVariables = {id: AutoInvestPlanId}

    /**
 * @summary Resume an auto-invest plan
 */
export const useResumeAutoInvestPlan = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resumeAutoInvestPlan>>, TError,ResumeAutoInvestPlanMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof resumeAutoInvestPlan>>,
        TError,
        ResumeAutoInvestPlanMutationVariables,
        TContext
      > => {
      return useMutation(getResumeAutoInvestPlanMutationOptions(options), queryClient);
    }
    export const getListAutoInvestExecutionsUrl = (params?: ListAutoInvestExecutionsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/smart/auto-invest/executions?${stringifiedParams}` : `/v2/smart/auto-invest/executions`
}

/**
 * Assumption: modelled on the published API's GET /sapi/v1/lending/auto-invest/history/list (filter by plan id, paged; one row per target asset with its status, amounts and fee); here the web API's offset and limit (default 100), newest first: the buys of every plan, deleted ones included (history tab trade/auto-invest), or of one plan (`planId`, page /auto-invest/:id). Code 4909 FailedToGetAutoInvestPlanHistory on failure.
 * @summary List the auto-invest buys
 */
export const listAutoInvestExecutions = async (params?: ListAutoInvestExecutionsParams, options?: Parameters<typeof httpClient>[1]): Promise<AutoInvestExecutionListResponse> => {

  return httpClient<AutoInvestExecutionListResponse>(getListAutoInvestExecutionsUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: AutoInvestExecutionListResponse
  }
);}





export const getListAutoInvestExecutionsQueryKey = (params?: ListAutoInvestExecutionsParams,) => {
    return [
    `/v2/smart/auto-invest/executions`, ...(params ? [params] : [])
    ] as const;
    }


export const getListAutoInvestExecutionsQueryOptions = <TData = Awaited<ReturnType<typeof listAutoInvestExecutions>>, TError = ErrorType<ErrorBody>>(params?: ListAutoInvestExecutionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAutoInvestExecutions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListAutoInvestExecutionsQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listAutoInvestExecutions>>> = ({ signal }) => listAutoInvestExecutions(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listAutoInvestExecutions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListAutoInvestExecutionsQueryResult = NonNullable<Awaited<ReturnType<typeof listAutoInvestExecutions>>>
export type ListAutoInvestExecutionsQueryError = ErrorType<ErrorBody>


export function useListAutoInvestExecutions<TData = Awaited<ReturnType<typeof listAutoInvestExecutions>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListAutoInvestExecutionsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAutoInvestExecutions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAutoInvestExecutions>>,
          TError,
          Awaited<ReturnType<typeof listAutoInvestExecutions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAutoInvestExecutions<TData = Awaited<ReturnType<typeof listAutoInvestExecutions>>, TError = ErrorType<ErrorBody>>(
 params?: ListAutoInvestExecutionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAutoInvestExecutions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAutoInvestExecutions>>,
          TError,
          Awaited<ReturnType<typeof listAutoInvestExecutions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAutoInvestExecutions<TData = Awaited<ReturnType<typeof listAutoInvestExecutions>>, TError = ErrorType<ErrorBody>>(
 params?: ListAutoInvestExecutionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAutoInvestExecutions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the auto-invest buys
 */

export function useListAutoInvestExecutions<TData = Awaited<ReturnType<typeof listAutoInvestExecutions>>, TError = ErrorType<ErrorBody>>(
 params?: ListAutoInvestExecutionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAutoInvestExecutions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListAutoInvestExecutionsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListAutoInvestAssetsUrl = () => {




  return `/v2/smart/auto-invest/assets`
}

/**
 * Assumption: modelled on the published API's GET /sapi/v1/lending/auto-invest/target-asset/list (the target assets a plan may hold); here grouped by the quote currency that pays for them: each quote with the assets that have a spot market in it (the plan form's quote and asset choices). Guests may call it. Code 4907 FailedToGetAutoInvestAssets on failure.
 * @summary List the assets a plan may buy
 */
export const listAutoInvestAssets = async ( options?: Parameters<typeof httpClient>[1]): Promise<AutoInvestAssetListResponse> => {

  return httpClient<AutoInvestAssetListResponse>(getListAutoInvestAssetsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: AutoInvestAssetListResponse
  }
);}





export const getListAutoInvestAssetsQueryKey = () => {
    return [
    `/v2/smart/auto-invest/assets`
    ] as const;
    }


export const getListAutoInvestAssetsQueryOptions = <TData = Awaited<ReturnType<typeof listAutoInvestAssets>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAutoInvestAssets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListAutoInvestAssetsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listAutoInvestAssets>>> = ({ signal }) => listAutoInvestAssets({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listAutoInvestAssets>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListAutoInvestAssetsQueryResult = NonNullable<Awaited<ReturnType<typeof listAutoInvestAssets>>>
export type ListAutoInvestAssetsQueryError = ErrorType<ErrorBody>


export function useListAutoInvestAssets<TData = Awaited<ReturnType<typeof listAutoInvestAssets>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAutoInvestAssets>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAutoInvestAssets>>,
          TError,
          Awaited<ReturnType<typeof listAutoInvestAssets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAutoInvestAssets<TData = Awaited<ReturnType<typeof listAutoInvestAssets>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAutoInvestAssets>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAutoInvestAssets>>,
          TError,
          Awaited<ReturnType<typeof listAutoInvestAssets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAutoInvestAssets<TData = Awaited<ReturnType<typeof listAutoInvestAssets>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAutoInvestAssets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the assets a plan may buy
 */

export function useListAutoInvestAssets<TData = Awaited<ReturnType<typeof listAutoInvestAssets>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAutoInvestAssets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListAutoInvestAssetsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetAutoInvestLimitsUrl = () => {




  return `/v2/smart/auto-invest/limits`
}

/**
 * Assumption: modelled on the published API's GET /sapi/v1/lending/auto-invest/source-asset/list (each source asset's least and largest subscription amount and its scale): per quote currency, the least and the most a plan may spend per run and the decimals of that amount. Creating or editing a plan outside them answers 422 code 32 on `amount`. Guests may call it. Code 4912 FailedToGetAutoInvestLimits on failure.
 * @summary Get the amount limits of a plan per quote currency
 */
export const getAutoInvestLimits = async ( options?: Parameters<typeof httpClient>[1]): Promise<AutoInvestLimitListResponse> => {

  return httpClient<AutoInvestLimitListResponse>(getGetAutoInvestLimitsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: AutoInvestLimitListResponse
  }
);}





export const getGetAutoInvestLimitsQueryKey = () => {
    return [
    `/v2/smart/auto-invest/limits`
    ] as const;
    }


export const getGetAutoInvestLimitsQueryOptions = <TData = Awaited<ReturnType<typeof getAutoInvestLimits>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestLimits>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetAutoInvestLimitsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getAutoInvestLimits>>> = ({ signal }) => getAutoInvestLimits({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestLimits>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetAutoInvestLimitsQueryResult = NonNullable<Awaited<ReturnType<typeof getAutoInvestLimits>>>
export type GetAutoInvestLimitsQueryError = ErrorType<ErrorBody>


export function useGetAutoInvestLimits<TData = Awaited<ReturnType<typeof getAutoInvestLimits>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestLimits>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAutoInvestLimits>>,
          TError,
          Awaited<ReturnType<typeof getAutoInvestLimits>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAutoInvestLimits<TData = Awaited<ReturnType<typeof getAutoInvestLimits>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestLimits>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAutoInvestLimits>>,
          TError,
          Awaited<ReturnType<typeof getAutoInvestLimits>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAutoInvestLimits<TData = Awaited<ReturnType<typeof getAutoInvestLimits>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestLimits>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the amount limits of a plan per quote currency
 */

export function useGetAutoInvestLimits<TData = Awaited<ReturnType<typeof getAutoInvestLimits>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestLimits>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetAutoInvestLimitsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetAutoInvestSettingsUrl = () => {




  return `/v2/smart/auto-invest/settings`
}

/**
 * Assumption: no published call (the published plan/add takes its subscription cycle from a fixed list and its target assets from a limited list). The periods a plan may buy on, the most assets one plan may buy, the most plans a user may keep (creating one more answers 422 code 4902) and the time zone of the schedules. Guests may call it. Code 4908 FailedToGetAutoInvestSettings on failure.
 * @summary Get how plans may be set up
 */
export const getAutoInvestSettings = async ( options?: Parameters<typeof httpClient>[1]): Promise<AutoInvestSettingsResponse> => {

  return httpClient<AutoInvestSettingsResponse>(getGetAutoInvestSettingsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: AutoInvestSettingsResponse
  }
);}





export const getGetAutoInvestSettingsQueryKey = () => {
    return [
    `/v2/smart/auto-invest/settings`
    ] as const;
    }


export const getGetAutoInvestSettingsQueryOptions = <TData = Awaited<ReturnType<typeof getAutoInvestSettings>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestSettings>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetAutoInvestSettingsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getAutoInvestSettings>>> = ({ signal }) => getAutoInvestSettings({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestSettings>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetAutoInvestSettingsQueryResult = NonNullable<Awaited<ReturnType<typeof getAutoInvestSettings>>>
export type GetAutoInvestSettingsQueryError = ErrorType<ErrorBody>


export function useGetAutoInvestSettings<TData = Awaited<ReturnType<typeof getAutoInvestSettings>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestSettings>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAutoInvestSettings>>,
          TError,
          Awaited<ReturnType<typeof getAutoInvestSettings>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAutoInvestSettings<TData = Awaited<ReturnType<typeof getAutoInvestSettings>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestSettings>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAutoInvestSettings>>,
          TError,
          Awaited<ReturnType<typeof getAutoInvestSettings>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAutoInvestSettings<TData = Awaited<ReturnType<typeof getAutoInvestSettings>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestSettings>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get how plans may be set up
 */

export function useGetAutoInvestSettings<TData = Awaited<ReturnType<typeof getAutoInvestSettings>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestSettings>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetAutoInvestSettingsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetAutoInvestOverviewUrl = () => {




  return `/v2/smart/auto-invest/overview`
}

/**
 * Assumption: modelled on the totals the published API's GET /sapi/v1/lending/auto-invest/plan/list answers beside the plans (the amount invested and the plans' value): how many plans are active and paused, the next buy of any plan, and what the successful buys of every plan, deleted ones included, have spent per quote currency and bought per asset after the fee (page /auto-invest, /auto-buy in australia). Code 4910 FailedToGetAutoInvestOverview on failure.
 * @summary Get the user's auto-invest overview
 */
export const getAutoInvestOverview = async ( options?: Parameters<typeof httpClient>[1]): Promise<AutoInvestOverviewResponse> => {

  return httpClient<AutoInvestOverviewResponse>(getGetAutoInvestOverviewUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: AutoInvestOverviewResponse
  }
);}





export const getGetAutoInvestOverviewQueryKey = () => {
    return [
    `/v2/smart/auto-invest/overview`
    ] as const;
    }


export const getGetAutoInvestOverviewQueryOptions = <TData = Awaited<ReturnType<typeof getAutoInvestOverview>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestOverview>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetAutoInvestOverviewQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getAutoInvestOverview>>> = ({ signal }) => getAutoInvestOverview({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestOverview>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetAutoInvestOverviewQueryResult = NonNullable<Awaited<ReturnType<typeof getAutoInvestOverview>>>
export type GetAutoInvestOverviewQueryError = ErrorType<ErrorBody>


export function useGetAutoInvestOverview<TData = Awaited<ReturnType<typeof getAutoInvestOverview>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestOverview>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAutoInvestOverview>>,
          TError,
          Awaited<ReturnType<typeof getAutoInvestOverview>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAutoInvestOverview<TData = Awaited<ReturnType<typeof getAutoInvestOverview>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestOverview>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAutoInvestOverview>>,
          TError,
          Awaited<ReturnType<typeof getAutoInvestOverview>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAutoInvestOverview<TData = Awaited<ReturnType<typeof getAutoInvestOverview>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestOverview>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the user's auto-invest overview
 */

export function useGetAutoInvestOverview<TData = Awaited<ReturnType<typeof getAutoInvestOverview>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAutoInvestOverview>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetAutoInvestOverviewQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCalculateAutoInvestPlanUrl = () => {




  return `/v2/smart/auto-invest/plans/calculate`
}

/**
 * Assumption: no published call; shaped like the fixed plans' calculate-profit. What one run of a plan with this quote, amount and assets would buy if it ran now: each asset's part of the amount, its market's last price, what that buys cut to the asset's decimals less the taker fee, and the fee, as a scheduled run computes them (the plan form's preview). The same 422s as creating a plan for these fields. Code 4911 FailedToCalculateAutoInvestPlan on any other failure.
 * @summary Calculate what a run of a plan would buy
 */
export const calculateAutoInvestPlan = async (autoInvestCalculationRequest: AutoInvestCalculationRequest, options?: Parameters<typeof httpClient>[1]): Promise<AutoInvestCalculationResponse> => {

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
return httpClient<AutoInvestCalculationResponse>(getCalculateAutoInvestPlanUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(autoInvestCalculationRequest),
    schema: AutoInvestCalculationResponse
  }
);}





export const getCalculateAutoInvestPlanMutationKey = () => ['calculateAutoInvestPlan'] as const;

export const getCalculateAutoInvestPlanMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof calculateAutoInvestPlan>>, TError,CalculateAutoInvestPlanMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof calculateAutoInvestPlan>>, TError,CalculateAutoInvestPlanMutationVariables, TContext> => {

const mutationKey = getCalculateAutoInvestPlanMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof calculateAutoInvestPlan>>, CalculateAutoInvestPlanMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  calculateAutoInvestPlan(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CalculateAutoInvestPlanMutationResult = NonNullable<Awaited<ReturnType<typeof calculateAutoInvestPlan>>>
    export type CalculateAutoInvestPlanMutationBody = BodyType<AutoInvestCalculationRequest>
    export type CalculateAutoInvestPlanMutationError = ErrorType<ErrorBody>
    export type CalculateAutoInvestPlanMutationVariables = {data: BodyType<AutoInvestCalculationRequest>}

    /**
 * @summary Calculate what a run of a plan would buy
 */
export const useCalculateAutoInvestPlan = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof calculateAutoInvestPlan>>, TError,CalculateAutoInvestPlanMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof calculateAutoInvestPlan>>,
        TError,
        CalculateAutoInvestPlanMutationVariables,
        TContext
      > => {
      return useMutation(getCalculateAutoInvestPlanMutationOptions(options), queryClient);
    }
