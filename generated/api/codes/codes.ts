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
  AppliedCodeResponse,
  CodeHistoryResponse,
  CodePackageListResponse,
  CodePackageResponse,
  MerchantSettingsResponse,
  VoucherCodeListResponse,
  VoucherCodeResponse
} from '../model';
import type {
  ApplyCodeRequest,
  CodeExternalId,
  CodePackageId,
  CreateCodePackageRequest,
  CreateCodeRequest,
  ErrorBody,
  ListCodesHistoryParams,
  ListMyCodesParams,
  MerchantSettings
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

export const getListMyCodesUrl = (params?: ListMyCodesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/codes?${stringifiedParams}` : `/v2/codes`
}

/**
 * Assumption: modelled on the published POST /api/v4/main-account/codes/my. The codes the user created, newest first, filtered by `status` (all, created, used). Code 1300 FailedToGetCodes on failure.
 * @summary List the codes the user created
 */
export const listMyCodes = async (params?: ListMyCodesParams, options?: Parameters<typeof httpClient>[1]): Promise<VoucherCodeListResponse> => {

  return httpClient<VoucherCodeListResponse>(getListMyCodesUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: VoucherCodeListResponse
  }
);}





export const getListMyCodesQueryKey = (params?: ListMyCodesParams,) => {
    return [
    `/v2/codes`, ...(params ? [params] : [])
    ] as const;
    }


export const getListMyCodesQueryOptions = <TData = Awaited<ReturnType<typeof listMyCodes>>, TError = ErrorType<ErrorBody>>(params?: ListMyCodesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMyCodes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListMyCodesQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listMyCodes>>> = ({ signal }) => listMyCodes(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listMyCodes>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListMyCodesQueryResult = NonNullable<Awaited<ReturnType<typeof listMyCodes>>>
export type ListMyCodesQueryError = ErrorType<ErrorBody>


export function useListMyCodes<TData = Awaited<ReturnType<typeof listMyCodes>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListMyCodesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMyCodes>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMyCodes>>,
          TError,
          Awaited<ReturnType<typeof listMyCodes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMyCodes<TData = Awaited<ReturnType<typeof listMyCodes>>, TError = ErrorType<ErrorBody>>(
 params?: ListMyCodesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMyCodes>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMyCodes>>,
          TError,
          Awaited<ReturnType<typeof listMyCodes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMyCodes<TData = Awaited<ReturnType<typeof listMyCodes>>, TError = ErrorType<ErrorBody>>(
 params?: ListMyCodesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMyCodes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the codes the user created
 */

export function useListMyCodes<TData = Awaited<ReturnType<typeof listMyCodes>>, TError = ErrorType<ErrorBody>>(
 params?: ListMyCodesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMyCodes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListMyCodesQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateCodeUrl = () => {




  return `/v2/codes`
}

/**
 * Assumption: modelled on the published POST /api/v4/main-account/codes. Takes `amount` of `ticker` from the main balance into a new code, with an optional passphrase (whoever applies it must give it) and a description only the creator sees. A 422 carries code 32 ErrAmount on `amount` (not positive, or finer than the asset's decimals), 37 NotEnoughBalance on `amount` (more than the main balance), 30 DefaultRequestValidation on `ticker` (an asset the session restricts for codes, restrictedAssets.codes.withdraw, or one that is not a currency) or on `passphrase`. Code 1301 FailedToCreateCode on any other failure.
 * @summary Create a code
 */
export const createCode = async (createCodeRequest: CreateCodeRequest, options?: Parameters<typeof httpClient>[1]): Promise<VoucherCodeResponse> => {

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
return httpClient<VoucherCodeResponse>(getCreateCodeUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createCodeRequest),
    schema: VoucherCodeResponse
  }
);}





export const getCreateCodeMutationKey = () => ['createCode'] as const;

export const getCreateCodeMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createCode>>, TError,CreateCodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createCode>>, TError,CreateCodeMutationVariables, TContext> => {

const mutationKey = getCreateCodeMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createCode>>, CreateCodeMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createCode(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateCodeMutationResult = NonNullable<Awaited<ReturnType<typeof createCode>>>
    export type CreateCodeMutationBody = BodyType<CreateCodeRequest>
    export type CreateCodeMutationError = ErrorType<ErrorBody>
    export type CreateCodeMutationVariables = {data: BodyType<CreateCodeRequest>}

    /**
 * @summary Create a code
 */
export const useCreateCode = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createCode>>, TError,CreateCodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createCode>>,
        TError,
        CreateCodeMutationVariables,
        TContext
      > => {
      return useMutation(getCreateCodeMutationOptions(options), queryClient);
    }
    export const getGetMyCodeUrl = (externalId: CodeExternalId,) => {




  return `/v2/codes/my/${encodeURIComponent(String(externalId))}`
}

/**
 * Assumption: no published counterpart (the published API lists codes only). One code of the user's by its transaction id (the page after creating one, /codes/create/success?code=...); another user's or an unknown id is a 404. Code 1300 FailedToGetCodes on failure.
 * @summary Get one code the user created
 */
export const getMyCode = async (externalId: CodeExternalId, options?: Parameters<typeof httpClient>[1]): Promise<VoucherCodeResponse> => {

  return httpClient<VoucherCodeResponse>(getGetMyCodeUrl(externalId),
  {
    ...options,
    method: 'GET'

    ,
    schema: VoucherCodeResponse
  }
);}





export const getGetMyCodeQueryKey = (externalId: CodeExternalId,) => {
    return [
    `/v2/codes/my/${externalId}`
    ] as const;
    }


export const getGetMyCodeQueryOptions = <TData = Awaited<ReturnType<typeof getMyCode>>, TError = ErrorType<ErrorBody>>(externalId: CodeExternalId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyCode>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetMyCodeQueryKey(externalId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getMyCode>>> = ({ signal }) => getMyCode(externalId, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: externalId !== null && externalId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getMyCode>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetMyCodeQueryResult = NonNullable<Awaited<ReturnType<typeof getMyCode>>>
export type GetMyCodeQueryError = ErrorType<ErrorBody>


export function useGetMyCode<TData = Awaited<ReturnType<typeof getMyCode>>, TError = ErrorType<ErrorBody>>(
 externalId: CodeExternalId, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyCode>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMyCode>>,
          TError,
          Awaited<ReturnType<typeof getMyCode>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMyCode<TData = Awaited<ReturnType<typeof getMyCode>>, TError = ErrorType<ErrorBody>>(
 externalId: CodeExternalId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyCode>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMyCode>>,
          TError,
          Awaited<ReturnType<typeof getMyCode>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMyCode<TData = Awaited<ReturnType<typeof getMyCode>>, TError = ErrorType<ErrorBody>>(
 externalId: CodeExternalId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyCode>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get one code the user created
 */

export function useGetMyCode<TData = Awaited<ReturnType<typeof getMyCode>>, TError = ErrorType<ErrorBody>>(
 externalId: CodeExternalId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyCode>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetMyCodeQueryOptions(externalId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getApplyCodeUrl = () => {




  return `/v2/codes/apply`
}

/**
 * Assumption: modelled on the published POST /api/v4/main-account/codes/apply. Credits the code's amount to the main balance of the user who applies it, once. A 422 carries code 30 DefaultRequestValidation on `code` (no such code, or it was applied already) or on `passphrase` (missing or wrong for a code that has one). Code 1302 FailedToActivateCode on any other failure.
 * @summary Apply a code
 */
export const applyCode = async (applyCodeRequest: ApplyCodeRequest, options?: Parameters<typeof httpClient>[1]): Promise<AppliedCodeResponse> => {

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
return httpClient<AppliedCodeResponse>(getApplyCodeUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(applyCodeRequest),
    schema: AppliedCodeResponse
  }
);}





export const getApplyCodeMutationKey = () => ['applyCode'] as const;

export const getApplyCodeMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof applyCode>>, TError,ApplyCodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof applyCode>>, TError,ApplyCodeMutationVariables, TContext> => {

const mutationKey = getApplyCodeMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof applyCode>>, ApplyCodeMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  applyCode(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ApplyCodeMutationResult = NonNullable<Awaited<ReturnType<typeof applyCode>>>
    export type ApplyCodeMutationBody = BodyType<ApplyCodeRequest>
    export type ApplyCodeMutationError = ErrorType<ErrorBody>
    export type ApplyCodeMutationVariables = {data: BodyType<ApplyCodeRequest>}

    /**
 * @summary Apply a code
 */
export const useApplyCode = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof applyCode>>, TError,ApplyCodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof applyCode>>,
        TError,
        ApplyCodeMutationVariables,
        TContext
      > => {
      return useMutation(getApplyCodeMutationOptions(options), queryClient);
    }
    export const getListCodesHistoryUrl = (params?: ListCodesHistoryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/codes/history?${stringifiedParams}` : `/v2/codes/history`
}

/**
 * Assumption: modelled on the published POST /api/v4/main-account/codes/history. Every code the user created (its amount negative) or applied (positive), newest first, within the period when one is given (history/main/codes). Code 2400 FailedToGetCodesHistory on failure.
 * @summary The user's codes history
 */
export const listCodesHistory = async (params?: ListCodesHistoryParams, options?: Parameters<typeof httpClient>[1]): Promise<CodeHistoryResponse> => {

  return httpClient<CodeHistoryResponse>(getListCodesHistoryUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: CodeHistoryResponse
  }
);}





export const getListCodesHistoryQueryKey = (params?: ListCodesHistoryParams,) => {
    return [
    `/v2/codes/history`, ...(params ? [params] : [])
    ] as const;
    }


export const getListCodesHistoryQueryOptions = <TData = Awaited<ReturnType<typeof listCodesHistory>>, TError = ErrorType<ErrorBody>>(params?: ListCodesHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCodesHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListCodesHistoryQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listCodesHistory>>> = ({ signal }) => listCodesHistory(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listCodesHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListCodesHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof listCodesHistory>>>
export type ListCodesHistoryQueryError = ErrorType<ErrorBody>


export function useListCodesHistory<TData = Awaited<ReturnType<typeof listCodesHistory>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListCodesHistoryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCodesHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCodesHistory>>,
          TError,
          Awaited<ReturnType<typeof listCodesHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCodesHistory<TData = Awaited<ReturnType<typeof listCodesHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListCodesHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCodesHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCodesHistory>>,
          TError,
          Awaited<ReturnType<typeof listCodesHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCodesHistory<TData = Awaited<ReturnType<typeof listCodesHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListCodesHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCodesHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The user's codes history
 */

export function useListCodesHistory<TData = Awaited<ReturnType<typeof listCodesHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListCodesHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCodesHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListCodesHistoryQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListCodePackagesUrl = () => {




  return `/v2/codes/packages`
}

/**
 * Assumption: no published counterpart. The user's packages, newest first, without their codes (/codes/packages). Code 1303 FailedToGetCodePackages on failure.
 * @summary List the user's code packages
 */
export const listCodePackages = async ( options?: Parameters<typeof httpClient>[1]): Promise<CodePackageListResponse> => {

  return httpClient<CodePackageListResponse>(getListCodePackagesUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: CodePackageListResponse
  }
);}





export const getListCodePackagesQueryKey = () => {
    return [
    `/v2/codes/packages`
    ] as const;
    }


export const getListCodePackagesQueryOptions = <TData = Awaited<ReturnType<typeof listCodePackages>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCodePackages>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListCodePackagesQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listCodePackages>>> = ({ signal }) => listCodePackages({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listCodePackages>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListCodePackagesQueryResult = NonNullable<Awaited<ReturnType<typeof listCodePackages>>>
export type ListCodePackagesQueryError = ErrorType<ErrorBody>


export function useListCodePackages<TData = Awaited<ReturnType<typeof listCodePackages>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCodePackages>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCodePackages>>,
          TError,
          Awaited<ReturnType<typeof listCodePackages>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCodePackages<TData = Awaited<ReturnType<typeof listCodePackages>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCodePackages>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCodePackages>>,
          TError,
          Awaited<ReturnType<typeof listCodePackages>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCodePackages<TData = Awaited<ReturnType<typeof listCodePackages>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCodePackages>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the user's code packages
 */

export function useListCodePackages<TData = Awaited<ReturnType<typeof listCodePackages>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCodePackages>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListCodePackagesQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateCodePackageUrl = () => {




  return `/v2/codes/packages`
}

/**
 * Assumption: no published counterpart. Defines a package of `count` codes of `amountPerCode` each (/codes/packages/create); nothing leaves the balance until it is generated. A 422 carries code 32 ErrAmount on `amountPerCode`, 30 DefaultRequestValidation on `ticker`, `count` or `name`. Code 1304 FailedToCreateCodePackage on any other failure.
 * @summary Define a code package
 */
export const createCodePackage = async (createCodePackageRequest: CreateCodePackageRequest, options?: Parameters<typeof httpClient>[1]): Promise<CodePackageResponse> => {

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
return httpClient<CodePackageResponse>(getCreateCodePackageUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createCodePackageRequest),
    schema: CodePackageResponse
  }
);}





export const getCreateCodePackageMutationKey = () => ['createCodePackage'] as const;

export const getCreateCodePackageMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createCodePackage>>, TError,CreateCodePackageMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createCodePackage>>, TError,CreateCodePackageMutationVariables, TContext> => {

const mutationKey = getCreateCodePackageMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createCodePackage>>, CreateCodePackageMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createCodePackage(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateCodePackageMutationResult = NonNullable<Awaited<ReturnType<typeof createCodePackage>>>
    export type CreateCodePackageMutationBody = BodyType<CreateCodePackageRequest>
    export type CreateCodePackageMutationError = ErrorType<ErrorBody>
    export type CreateCodePackageMutationVariables = {data: BodyType<CreateCodePackageRequest>}

    /**
 * @summary Define a code package
 */
export const useCreateCodePackage = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createCodePackage>>, TError,CreateCodePackageMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createCodePackage>>,
        TError,
        CreateCodePackageMutationVariables,
        TContext
      > => {
      return useMutation(getCreateCodePackageMutationOptions(options), queryClient);
    }
    export const getGetCodePackageUrl = (id: CodePackageId,) => {




  return `/v2/codes/packages/${encodeURIComponent(String(id))}`
}

/**
 * Assumption: no published counterpart. One of the user's packages with its codes once generated (/codes/packages/:id); another user's or an unknown id is a 404. Code 1306 FailedToGetCodePackage on failure.
 * @summary Get a code package with its codes
 */
export const getCodePackage = async (id: CodePackageId, options?: Parameters<typeof httpClient>[1]): Promise<CodePackageResponse> => {

  return httpClient<CodePackageResponse>(getGetCodePackageUrl(id),
  {
    ...options,
    method: 'GET'

    ,
    schema: CodePackageResponse
  }
);}





export const getGetCodePackageQueryKey = (id: CodePackageId,) => {
    return [
    `/v2/codes/packages/${id}`
    ] as const;
    }


export const getGetCodePackageQueryOptions = <TData = Awaited<ReturnType<typeof getCodePackage>>, TError = ErrorType<ErrorBody>>(id: CodePackageId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCodePackage>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetCodePackageQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getCodePackage>>> = ({ signal }) => getCodePackage(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getCodePackage>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetCodePackageQueryResult = NonNullable<Awaited<ReturnType<typeof getCodePackage>>>
export type GetCodePackageQueryError = ErrorType<ErrorBody>


export function useGetCodePackage<TData = Awaited<ReturnType<typeof getCodePackage>>, TError = ErrorType<ErrorBody>>(
 id: CodePackageId, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCodePackage>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCodePackage>>,
          TError,
          Awaited<ReturnType<typeof getCodePackage>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCodePackage<TData = Awaited<ReturnType<typeof getCodePackage>>, TError = ErrorType<ErrorBody>>(
 id: CodePackageId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCodePackage>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCodePackage>>,
          TError,
          Awaited<ReturnType<typeof getCodePackage>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCodePackage<TData = Awaited<ReturnType<typeof getCodePackage>>, TError = ErrorType<ErrorBody>>(
 id: CodePackageId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCodePackage>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a code package with its codes
 */

export function useGetCodePackage<TData = Awaited<ReturnType<typeof getCodePackage>>, TError = ErrorType<ErrorBody>>(
 id: CodePackageId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCodePackage>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetCodePackageQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGenerateCodePackageUrl = (id: CodePackageId,) => {




  return `/v2/codes/packages/${encodeURIComponent(String(id))}/generate`
}

/**
 * Assumption: no published counterpart. Takes count times the amount of each code from the main balance in one posting and makes the package's codes (/codes/packages/generate); a package is generated once. A 422 carries code 37 NotEnoughBalance on `amountPerCode` or 30 DefaultRequestValidation on `id` (generated already). Code 1305 FailedToGenerateCodePackage on any other failure.
 * @summary Generate a package's codes
 */
export const generateCodePackage = async (id: CodePackageId, options?: Parameters<typeof httpClient>[1]): Promise<CodePackageResponse> => {

  return httpClient<CodePackageResponse>(getGenerateCodePackageUrl(id),
  {
    ...options,
    method: 'POST'

    ,
    schema: CodePackageResponse
  }
);}





export const getGenerateCodePackageMutationKey = () => ['generateCodePackage'] as const;

export const getGenerateCodePackageMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof generateCodePackage>>, TError,GenerateCodePackageMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof generateCodePackage>>, TError,GenerateCodePackageMutationVariables, TContext> => {

const mutationKey = getGenerateCodePackageMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof generateCodePackage>>, GenerateCodePackageMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  generateCodePackage(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type GenerateCodePackageMutationResult = NonNullable<Awaited<ReturnType<typeof generateCodePackage>>>

    export type GenerateCodePackageMutationError = ErrorType<ErrorBody>
    export type GenerateCodePackageMutationVariables = {id: CodePackageId}

    /**
 * @summary Generate a package's codes
 */
export const useGenerateCodePackage = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof generateCodePackage>>, TError,GenerateCodePackageMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof generateCodePackage>>,
        TError,
        GenerateCodePackageMutationVariables,
        TContext
      > => {
      return useMutation(getGenerateCodePackageMutationOptions(options), queryClient);
    }
    export const getGetMerchantSettingsUrl = () => {




  return `/v2/codes/merchant-settings`
}

/**
 * Assumption: no published counterpart. The name the user's package codes show to whoever applies them, and whether they show it. Code 1307 FailedToGetMerchantSettings on failure.
 * @summary The merchant settings of the user's package codes
 */
export const getMerchantSettings = async ( options?: Parameters<typeof httpClient>[1]): Promise<MerchantSettingsResponse> => {

  return httpClient<MerchantSettingsResponse>(getGetMerchantSettingsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: MerchantSettingsResponse
  }
);}





export const getGetMerchantSettingsQueryKey = () => {
    return [
    `/v2/codes/merchant-settings`
    ] as const;
    }


export const getGetMerchantSettingsQueryOptions = <TData = Awaited<ReturnType<typeof getMerchantSettings>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMerchantSettings>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetMerchantSettingsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getMerchantSettings>>> = ({ signal }) => getMerchantSettings({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getMerchantSettings>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetMerchantSettingsQueryResult = NonNullable<Awaited<ReturnType<typeof getMerchantSettings>>>
export type GetMerchantSettingsQueryError = ErrorType<ErrorBody>


export function useGetMerchantSettings<TData = Awaited<ReturnType<typeof getMerchantSettings>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMerchantSettings>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMerchantSettings>>,
          TError,
          Awaited<ReturnType<typeof getMerchantSettings>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMerchantSettings<TData = Awaited<ReturnType<typeof getMerchantSettings>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMerchantSettings>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMerchantSettings>>,
          TError,
          Awaited<ReturnType<typeof getMerchantSettings>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMerchantSettings<TData = Awaited<ReturnType<typeof getMerchantSettings>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMerchantSettings>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The merchant settings of the user's package codes
 */

export function useGetMerchantSettings<TData = Awaited<ReturnType<typeof getMerchantSettings>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMerchantSettings>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetMerchantSettingsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getUpdateMerchantSettingsUrl = () => {




  return `/v2/codes/merchant-settings`
}

/**
 * Assumption: no published counterpart. A 422 carries code 30 DefaultRequestValidation on `displayName`. Code 1308 FailedToUpdateMerchantSettings on any other failure.
 * @summary Save the merchant settings
 */
export const updateMerchantSettings = async (merchantSettings: MerchantSettings, options?: Parameters<typeof httpClient>[1]): Promise<MerchantSettingsResponse> => {

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
return httpClient<MerchantSettingsResponse>(getUpdateMerchantSettingsUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(merchantSettings),
    schema: MerchantSettingsResponse
  }
);}





export const getUpdateMerchantSettingsMutationKey = () => ['updateMerchantSettings'] as const;

export const getUpdateMerchantSettingsMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateMerchantSettings>>, TError,UpdateMerchantSettingsMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updateMerchantSettings>>, TError,UpdateMerchantSettingsMutationVariables, TContext> => {

const mutationKey = getUpdateMerchantSettingsMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateMerchantSettings>>, UpdateMerchantSettingsMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  updateMerchantSettings(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateMerchantSettingsMutationResult = NonNullable<Awaited<ReturnType<typeof updateMerchantSettings>>>
    export type UpdateMerchantSettingsMutationBody = BodyType<MerchantSettings>
    export type UpdateMerchantSettingsMutationError = ErrorType<ErrorBody>
    export type UpdateMerchantSettingsMutationVariables = {data: BodyType<MerchantSettings>}

    /**
 * @summary Save the merchant settings
 */
export const useUpdateMerchantSettings = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateMerchantSettings>>, TError,UpdateMerchantSettingsMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateMerchantSettings>>,
        TError,
        UpdateMerchantSettingsMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateMerchantSettingsMutationOptions(options), queryClient);
    }
