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
  DiiaTokenResponse,
  VerificationStatusResponse,
  VerificationTokenResponse
} from '../model';
import type {
  ErrorBody,
  RefreshVerificationTokenRequest,
  StartBusinessVerificationRequest
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

export const getGetVerificationStatusUrl = () => {




  return `/v2/verification/status`
}

/**
 * Assumption: modelled on the provider's applicant status (reviewStatus, reviewAnswer GREEN or RED, rejectLabels, reviewRejectType RETRY or FINAL). The KYC check (status as the session's paymentKycStatus, its flow kind, the latest attempt, why a review failed and whether another attempt is allowed) and the KYB check likewise (pages /verification..., /intro/verification..., /verification-business). Code 1508 FailedToGetVerificationStatus on failure.
 * @summary Get the state of the identity checks
 */
export const getVerificationStatus = async ( options?: Parameters<typeof httpClient>[1]): Promise<VerificationStatusResponse> => {

  return httpClient<VerificationStatusResponse>(getGetVerificationStatusUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: VerificationStatusResponse
  }
);}





export const getGetVerificationStatusQueryKey = () => {
    return [
    `/v2/verification/status`
    ] as const;
    }


export const getGetVerificationStatusQueryOptions = <TData = Awaited<ReturnType<typeof getVerificationStatus>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getVerificationStatus>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetVerificationStatusQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getVerificationStatus>>> = ({ signal }) => getVerificationStatus({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getVerificationStatus>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetVerificationStatusQueryResult = NonNullable<Awaited<ReturnType<typeof getVerificationStatus>>>
export type GetVerificationStatusQueryError = ErrorType<ErrorBody>


export function useGetVerificationStatus<TData = Awaited<ReturnType<typeof getVerificationStatus>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getVerificationStatus>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getVerificationStatus>>,
          TError,
          Awaited<ReturnType<typeof getVerificationStatus>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetVerificationStatus<TData = Awaited<ReturnType<typeof getVerificationStatus>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getVerificationStatus>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getVerificationStatus>>,
          TError,
          Awaited<ReturnType<typeof getVerificationStatus>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetVerificationStatus<TData = Awaited<ReturnType<typeof getVerificationStatus>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getVerificationStatus>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the state of the identity checks
 */

export function useGetVerificationStatus<TData = Awaited<ReturnType<typeof getVerificationStatus>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getVerificationStatus>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetVerificationStatusQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetKycTokenUrl = () => {




  return `/v2/verification/token`
}

/**
 * Assumption: modelled on the provider's "generate access token" (POST /resources/accessTokens for the applicant and level). A new access token for the provider's SDK for the attempt POST /v2/verification opened and not yet submitted (the flow page coming back to it, after a reload). A 422 carries code 4400 on `attempt` when no attempt is open. Code 4400 FailedToGetKycToken on failure.
 * @summary Get the provider's token for the open KYC attempt
 */
export const getKycToken = async ( options?: Parameters<typeof httpClient>[1]): Promise<VerificationTokenResponse> => {

  return httpClient<VerificationTokenResponse>(getGetKycTokenUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: VerificationTokenResponse
  }
);}





export const getGetKycTokenQueryKey = () => {
    return [
    `/v2/verification/token`
    ] as const;
    }


export const getGetKycTokenQueryOptions = <TData = Awaited<ReturnType<typeof getKycToken>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKycToken>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetKycTokenQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getKycToken>>> = ({ signal }) => getKycToken({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getKycToken>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetKycTokenQueryResult = NonNullable<Awaited<ReturnType<typeof getKycToken>>>
export type GetKycTokenQueryError = ErrorType<ErrorBody>


export function useGetKycToken<TData = Awaited<ReturnType<typeof getKycToken>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKycToken>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getKycToken>>,
          TError,
          Awaited<ReturnType<typeof getKycToken>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetKycToken<TData = Awaited<ReturnType<typeof getKycToken>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKycToken>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getKycToken>>,
          TError,
          Awaited<ReturnType<typeof getKycToken>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetKycToken<TData = Awaited<ReturnType<typeof getKycToken>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKycToken>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the provider's token for the open KYC attempt
 */

export function useGetKycToken<TData = Awaited<ReturnType<typeof getKycToken>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKycToken>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetKycTokenQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getRefreshKycTokenUrl = () => {




  return `/v2/verification/token/refresh`
}

/**
 * Assumption: modelled on the provider SDK's token expiration handler, which asks the site for a new access token when its own has expired. Answers a new token for the same open attempt. A 422 carries code 4401 on `accessToken` when the token is not one of the open attempt's (another attempt, or already submitted). Code 4401 FailedToRefreshKycToken on failure.
 * @summary Renew an expired KYC token
 */
export const refreshKycToken = async (refreshVerificationTokenRequest: RefreshVerificationTokenRequest, options?: Parameters<typeof httpClient>[1]): Promise<VerificationTokenResponse> => {

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
return httpClient<VerificationTokenResponse>(getRefreshKycTokenUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(refreshVerificationTokenRequest),
    schema: VerificationTokenResponse
  }
);}





export const getRefreshKycTokenMutationKey = () => ['refreshKycToken'] as const;

export const getRefreshKycTokenMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof refreshKycToken>>, TError,RefreshKycTokenMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof refreshKycToken>>, TError,RefreshKycTokenMutationVariables, TContext> => {

const mutationKey = getRefreshKycTokenMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof refreshKycToken>>, RefreshKycTokenMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  refreshKycToken(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type RefreshKycTokenMutationResult = NonNullable<Awaited<ReturnType<typeof refreshKycToken>>>
    export type RefreshKycTokenMutationBody = BodyType<RefreshVerificationTokenRequest>
    export type RefreshKycTokenMutationError = ErrorType<ErrorBody>
    export type RefreshKycTokenMutationVariables = {data: BodyType<RefreshVerificationTokenRequest>}

    /**
 * @summary Renew an expired KYC token
 */
export const useRefreshKycToken = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof refreshKycToken>>, TError,RefreshKycTokenMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof refreshKycToken>>,
        TError,
        RefreshKycTokenMutationVariables,
        TContext
      > => {
      return useMutation(getRefreshKycTokenMutationOptions(options), queryClient);
    }
    export const getGetDiiaTokenUrl = () => {




  return `/v2/verification/diia/token`
}

/**
 * Assumption: no published counterpart; modelled on a Diia document-sharing request (a deep link the Diia app opens, or its QR code). The link for the open attempt of the diia flow (opened by POST /v2/verification with flow diia; page /verification/provider/diia); a 422 carries code 4404 on `attempt` when none is open. Answers 451 where permissions.diia is off (spec section 9: diia is disabled). Code 4404 FailedToGetDiiaToken on failure.
 * @summary Get a Diia sharing request
 */
export const getDiiaToken = async ( options?: Parameters<typeof httpClient>[1]): Promise<DiiaTokenResponse> => {

  return httpClient<DiiaTokenResponse>(getGetDiiaTokenUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: DiiaTokenResponse
  }
);}





export const getGetDiiaTokenQueryKey = () => {
    return [
    `/v2/verification/diia/token`
    ] as const;
    }


export const getGetDiiaTokenQueryOptions = <TData = Awaited<ReturnType<typeof getDiiaToken>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDiiaToken>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetDiiaTokenQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getDiiaToken>>> = ({ signal }) => getDiiaToken({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getDiiaToken>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetDiiaTokenQueryResult = NonNullable<Awaited<ReturnType<typeof getDiiaToken>>>
export type GetDiiaTokenQueryError = ErrorType<ErrorBody>


export function useGetDiiaToken<TData = Awaited<ReturnType<typeof getDiiaToken>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDiiaToken>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDiiaToken>>,
          TError,
          Awaited<ReturnType<typeof getDiiaToken>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDiiaToken<TData = Awaited<ReturnType<typeof getDiiaToken>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDiiaToken>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDiiaToken>>,
          TError,
          Awaited<ReturnType<typeof getDiiaToken>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDiiaToken<TData = Awaited<ReturnType<typeof getDiiaToken>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDiiaToken>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a Diia sharing request
 */

export function useGetDiiaToken<TData = Awaited<ReturnType<typeof getDiiaToken>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDiiaToken>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetDiiaTokenQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetLivenessTokenUrl = () => {




  return `/v2/verification/liveness/token`
}

/**
 * Assumption: modelled on the provider's access token for a liveness-only level. The token for the selfie video check that follows Diia's document sharing (page /verification/provider/diia/liveness), for the open diia attempt (a 422 with code 4405 on `attempt` when none is open). Answers 451 where permissions.diia is off. Code 4405 FailedToGetLivenessToken on failure.
 * @summary Get the provider's token for the liveness check
 */
export const getLivenessToken = async ( options?: Parameters<typeof httpClient>[1]): Promise<VerificationTokenResponse> => {

  return httpClient<VerificationTokenResponse>(getGetLivenessTokenUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: VerificationTokenResponse
  }
);}





export const getGetLivenessTokenQueryKey = () => {
    return [
    `/v2/verification/liveness/token`
    ] as const;
    }


export const getGetLivenessTokenQueryOptions = <TData = Awaited<ReturnType<typeof getLivenessToken>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getLivenessToken>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetLivenessTokenQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getLivenessToken>>> = ({ signal }) => getLivenessToken({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getLivenessToken>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetLivenessTokenQueryResult = NonNullable<Awaited<ReturnType<typeof getLivenessToken>>>
export type GetLivenessTokenQueryError = ErrorType<ErrorBody>


export function useGetLivenessToken<TData = Awaited<ReturnType<typeof getLivenessToken>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getLivenessToken>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getLivenessToken>>,
          TError,
          Awaited<ReturnType<typeof getLivenessToken>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetLivenessToken<TData = Awaited<ReturnType<typeof getLivenessToken>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getLivenessToken>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getLivenessToken>>,
          TError,
          Awaited<ReturnType<typeof getLivenessToken>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetLivenessToken<TData = Awaited<ReturnType<typeof getLivenessToken>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getLivenessToken>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the provider's token for the liveness check
 */

export function useGetLivenessToken<TData = Awaited<ReturnType<typeof getLivenessToken>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getLivenessToken>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetLivenessTokenQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getStartBusinessVerificationUrl = () => {




  return `/v2/verification-business`
}

/**
 * Assumption: modelled on the provider's company applicant (a KYB level) and its access token. Opens a KYB attempt for the business (none, or rejected with a retry allowed) and answers the token for the provider's SDK, which collects the company's documents (page /verification-business). A 422 carries code 1509 on `companyName` when a check is pending or verified, or 30 on a field out of bounds. Code 1509 FailedToStartBusinessVerification on failure.
 * @summary Start the business verification
 */
export const startBusinessVerification = async (startBusinessVerificationRequest: StartBusinessVerificationRequest, options?: Parameters<typeof httpClient>[1]): Promise<VerificationTokenResponse> => {

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
return httpClient<VerificationTokenResponse>(getStartBusinessVerificationUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(startBusinessVerificationRequest),
    schema: VerificationTokenResponse
  }
);}





export const getStartBusinessVerificationMutationKey = () => ['startBusinessVerification'] as const;

export const getStartBusinessVerificationMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof startBusinessVerification>>, TError,StartBusinessVerificationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof startBusinessVerification>>, TError,StartBusinessVerificationMutationVariables, TContext> => {

const mutationKey = getStartBusinessVerificationMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof startBusinessVerification>>, StartBusinessVerificationMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  startBusinessVerification(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type StartBusinessVerificationMutationResult = NonNullable<Awaited<ReturnType<typeof startBusinessVerification>>>
    export type StartBusinessVerificationMutationBody = BodyType<StartBusinessVerificationRequest>
    export type StartBusinessVerificationMutationError = ErrorType<ErrorBody>
    export type StartBusinessVerificationMutationVariables = {data: BodyType<StartBusinessVerificationRequest>}

    /**
 * @summary Start the business verification
 */
export const useStartBusinessVerification = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof startBusinessVerification>>, TError,StartBusinessVerificationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof startBusinessVerification>>,
        TError,
        StartBusinessVerificationMutationVariables,
        TContext
      > => {
      return useMutation(getStartBusinessVerificationMutationOptions(options), queryClient);
    }
    export const getGetKybTokenUrl = () => {




  return `/v2/verification-business/token`
}

/**
 * Assumption: as getKycToken, for the business check: a new access token for the KYB attempt not yet submitted. A 422 carries code 4402 on `attempt` when none is open. Code 4402 FailedToGetKybToken on failure.
 * @summary Get the provider's token for the open KYB attempt
 */
export const getKybToken = async ( options?: Parameters<typeof httpClient>[1]): Promise<VerificationTokenResponse> => {

  return httpClient<VerificationTokenResponse>(getGetKybTokenUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: VerificationTokenResponse
  }
);}





export const getGetKybTokenQueryKey = () => {
    return [
    `/v2/verification-business/token`
    ] as const;
    }


export const getGetKybTokenQueryOptions = <TData = Awaited<ReturnType<typeof getKybToken>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKybToken>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetKybTokenQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getKybToken>>> = ({ signal }) => getKybToken({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getKybToken>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetKybTokenQueryResult = NonNullable<Awaited<ReturnType<typeof getKybToken>>>
export type GetKybTokenQueryError = ErrorType<ErrorBody>


export function useGetKybToken<TData = Awaited<ReturnType<typeof getKybToken>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKybToken>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getKybToken>>,
          TError,
          Awaited<ReturnType<typeof getKybToken>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetKybToken<TData = Awaited<ReturnType<typeof getKybToken>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKybToken>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getKybToken>>,
          TError,
          Awaited<ReturnType<typeof getKybToken>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetKybToken<TData = Awaited<ReturnType<typeof getKybToken>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKybToken>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the provider's token for the open KYB attempt
 */

export function useGetKybToken<TData = Awaited<ReturnType<typeof getKybToken>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKybToken>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetKybTokenQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getRefreshKybTokenUrl = () => {




  return `/v2/verification-business/token/refresh`
}

/**
 * Assumption: as refreshKycToken, for the business check. A 422 carries code 4403 on `accessToken` when the token is not one of the open KYB attempt's. Code 4403 FailedToRefreshKybToken on failure.
 * @summary Renew an expired KYB token
 */
export const refreshKybToken = async (refreshVerificationTokenRequest: RefreshVerificationTokenRequest, options?: Parameters<typeof httpClient>[1]): Promise<VerificationTokenResponse> => {

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
return httpClient<VerificationTokenResponse>(getRefreshKybTokenUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(refreshVerificationTokenRequest),
    schema: VerificationTokenResponse
  }
);}





export const getRefreshKybTokenMutationKey = () => ['refreshKybToken'] as const;

export const getRefreshKybTokenMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof refreshKybToken>>, TError,RefreshKybTokenMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof refreshKybToken>>, TError,RefreshKybTokenMutationVariables, TContext> => {

const mutationKey = getRefreshKybTokenMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof refreshKybToken>>, RefreshKybTokenMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  refreshKybToken(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type RefreshKybTokenMutationResult = NonNullable<Awaited<ReturnType<typeof refreshKybToken>>>
    export type RefreshKybTokenMutationBody = BodyType<RefreshVerificationTokenRequest>
    export type RefreshKybTokenMutationError = ErrorType<ErrorBody>
    export type RefreshKybTokenMutationVariables = {data: BodyType<RefreshVerificationTokenRequest>}

    /**
 * @summary Renew an expired KYB token
 */
export const useRefreshKybToken = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof refreshKybToken>>, TError,RefreshKybTokenMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof refreshKybToken>>,
        TError,
        RefreshKybTokenMutationVariables,
        TContext
      > => {
      return useMutation(getRefreshKybTokenMutationOptions(options), queryClient);
    }
