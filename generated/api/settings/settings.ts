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
  AuthCodeSentResponse,
  AuthMessageResponse,
  PasskeyCreationOptionsResponse,
  PasskeyRequestOptionsResponse,
  ReferralInviteeListResponse,
  SettingsAffiliateResponse,
  SettingsAntiPhishingHistoryResponse,
  SettingsAntiPhishingInfoResponse,
  SettingsAuthConnectionListResponse,
  SettingsAuthConnectionResponse,
  SettingsAuthorizedAppListResponse,
  SettingsBillingAddressResponse,
  SettingsEmailResponse,
  SettingsExportSettingsResponse,
  SettingsGeneralResponse,
  SettingsLoginHistoryResponse,
  SettingsLogoutTimesResponse,
  SettingsNicknameResponse,
  SettingsOptionalBillingAddressResponse,
  SettingsPasskeyListResponse,
  SettingsPasskeyResponse,
  SettingsPhoneResponse,
  SettingsPhoneTotpResponse,
  SettingsQrLoginResponse,
  SettingsReferralResponse,
  SettingsSessionListResponse,
  SettingsTerminatedSessionsResponse,
  SettingsTwoFactorSecretResponse,
  SettingsTwoFactorStateResponse,
  SettingsUssdResponse,
  SettingsVerificationResponse,
  SettingsWeb3WalletResponse,
  SettingsWhitelistAddressResponse,
  SettingsWhitelistResponse,
  SettingsWhitelistTickersResponse
} from '../model';
import type {
  AuthThirdPartyLoginRequest,
  AuthWeb3SignedRequest,
  DeleteWhitelistAddressParams,
  ErrorBody,
  ListLoginHistoryParams,
  ListReferralInviteesParams,
  SettingsAntiPhishingRequest,
  SettingsBillingAddressInput,
  SettingsChangePasswordRequest,
  SettingsCodeRequest,
  SettingsCreatePasswordRequest,
  SettingsDeleteAccountRequest,
  SettingsEmailRequest,
  SettingsGeneralRequest,
  SettingsNicknameRequest,
  SettingsPasskeyFinishRequest,
  SettingsPasskeyRenameRequest,
  SettingsPhoneRequest,
  SettingsRevokeRequest,
  SettingsTwoFactorToggleRequest,
  SettingsUssdPinRequest,
  SettingsUssdRequest,
  SettingsVerificationRequest,
  SettingsWhitelistAddressRequest,
  SettingsWhitelistToggleRequest
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

export const getUpdateGeneralSettingsUrl = () => {




  return `/v2/settings/general`
}

/**
 * Saves the general settings (page settings/general: language, communication language, time zone, auto-logout time). Assumption: the fields are not shown; any subset may be sent and the answer is the resulting settings.
 * @summary Update the general settings
 */
export const updateGeneralSettings = async (settingsGeneralRequest: SettingsGeneralRequest, options?: Parameters<typeof httpClient>[1]): Promise<SettingsGeneralResponse> => {

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
return httpClient<SettingsGeneralResponse>(getUpdateGeneralSettingsUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(settingsGeneralRequest),
    schema: SettingsGeneralResponse
  }
);}





export const getUpdateGeneralSettingsMutationKey = () => ['updateGeneralSettings'] as const;

export const getUpdateGeneralSettingsMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateGeneralSettings>>, TError,UpdateGeneralSettingsMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updateGeneralSettings>>, TError,UpdateGeneralSettingsMutationVariables, TContext> => {

const mutationKey = getUpdateGeneralSettingsMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateGeneralSettings>>, UpdateGeneralSettingsMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  updateGeneralSettings(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateGeneralSettingsMutationResult = NonNullable<Awaited<ReturnType<typeof updateGeneralSettings>>>
    export type UpdateGeneralSettingsMutationBody = BodyType<SettingsGeneralRequest>
    export type UpdateGeneralSettingsMutationError = ErrorType<ErrorBody>
    export type UpdateGeneralSettingsMutationVariables = {data: BodyType<SettingsGeneralRequest>}

    /**
 * @summary Update the general settings
 */
export const useUpdateGeneralSettings = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateGeneralSettings>>, TError,UpdateGeneralSettingsMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateGeneralSettings>>,
        TError,
        UpdateGeneralSettingsMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateGeneralSettingsMutationOptions(options), queryClient);
    }
    export const getUpdateNicknameUrl = () => {




  return `/v2/settings/nickname`
}

/**
 * Changes the public nickname (page settings/general/nickname), shown as nickname#tag; the number of changes is limited (nicknameChangesLeft). Assumption: the body is {nickname}; the answer is the new nickname and the changes left.
 * @summary Change the nickname
 */
export const updateNickname = async (settingsNicknameRequest: SettingsNicknameRequest, options?: Parameters<typeof httpClient>[1]): Promise<SettingsNicknameResponse> => {

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
return httpClient<SettingsNicknameResponse>(getUpdateNicknameUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(settingsNicknameRequest),
    schema: SettingsNicknameResponse
  }
);}





export const getUpdateNicknameMutationKey = () => ['updateNickname'] as const;

export const getUpdateNicknameMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateNickname>>, TError,UpdateNicknameMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updateNickname>>, TError,UpdateNicknameMutationVariables, TContext> => {

const mutationKey = getUpdateNicknameMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateNickname>>, UpdateNicknameMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  updateNickname(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateNicknameMutationResult = NonNullable<Awaited<ReturnType<typeof updateNickname>>>
    export type UpdateNicknameMutationBody = BodyType<SettingsNicknameRequest>
    export type UpdateNicknameMutationError = ErrorType<ErrorBody>
    export type UpdateNicknameMutationVariables = {data: BodyType<SettingsNicknameRequest>}

    /**
 * @summary Change the nickname
 */
export const useUpdateNickname = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateNickname>>, TError,UpdateNicknameMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateNickname>>,
        TError,
        UpdateNicknameMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateNicknameMutationOptions(options), queryClient);
    }
    export const getListSessionsUrl = () => {




  return `/v2/settings/session`
}

/**
 * The active sessions of the user (page settings/security/device-management). Assumption: the fields are not shown; modelled on a typical device list (IP, device, location, start, last activity, whether it is this session).
 * @summary List the active sessions
 */
export const listSessions = async ( options?: Parameters<typeof httpClient>[1]): Promise<SettingsSessionListResponse> => {

  return httpClient<SettingsSessionListResponse>(getListSessionsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: SettingsSessionListResponse
  }
);}





export const getListSessionsQueryKey = () => {
    return [
    `/v2/settings/session`
    ] as const;
    }


export const getListSessionsQueryOptions = <TData = Awaited<ReturnType<typeof listSessions>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSessions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListSessionsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listSessions>>> = ({ signal }) => listSessions({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listSessions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListSessionsQueryResult = NonNullable<Awaited<ReturnType<typeof listSessions>>>
export type ListSessionsQueryError = ErrorType<ErrorBody>


export function useListSessions<TData = Awaited<ReturnType<typeof listSessions>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSessions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSessions>>,
          TError,
          Awaited<ReturnType<typeof listSessions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSessions<TData = Awaited<ReturnType<typeof listSessions>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSessions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSessions>>,
          TError,
          Awaited<ReturnType<typeof listSessions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSessions<TData = Awaited<ReturnType<typeof listSessions>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSessions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the active sessions
 */

export function useListSessions<TData = Awaited<ReturnType<typeof listSessions>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSessions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListSessionsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getTerminateOtherSessionsUrl = () => {




  return `/v2/settings/session/terminate`
}

/**
 * Ends sessions without naming one. Assumption: the scope is not stated; modelled as every session but the current one; the answer is how many were ended.
 * @summary End the other sessions
 */
export const terminateOtherSessions = async ( options?: Parameters<typeof httpClient>[1]): Promise<SettingsTerminatedSessionsResponse> => {

  return httpClient<SettingsTerminatedSessionsResponse>(getTerminateOtherSessionsUrl(),
  {
    ...options,
    method: 'POST'

    ,
    schema: SettingsTerminatedSessionsResponse
  }
);}





export const getTerminateOtherSessionsMutationKey = () => ['terminateOtherSessions'] as const;

export const getTerminateOtherSessionsMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof terminateOtherSessions>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof terminateOtherSessions>>, TError,void, TContext> => {

const mutationKey = getTerminateOtherSessionsMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof terminateOtherSessions>>, void> = () => {


          return  terminateOtherSessions(requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type TerminateOtherSessionsMutationResult = NonNullable<Awaited<ReturnType<typeof terminateOtherSessions>>>

    export type TerminateOtherSessionsMutationError = ErrorType<ErrorBody>


    /**
 * @summary End the other sessions
 */
export const useTerminateOtherSessions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof terminateOtherSessions>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof terminateOtherSessions>>,
        TError,
        void,
        TContext
      > => {
      return useMutation(getTerminateOtherSessionsMutationOptions(options), queryClient);
    }
    export const getTerminateSessionUrl = (id: number,) => {




  return `/v2/settings/session/${encodeURIComponent(String(id))}/terminate`
}

/**
 * Ends one session of the device list. Assumption: no body; nothing is returned (204).
 * @summary End a session
 */
export const terminateSession = async (id: number, options?: Parameters<typeof httpClient>[1]): Promise<void> => {

  return httpClient<void>(getTerminateSessionUrl(id),
  {
    ...options,
    method: 'POST'


  }
);}





export const getTerminateSessionMutationKey = () => ['terminateSession'] as const;

export const getTerminateSessionMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof terminateSession>>, TError,TerminateSessionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof terminateSession>>, TError,TerminateSessionMutationVariables, TContext> => {

const mutationKey = getTerminateSessionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof terminateSession>>, TerminateSessionMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  terminateSession(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type TerminateSessionMutationResult = NonNullable<Awaited<ReturnType<typeof terminateSession>>>

    export type TerminateSessionMutationError = ErrorType<ErrorBody>
    export type TerminateSessionMutationVariables = {id: number}

    /**
 * @summary End a session
 */
export const useTerminateSession = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof terminateSession>>, TError,TerminateSessionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof terminateSession>>,
        TError,
        TerminateSessionMutationVariables,
        TContext
      > => {
      return useMutation(getTerminateSessionMutationOptions(options), queryClient);
    }
    export const getListLoginHistoryUrl = (params?: ListLoginHistoryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/settings/login-history?${stringifiedParams}` : `/v2/settings/login-history`
}

/**
 * The login attempts of the account (page settings/security/login-history). Assumption: the fields are not shown; paged with offset and limit like the other lists, newest first.
 * @summary List the login history
 */
export const listLoginHistory = async (params?: ListLoginHistoryParams, options?: Parameters<typeof httpClient>[1]): Promise<SettingsLoginHistoryResponse> => {

  return httpClient<SettingsLoginHistoryResponse>(getListLoginHistoryUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: SettingsLoginHistoryResponse
  }
);}





export const getListLoginHistoryQueryKey = (params?: ListLoginHistoryParams,) => {
    return [
    `/v2/settings/login-history`, ...(params ? [params] : [])
    ] as const;
    }


export const getListLoginHistoryQueryOptions = <TData = Awaited<ReturnType<typeof listLoginHistory>>, TError = ErrorType<ErrorBody>>(params?: ListLoginHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLoginHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListLoginHistoryQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listLoginHistory>>> = ({ signal }) => listLoginHistory(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listLoginHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListLoginHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof listLoginHistory>>>
export type ListLoginHistoryQueryError = ErrorType<ErrorBody>


export function useListLoginHistory<TData = Awaited<ReturnType<typeof listLoginHistory>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListLoginHistoryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLoginHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listLoginHistory>>,
          TError,
          Awaited<ReturnType<typeof listLoginHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListLoginHistory<TData = Awaited<ReturnType<typeof listLoginHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListLoginHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLoginHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listLoginHistory>>,
          TError,
          Awaited<ReturnType<typeof listLoginHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListLoginHistory<TData = Awaited<ReturnType<typeof listLoginHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListLoginHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLoginHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the login history
 */

export function useListLoginHistory<TData = Awaited<ReturnType<typeof listLoginHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListLoginHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLoginHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListLoginHistoryQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListAuthorizedAppsUrl = () => {




  return `/v2/auth/user/tokens`
}

/**
 * The OAuth tokens the user granted to applications (page settings/security/app-authorization); one is revoked with POST /v2/auth/revoke. Assumption: the fields are not shown; modelled on an OAuth grant list.
 * @summary List the authorized applications
 */
export const listAuthorizedApps = async ( options?: Parameters<typeof httpClient>[1]): Promise<SettingsAuthorizedAppListResponse> => {

  return httpClient<SettingsAuthorizedAppListResponse>(getListAuthorizedAppsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: SettingsAuthorizedAppListResponse
  }
);}





export const getListAuthorizedAppsQueryKey = () => {
    return [
    `/v2/auth/user/tokens`
    ] as const;
    }


export const getListAuthorizedAppsQueryOptions = <TData = Awaited<ReturnType<typeof listAuthorizedApps>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAuthorizedApps>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListAuthorizedAppsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listAuthorizedApps>>> = ({ signal }) => listAuthorizedApps({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listAuthorizedApps>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListAuthorizedAppsQueryResult = NonNullable<Awaited<ReturnType<typeof listAuthorizedApps>>>
export type ListAuthorizedAppsQueryError = ErrorType<ErrorBody>


export function useListAuthorizedApps<TData = Awaited<ReturnType<typeof listAuthorizedApps>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAuthorizedApps>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAuthorizedApps>>,
          TError,
          Awaited<ReturnType<typeof listAuthorizedApps>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAuthorizedApps<TData = Awaited<ReturnType<typeof listAuthorizedApps>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAuthorizedApps>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAuthorizedApps>>,
          TError,
          Awaited<ReturnType<typeof listAuthorizedApps>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAuthorizedApps<TData = Awaited<ReturnType<typeof listAuthorizedApps>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAuthorizedApps>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the authorized applications
 */

export function useListAuthorizedApps<TData = Awaited<ReturnType<typeof listAuthorizedApps>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAuthorizedApps>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListAuthorizedAppsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getRevokeAuthorizedAppUrl = () => {




  return `/v2/auth/revoke`
}

/**
 * Revokes a token of GET /v2/auth/user/tokens. Assumption: the body names the token; nothing is returned (204).
 * @summary Revoke the access of an application
 */
export const revokeAuthorizedApp = async (settingsRevokeRequest: SettingsRevokeRequest, options?: Parameters<typeof httpClient>[1]): Promise<void> => {

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
return httpClient<void>(getRevokeAuthorizedAppUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(settingsRevokeRequest)
  }
);}





export const getRevokeAuthorizedAppMutationKey = () => ['revokeAuthorizedApp'] as const;

export const getRevokeAuthorizedAppMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof revokeAuthorizedApp>>, TError,RevokeAuthorizedAppMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof revokeAuthorizedApp>>, TError,RevokeAuthorizedAppMutationVariables, TContext> => {

const mutationKey = getRevokeAuthorizedAppMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof revokeAuthorizedApp>>, RevokeAuthorizedAppMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  revokeAuthorizedApp(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type RevokeAuthorizedAppMutationResult = NonNullable<Awaited<ReturnType<typeof revokeAuthorizedApp>>>
    export type RevokeAuthorizedAppMutationBody = BodyType<SettingsRevokeRequest>
    export type RevokeAuthorizedAppMutationError = ErrorType<ErrorBody>
    export type RevokeAuthorizedAppMutationVariables = {data: BodyType<SettingsRevokeRequest>}

    /**
 * @summary Revoke the access of an application
 */
export const useRevokeAuthorizedApp = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof revokeAuthorizedApp>>, TError,RevokeAuthorizedAppMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof revokeAuthorizedApp>>,
        TError,
        RevokeAuthorizedAppMutationVariables,
        TContext
      > => {
      return useMutation(getRevokeAuthorizedAppMutationOptions(options), queryClient);
    }
    export const getGetBillingAddressUrl = () => {




  return `/v2/settings/billing-address`
}

/**
 * The billing address used for card payments (page settings/security/billing-address). Assumption: the fields are not shown; modelled on a card billing address; `data` is null when none is saved.
 * @summary Get the billing address
 */
export const getBillingAddress = async ( options?: Parameters<typeof httpClient>[1]): Promise<SettingsOptionalBillingAddressResponse> => {

  return httpClient<SettingsOptionalBillingAddressResponse>(getGetBillingAddressUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: SettingsOptionalBillingAddressResponse
  }
);}





export const getGetBillingAddressQueryKey = () => {
    return [
    `/v2/settings/billing-address`
    ] as const;
    }


export const getGetBillingAddressQueryOptions = <TData = Awaited<ReturnType<typeof getBillingAddress>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBillingAddress>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetBillingAddressQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getBillingAddress>>> = ({ signal }) => getBillingAddress({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getBillingAddress>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetBillingAddressQueryResult = NonNullable<Awaited<ReturnType<typeof getBillingAddress>>>
export type GetBillingAddressQueryError = ErrorType<ErrorBody>


export function useGetBillingAddress<TData = Awaited<ReturnType<typeof getBillingAddress>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBillingAddress>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getBillingAddress>>,
          TError,
          Awaited<ReturnType<typeof getBillingAddress>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetBillingAddress<TData = Awaited<ReturnType<typeof getBillingAddress>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBillingAddress>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getBillingAddress>>,
          TError,
          Awaited<ReturnType<typeof getBillingAddress>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetBillingAddress<TData = Awaited<ReturnType<typeof getBillingAddress>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBillingAddress>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the billing address
 */

export function useGetBillingAddress<TData = Awaited<ReturnType<typeof getBillingAddress>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBillingAddress>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetBillingAddressQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateBillingAddressUrl = () => {




  return `/v2/settings/billing-address`
}

/**
 * Saves the billing address. Assumption: the fields are not shown; the answer is the saved address.
 * @summary Save a billing address
 */
export const createBillingAddress = async (settingsBillingAddressInput: SettingsBillingAddressInput, options?: Parameters<typeof httpClient>[1]): Promise<SettingsBillingAddressResponse> => {

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
return httpClient<SettingsBillingAddressResponse>(getCreateBillingAddressUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(settingsBillingAddressInput),
    schema: SettingsBillingAddressResponse
  }
);}





export const getCreateBillingAddressMutationKey = () => ['createBillingAddress'] as const;

export const getCreateBillingAddressMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createBillingAddress>>, TError,CreateBillingAddressMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createBillingAddress>>, TError,CreateBillingAddressMutationVariables, TContext> => {

const mutationKey = getCreateBillingAddressMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createBillingAddress>>, CreateBillingAddressMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createBillingAddress(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateBillingAddressMutationResult = NonNullable<Awaited<ReturnType<typeof createBillingAddress>>>
    export type CreateBillingAddressMutationBody = BodyType<SettingsBillingAddressInput>
    export type CreateBillingAddressMutationError = ErrorType<ErrorBody>
    export type CreateBillingAddressMutationVariables = {data: BodyType<SettingsBillingAddressInput>}

    /**
 * @summary Save a billing address
 */
export const useCreateBillingAddress = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createBillingAddress>>, TError,CreateBillingAddressMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createBillingAddress>>,
        TError,
        CreateBillingAddressMutationVariables,
        TContext
      > => {
      return useMutation(getCreateBillingAddressMutationOptions(options), queryClient);
    }
    export const getDeleteBillingAddressUrl = () => {




  return `/v2/settings/billing-address`
}

/**
 * Deletes the saved billing address. Assumption: the user has at most one, so no id; nothing is returned (204).
 * @summary Delete the billing address
 */
export const deleteBillingAddress = async ( options?: Parameters<typeof httpClient>[1]): Promise<void> => {

  return httpClient<void>(getDeleteBillingAddressUrl(),
  {
    ...options,
    method: 'DELETE'


  }
);}





export const getDeleteBillingAddressMutationKey = () => ['deleteBillingAddress'] as const;

export const getDeleteBillingAddressMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteBillingAddress>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteBillingAddress>>, TError,void, TContext> => {

const mutationKey = getDeleteBillingAddressMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteBillingAddress>>, void> = () => {


          return  deleteBillingAddress(requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteBillingAddressMutationResult = NonNullable<Awaited<ReturnType<typeof deleteBillingAddress>>>

    export type DeleteBillingAddressMutationError = ErrorType<ErrorBody>


    /**
 * @summary Delete the billing address
 */
export const useDeleteBillingAddress = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteBillingAddress>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteBillingAddress>>,
        TError,
        void,
        TContext
      > => {
      return useMutation(getDeleteBillingAddressMutationOptions(options), queryClient);
    }
    export const getUpdateBillingAddressUrl = () => {




  return `/v2/settings/billing-address/edit`
}

/**
 * Changes the saved billing address. Assumption: the body is the whole address; the answer is the saved address.
 * @summary Edit the billing address
 */
export const updateBillingAddress = async (settingsBillingAddressInput: SettingsBillingAddressInput, options?: Parameters<typeof httpClient>[1]): Promise<SettingsBillingAddressResponse> => {

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
return httpClient<SettingsBillingAddressResponse>(getUpdateBillingAddressUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(settingsBillingAddressInput),
    schema: SettingsBillingAddressResponse
  }
);}





export const getUpdateBillingAddressMutationKey = () => ['updateBillingAddress'] as const;

export const getUpdateBillingAddressMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateBillingAddress>>, TError,UpdateBillingAddressMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updateBillingAddress>>, TError,UpdateBillingAddressMutationVariables, TContext> => {

const mutationKey = getUpdateBillingAddressMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateBillingAddress>>, UpdateBillingAddressMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  updateBillingAddress(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateBillingAddressMutationResult = NonNullable<Awaited<ReturnType<typeof updateBillingAddress>>>
    export type UpdateBillingAddressMutationBody = BodyType<SettingsBillingAddressInput>
    export type UpdateBillingAddressMutationError = ErrorType<ErrorBody>
    export type UpdateBillingAddressMutationVariables = {data: BodyType<SettingsBillingAddressInput>}

    /**
 * @summary Edit the billing address
 */
export const useUpdateBillingAddress = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateBillingAddress>>, TError,UpdateBillingAddressMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateBillingAddress>>,
        TError,
        UpdateBillingAddressMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateBillingAddressMutationOptions(options), queryClient);
    }
    export const getSetPhoneUrl = () => {




  return `/v2/settings/phone`
}

/**
 * Adds or changes the phone (page /auth/phone/number); a 6-digit code is texted to it and confirmed with POST /v2/settings/phone/confirmation. Assumption: the answer is the masked phone and the resend delay.
 * @summary Add or change the phone
 */
export const setPhone = async (settingsPhoneRequest: SettingsPhoneRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthCodeSentResponse> => {

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
return httpClient<AuthCodeSentResponse>(getSetPhoneUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(settingsPhoneRequest),
    schema: AuthCodeSentResponse
  }
);}





export const getSetPhoneMutationKey = () => ['setPhone'] as const;

export const getSetPhoneMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof setPhone>>, TError,SetPhoneMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof setPhone>>, TError,SetPhoneMutationVariables, TContext> => {

const mutationKey = getSetPhoneMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof setPhone>>, SetPhoneMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  setPhone(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SetPhoneMutationResult = NonNullable<Awaited<ReturnType<typeof setPhone>>>
    export type SetPhoneMutationBody = BodyType<SettingsPhoneRequest>
    export type SetPhoneMutationError = ErrorType<ErrorBody>
    export type SetPhoneMutationVariables = {data: BodyType<SettingsPhoneRequest>}

    /**
 * @summary Add or change the phone
 */
export const useSetPhone = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof setPhone>>, TError,SetPhoneMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof setPhone>>,
        TError,
        SetPhoneMutationVariables,
        TContext
      > => {
      return useMutation(getSetPhoneMutationOptions(options), queryClient);
    }
    export const getSendPhoneCodeUrl = () => {




  return `/v2/settings/phone/code`
}

/**
 * Texts a new 6-digit code for the pending phone change. Assumption: no body; the answer is the masked phone and the resend delay.
 * @summary Send a new phone code
 */
export const sendPhoneCode = async ( options?: Parameters<typeof httpClient>[1]): Promise<AuthCodeSentResponse> => {

  return httpClient<AuthCodeSentResponse>(getSendPhoneCodeUrl(),
  {
    ...options,
    method: 'POST'

    ,
    schema: AuthCodeSentResponse
  }
);}





export const getSendPhoneCodeMutationKey = () => ['sendPhoneCode'] as const;

export const getSendPhoneCodeMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sendPhoneCode>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof sendPhoneCode>>, TError,void, TContext> => {

const mutationKey = getSendPhoneCodeMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof sendPhoneCode>>, void> = () => {


          return  sendPhoneCode(requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SendPhoneCodeMutationResult = NonNullable<Awaited<ReturnType<typeof sendPhoneCode>>>

    export type SendPhoneCodeMutationError = ErrorType<ErrorBody>


    /**
 * @summary Send a new phone code
 */
export const useSendPhoneCode = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sendPhoneCode>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof sendPhoneCode>>,
        TError,
        void,
        TContext
      > => {
      return useMutation(getSendPhoneCodeMutationOptions(options), queryClient);
    }
    export const getConfirmPhoneUrl = () => {




  return `/v2/settings/phone/confirmation`
}

/**
 * Confirms the pending phone with the texted 6-digit code (page /auth/phone/confirmation). Assumption: the body is {code}; the answer is the user's phone.
 * @summary Confirm the phone
 */
export const confirmPhone = async (settingsCodeRequest: SettingsCodeRequest, options?: Parameters<typeof httpClient>[1]): Promise<SettingsPhoneResponse> => {

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
return httpClient<SettingsPhoneResponse>(getConfirmPhoneUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(settingsCodeRequest),
    schema: SettingsPhoneResponse
  }
);}





export const getConfirmPhoneMutationKey = () => ['confirmPhone'] as const;

export const getConfirmPhoneMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof confirmPhone>>, TError,ConfirmPhoneMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof confirmPhone>>, TError,ConfirmPhoneMutationVariables, TContext> => {

const mutationKey = getConfirmPhoneMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof confirmPhone>>, ConfirmPhoneMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  confirmPhone(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ConfirmPhoneMutationResult = NonNullable<Awaited<ReturnType<typeof confirmPhone>>>
    export type ConfirmPhoneMutationBody = BodyType<SettingsCodeRequest>
    export type ConfirmPhoneMutationError = ErrorType<ErrorBody>
    export type ConfirmPhoneMutationVariables = {data: BodyType<SettingsCodeRequest>}

    /**
 * @summary Confirm the phone
 */
export const useConfirmPhone = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof confirmPhone>>, TError,ConfirmPhoneMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof confirmPhone>>,
        TError,
        ConfirmPhoneMutationVariables,
        TContext
      > => {
      return useMutation(getConfirmPhoneMutationOptions(options), queryClient);
    }
    export const getGetPhoneTotpRequirementUrl = () => {




  return `/v2/settings/phone/totp`
}

/**
 * Assumption: the spec names the call only. Modelled as whether changing the phone needs the authenticator code (the user has two-factor on), so the form knows whether to ask for it.
 * @summary Check whether a phone change needs the authenticator
 */
export const getPhoneTotpRequirement = async ( options?: Parameters<typeof httpClient>[1]): Promise<SettingsPhoneTotpResponse> => {

  return httpClient<SettingsPhoneTotpResponse>(getGetPhoneTotpRequirementUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: SettingsPhoneTotpResponse
  }
);}





export const getGetPhoneTotpRequirementQueryKey = () => {
    return [
    `/v2/settings/phone/totp`
    ] as const;
    }


export const getGetPhoneTotpRequirementQueryOptions = <TData = Awaited<ReturnType<typeof getPhoneTotpRequirement>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPhoneTotpRequirement>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetPhoneTotpRequirementQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getPhoneTotpRequirement>>> = ({ signal }) => getPhoneTotpRequirement({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getPhoneTotpRequirement>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetPhoneTotpRequirementQueryResult = NonNullable<Awaited<ReturnType<typeof getPhoneTotpRequirement>>>
export type GetPhoneTotpRequirementQueryError = ErrorType<ErrorBody>


export function useGetPhoneTotpRequirement<TData = Awaited<ReturnType<typeof getPhoneTotpRequirement>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPhoneTotpRequirement>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPhoneTotpRequirement>>,
          TError,
          Awaited<ReturnType<typeof getPhoneTotpRequirement>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPhoneTotpRequirement<TData = Awaited<ReturnType<typeof getPhoneTotpRequirement>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPhoneTotpRequirement>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPhoneTotpRequirement>>,
          TError,
          Awaited<ReturnType<typeof getPhoneTotpRequirement>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPhoneTotpRequirement<TData = Awaited<ReturnType<typeof getPhoneTotpRequirement>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPhoneTotpRequirement>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Check whether a phone change needs the authenticator
 */

export function useGetPhoneTotpRequirement<TData = Awaited<ReturnType<typeof getPhoneTotpRequirement>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPhoneTotpRequirement>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetPhoneTotpRequirementQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListAntiPhishingHistoryUrl = () => {




  return `/v2/settings/anti-phishing/history`
}

/**
 * The changes of the anti-phishing code (page settings/security/anti-phishing). Assumption: the fields are not shown; modelled as the action, its IP and time, newest first.
 * @summary List the anti-phishing code changes
 */
export const listAntiPhishingHistory = async ( options?: Parameters<typeof httpClient>[1]): Promise<SettingsAntiPhishingHistoryResponse> => {

  return httpClient<SettingsAntiPhishingHistoryResponse>(getListAntiPhishingHistoryUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: SettingsAntiPhishingHistoryResponse
  }
);}





export const getListAntiPhishingHistoryQueryKey = () => {
    return [
    `/v2/settings/anti-phishing/history`
    ] as const;
    }


export const getListAntiPhishingHistoryQueryOptions = <TData = Awaited<ReturnType<typeof listAntiPhishingHistory>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAntiPhishingHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListAntiPhishingHistoryQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listAntiPhishingHistory>>> = ({ signal }) => listAntiPhishingHistory({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listAntiPhishingHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListAntiPhishingHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof listAntiPhishingHistory>>>
export type ListAntiPhishingHistoryQueryError = ErrorType<ErrorBody>


export function useListAntiPhishingHistory<TData = Awaited<ReturnType<typeof listAntiPhishingHistory>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAntiPhishingHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAntiPhishingHistory>>,
          TError,
          Awaited<ReturnType<typeof listAntiPhishingHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAntiPhishingHistory<TData = Awaited<ReturnType<typeof listAntiPhishingHistory>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAntiPhishingHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAntiPhishingHistory>>,
          TError,
          Awaited<ReturnType<typeof listAntiPhishingHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAntiPhishingHistory<TData = Awaited<ReturnType<typeof listAntiPhishingHistory>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAntiPhishingHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the anti-phishing code changes
 */

export function useListAntiPhishingHistory<TData = Awaited<ReturnType<typeof listAntiPhishingHistory>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAntiPhishingHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListAntiPhishingHistoryQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetAntiPhishingInfoUrl = () => {




  return `/v2/settings/anti-phishing/info`
}

/**
 * Whether an anti-phishing code is set (every e-mail of the exchange shows it). Assumption: the code comes masked.
 * @summary Get the anti-phishing code
 */
export const getAntiPhishingInfo = async ( options?: Parameters<typeof httpClient>[1]): Promise<SettingsAntiPhishingInfoResponse> => {

  return httpClient<SettingsAntiPhishingInfoResponse>(getGetAntiPhishingInfoUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: SettingsAntiPhishingInfoResponse
  }
);}





export const getGetAntiPhishingInfoQueryKey = () => {
    return [
    `/v2/settings/anti-phishing/info`
    ] as const;
    }


export const getGetAntiPhishingInfoQueryOptions = <TData = Awaited<ReturnType<typeof getAntiPhishingInfo>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAntiPhishingInfo>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetAntiPhishingInfoQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getAntiPhishingInfo>>> = ({ signal }) => getAntiPhishingInfo({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getAntiPhishingInfo>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetAntiPhishingInfoQueryResult = NonNullable<Awaited<ReturnType<typeof getAntiPhishingInfo>>>
export type GetAntiPhishingInfoQueryError = ErrorType<ErrorBody>


export function useGetAntiPhishingInfo<TData = Awaited<ReturnType<typeof getAntiPhishingInfo>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAntiPhishingInfo>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAntiPhishingInfo>>,
          TError,
          Awaited<ReturnType<typeof getAntiPhishingInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAntiPhishingInfo<TData = Awaited<ReturnType<typeof getAntiPhishingInfo>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAntiPhishingInfo>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAntiPhishingInfo>>,
          TError,
          Awaited<ReturnType<typeof getAntiPhishingInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAntiPhishingInfo<TData = Awaited<ReturnType<typeof getAntiPhishingInfo>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAntiPhishingInfo>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the anti-phishing code
 */

export function useGetAntiPhishingInfo<TData = Awaited<ReturnType<typeof getAntiPhishingInfo>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAntiPhishingInfo>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetAntiPhishingInfoQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getSetAntiPhishingCodeUrl = () => {




  return `/v2/settings/anti-phishing`
}

/**
 * Sets or changes the anti-phishing code. Assumption: the body is the code with the authenticator code when two-factor is on; the answer is the resulting state.
 * @summary Set the anti-phishing code
 */
export const setAntiPhishingCode = async (settingsAntiPhishingRequest: SettingsAntiPhishingRequest, options?: Parameters<typeof httpClient>[1]): Promise<SettingsAntiPhishingInfoResponse> => {

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
return httpClient<SettingsAntiPhishingInfoResponse>(getSetAntiPhishingCodeUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(settingsAntiPhishingRequest),
    schema: SettingsAntiPhishingInfoResponse
  }
);}





export const getSetAntiPhishingCodeMutationKey = () => ['setAntiPhishingCode'] as const;

export const getSetAntiPhishingCodeMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof setAntiPhishingCode>>, TError,SetAntiPhishingCodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof setAntiPhishingCode>>, TError,SetAntiPhishingCodeMutationVariables, TContext> => {

const mutationKey = getSetAntiPhishingCodeMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof setAntiPhishingCode>>, SetAntiPhishingCodeMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  setAntiPhishingCode(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SetAntiPhishingCodeMutationResult = NonNullable<Awaited<ReturnType<typeof setAntiPhishingCode>>>
    export type SetAntiPhishingCodeMutationBody = BodyType<SettingsAntiPhishingRequest>
    export type SetAntiPhishingCodeMutationError = ErrorType<ErrorBody>
    export type SetAntiPhishingCodeMutationVariables = {data: BodyType<SettingsAntiPhishingRequest>}

    /**
 * @summary Set the anti-phishing code
 */
export const useSetAntiPhishingCode = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof setAntiPhishingCode>>, TError,SetAntiPhishingCodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof setAntiPhishingCode>>,
        TError,
        SetAntiPhishingCodeMutationVariables,
        TContext
      > => {
      return useMutation(getSetAntiPhishingCodeMutationOptions(options), queryClient);
    }
    export const getToggleQrLoginUrl = (x: 'enable' | 'disable' | string,) => {




  return `/v2/settings/qr-login/${encodeURIComponent(String(x))}`
}

/**
 * Page settings/security/qr-login (flag isQrLoginEnabled). Assumption: the meaning of {x} is not stated; modelled as the action, enable or disable, or the token of a QR shown by GET /v2/login/qr/init (the QR's payload carries it), which confirms that login for the signed-in user: the page showing the QR is signed in as this user on its next poll of GET /v2/login/qr. Confirming needs QR login on; an unknown, expired or used token is a 422 on `x`. The answer is the resulting flag, with `confirmed` when {x} was a token. The published WhiteBIT API has no counterpart.
 * @summary Turn QR login on or off, or confirm a scanned QR
 */
export const toggleQrLogin = async (x: 'enable' | 'disable' | string, options?: Parameters<typeof httpClient>[1]): Promise<SettingsQrLoginResponse> => {

  return httpClient<SettingsQrLoginResponse>(getToggleQrLoginUrl(x),
  {
    ...options,
    method: 'POST'

    ,
    schema: SettingsQrLoginResponse
  }
);}





export const getToggleQrLoginMutationKey = () => ['toggleQrLogin'] as const;

export const getToggleQrLoginMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof toggleQrLogin>>, TError,ToggleQrLoginMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof toggleQrLogin>>, TError,ToggleQrLoginMutationVariables, TContext> => {

const mutationKey = getToggleQrLoginMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof toggleQrLogin>>, ToggleQrLoginMutationVariables> = (props) => {
          const {x} = props ?? {};

          return  toggleQrLogin(x,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ToggleQrLoginMutationResult = NonNullable<Awaited<ReturnType<typeof toggleQrLogin>>>

    export type ToggleQrLoginMutationError = ErrorType<ErrorBody>
    export type ToggleQrLoginMutationVariables = {x: 'enable' | 'disable' | string}

    /**
 * @summary Turn QR login on or off, or confirm a scanned QR
 */
export const useToggleQrLogin = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof toggleQrLogin>>, TError,ToggleQrLoginMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof toggleQrLogin>>,
        TError,
        ToggleQrLoginMutationVariables,
        TContext
      > => {
      return useMutation(getToggleQrLoginMutationOptions(options), queryClient);
    }
    export const getGenerateTwoFactorSecretUrl = () => {




  return `/v2/settings/2fa/generate`
}

/**
 * Generates a new authenticator secret to scan (pages security/2fa/authenticator-app). Assumption: the answer is the base32 secret and its otpauth URI.
 * @summary Generate an authenticator secret
 */
export const generateTwoFactorSecret = async ( options?: Parameters<typeof httpClient>[1]): Promise<SettingsTwoFactorSecretResponse> => {

  return httpClient<SettingsTwoFactorSecretResponse>(getGenerateTwoFactorSecretUrl(),
  {
    ...options,
    method: 'POST'

    ,
    schema: SettingsTwoFactorSecretResponse
  }
);}





export const getGenerateTwoFactorSecretMutationKey = () => ['generateTwoFactorSecret'] as const;

export const getGenerateTwoFactorSecretMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof generateTwoFactorSecret>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof generateTwoFactorSecret>>, TError,void, TContext> => {

const mutationKey = getGenerateTwoFactorSecretMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof generateTwoFactorSecret>>, void> = () => {


          return  generateTwoFactorSecret(requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type GenerateTwoFactorSecretMutationResult = NonNullable<Awaited<ReturnType<typeof generateTwoFactorSecret>>>

    export type GenerateTwoFactorSecretMutationError = ErrorType<ErrorBody>


    /**
 * @summary Generate an authenticator secret
 */
export const useGenerateTwoFactorSecret = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof generateTwoFactorSecret>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof generateTwoFactorSecret>>,
        TError,
        void,
        TContext
      > => {
      return useMutation(getGenerateTwoFactorSecretMutationOptions(options), queryClient);
    }
    export const getToggleTwoFactorUrl = () => {




  return `/v2/settings/2fa/toggle`
}

/**
 * Turns two-factor authentication on (with the code of the generated secret) or off (with a current code). Assumption: the body is {enable, totp, secret}; the answer is the resulting flag.
 * @summary Turn the authenticator on or off
 */
export const toggleTwoFactor = async (settingsTwoFactorToggleRequest: SettingsTwoFactorToggleRequest, options?: Parameters<typeof httpClient>[1]): Promise<SettingsTwoFactorStateResponse> => {

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
return httpClient<SettingsTwoFactorStateResponse>(getToggleTwoFactorUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(settingsTwoFactorToggleRequest),
    schema: SettingsTwoFactorStateResponse
  }
);}





export const getToggleTwoFactorMutationKey = () => ['toggleTwoFactor'] as const;

export const getToggleTwoFactorMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof toggleTwoFactor>>, TError,ToggleTwoFactorMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof toggleTwoFactor>>, TError,ToggleTwoFactorMutationVariables, TContext> => {

const mutationKey = getToggleTwoFactorMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof toggleTwoFactor>>, ToggleTwoFactorMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  toggleTwoFactor(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ToggleTwoFactorMutationResult = NonNullable<Awaited<ReturnType<typeof toggleTwoFactor>>>
    export type ToggleTwoFactorMutationBody = BodyType<SettingsTwoFactorToggleRequest>
    export type ToggleTwoFactorMutationError = ErrorType<ErrorBody>
    export type ToggleTwoFactorMutationVariables = {data: BodyType<SettingsTwoFactorToggleRequest>}

    /**
 * @summary Turn the authenticator on or off
 */
export const useToggleTwoFactor = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof toggleTwoFactor>>, TError,ToggleTwoFactorMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof toggleTwoFactor>>,
        TError,
        ToggleTwoFactorMutationVariables,
        TContext
      > => {
      return useMutation(getToggleTwoFactorMutationOptions(options), queryClient);
    }
    export const getChangePasswordUrl = () => {




  return `/v2/settings/password`
}

/**
 * Changes the password (page settings/security/change-password). Assumption: the body is the current password, the new one twice and the authenticator code; the answer is a message to show.
 * @summary Change the password
 */
export const changePassword = async (settingsChangePasswordRequest: SettingsChangePasswordRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthMessageResponse> => {

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
return httpClient<AuthMessageResponse>(getChangePasswordUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(settingsChangePasswordRequest),
    schema: AuthMessageResponse
  }
);}





export const getChangePasswordMutationKey = () => ['changePassword'] as const;

export const getChangePasswordMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof changePassword>>, TError,ChangePasswordMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof changePassword>>, TError,ChangePasswordMutationVariables, TContext> => {

const mutationKey = getChangePasswordMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof changePassword>>, ChangePasswordMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  changePassword(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ChangePasswordMutationResult = NonNullable<Awaited<ReturnType<typeof changePassword>>>
    export type ChangePasswordMutationBody = BodyType<SettingsChangePasswordRequest>
    export type ChangePasswordMutationError = ErrorType<ErrorBody>
    export type ChangePasswordMutationVariables = {data: BodyType<SettingsChangePasswordRequest>}

    /**
 * @summary Change the password
 */
export const useChangePassword = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof changePassword>>, TError,ChangePasswordMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof changePassword>>,
        TError,
        ChangePasswordMutationVariables,
        TContext
      > => {
      return useMutation(getChangePasswordMutationOptions(options), queryClient);
    }
    export const getCreatePasswordUrl = () => {




  return `/v2/settings/password/create`
}

/**
 * Creates the first password of an account that signed up with a third party (page settings/security/create-password, reachable when isPasswordCreateEnabled). Assumption: the body is the new password twice; the answer is a message.
 * @summary Create a password
 */
export const createPassword = async (settingsCreatePasswordRequest: SettingsCreatePasswordRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthMessageResponse> => {

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
return httpClient<AuthMessageResponse>(getCreatePasswordUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(settingsCreatePasswordRequest),
    schema: AuthMessageResponse
  }
);}





export const getCreatePasswordMutationKey = () => ['createPassword'] as const;

export const getCreatePasswordMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createPassword>>, TError,CreatePasswordMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createPassword>>, TError,CreatePasswordMutationVariables, TContext> => {

const mutationKey = getCreatePasswordMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createPassword>>, CreatePasswordMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createPassword(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreatePasswordMutationResult = NonNullable<Awaited<ReturnType<typeof createPassword>>>
    export type CreatePasswordMutationBody = BodyType<SettingsCreatePasswordRequest>
    export type CreatePasswordMutationError = ErrorType<ErrorBody>
    export type CreatePasswordMutationVariables = {data: BodyType<SettingsCreatePasswordRequest>}

    /**
 * @summary Create a password
 */
export const useCreatePassword = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createPassword>>, TError,CreatePasswordMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createPassword>>,
        TError,
        CreatePasswordMutationVariables,
        TContext
      > => {
      return useMutation(getCreatePasswordMutationOptions(options), queryClient);
    }
    export const getListLogoutTimesUrl = () => {




  return `/v2/common/logoutTimes`
}

/**
 * The inactivity periods offered on page settings/security/logout-time; the chosen one is the user's logoutTime. Assumption: minutes.
 * @summary List the auto-logout times
 */
export const listLogoutTimes = async ( options?: Parameters<typeof httpClient>[1]): Promise<SettingsLogoutTimesResponse> => {

  return httpClient<SettingsLogoutTimesResponse>(getListLogoutTimesUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: SettingsLogoutTimesResponse
  }
);}





export const getListLogoutTimesQueryKey = () => {
    return [
    `/v2/common/logoutTimes`
    ] as const;
    }


export const getListLogoutTimesQueryOptions = <TData = Awaited<ReturnType<typeof listLogoutTimes>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLogoutTimes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListLogoutTimesQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listLogoutTimes>>> = ({ signal }) => listLogoutTimes({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listLogoutTimes>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListLogoutTimesQueryResult = NonNullable<Awaited<ReturnType<typeof listLogoutTimes>>>
export type ListLogoutTimesQueryError = ErrorType<ErrorBody>


export function useListLogoutTimes<TData = Awaited<ReturnType<typeof listLogoutTimes>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLogoutTimes>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listLogoutTimes>>,
          TError,
          Awaited<ReturnType<typeof listLogoutTimes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListLogoutTimes<TData = Awaited<ReturnType<typeof listLogoutTimes>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLogoutTimes>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listLogoutTimes>>,
          TError,
          Awaited<ReturnType<typeof listLogoutTimes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListLogoutTimes<TData = Awaited<ReturnType<typeof listLogoutTimes>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLogoutTimes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the auto-logout times
 */

export function useListLogoutTimes<TData = Awaited<ReturnType<typeof listLogoutTimes>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLogoutTimes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListLogoutTimesQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getStartVerificationUrl = () => {




  return `/v2/verification`
}

/**
 * Starts identity verification (pages /verification and /intro/verification: regular, diia, external, provider). Assumption: the body names the flow; it opens a KYC attempt (while the check is required, or rejected with another attempt allowed) and the answer is the provider with the access token its SDK needs (or the URL of an external flow); the attempt's state is GET /v2/verification/status. A 422 carries code 1507 on `flow` while a check is submitted or verified.
 * @summary Start identity verification
 */
export const startVerification = async (settingsVerificationRequest: SettingsVerificationRequest, options?: Parameters<typeof httpClient>[1]): Promise<SettingsVerificationResponse> => {

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
return httpClient<SettingsVerificationResponse>(getStartVerificationUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(settingsVerificationRequest),
    schema: SettingsVerificationResponse
  }
);}





export const getStartVerificationMutationKey = () => ['startVerification'] as const;

export const getStartVerificationMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof startVerification>>, TError,StartVerificationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof startVerification>>, TError,StartVerificationMutationVariables, TContext> => {

const mutationKey = getStartVerificationMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof startVerification>>, StartVerificationMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  startVerification(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type StartVerificationMutationResult = NonNullable<Awaited<ReturnType<typeof startVerification>>>
    export type StartVerificationMutationBody = BodyType<SettingsVerificationRequest>
    export type StartVerificationMutationError = ErrorType<ErrorBody>
    export type StartVerificationMutationVariables = {data: BodyType<SettingsVerificationRequest>}

    /**
 * @summary Start identity verification
 */
export const useStartVerification = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof startVerification>>, TError,StartVerificationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof startVerification>>,
        TError,
        StartVerificationMutationVariables,
        TContext
      > => {
      return useMutation(getStartVerificationMutationOptions(options), queryClient);
    }
    export const getGetWhitelistUrl = () => {




  return `/v2/settings/whitelist`
}

/**
 * The withdrawal address whitelist (page settings/security/address-management). Assumption: the fields are not shown; modelled as whether it is on and its addresses.
 * @summary Get the withdrawal whitelist
 */
export const getWhitelist = async ( options?: Parameters<typeof httpClient>[1]): Promise<SettingsWhitelistResponse> => {

  return httpClient<SettingsWhitelistResponse>(getGetWhitelistUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: SettingsWhitelistResponse
  }
);}





export const getGetWhitelistQueryKey = () => {
    return [
    `/v2/settings/whitelist`
    ] as const;
    }


export const getGetWhitelistQueryOptions = <TData = Awaited<ReturnType<typeof getWhitelist>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWhitelist>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetWhitelistQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getWhitelist>>> = ({ signal }) => getWhitelist({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getWhitelist>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetWhitelistQueryResult = NonNullable<Awaited<ReturnType<typeof getWhitelist>>>
export type GetWhitelistQueryError = ErrorType<ErrorBody>


export function useGetWhitelist<TData = Awaited<ReturnType<typeof getWhitelist>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWhitelist>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWhitelist>>,
          TError,
          Awaited<ReturnType<typeof getWhitelist>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWhitelist<TData = Awaited<ReturnType<typeof getWhitelist>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWhitelist>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWhitelist>>,
          TError,
          Awaited<ReturnType<typeof getWhitelist>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWhitelist<TData = Awaited<ReturnType<typeof getWhitelist>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWhitelist>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the withdrawal whitelist
 */

export function useGetWhitelist<TData = Awaited<ReturnType<typeof getWhitelist>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWhitelist>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetWhitelistQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getToggleWhitelistUrl = () => {




  return `/v2/settings/whitelist`
}

/**
 * Turns the whitelist on or off. Assumption: the body is {enabled} with the authenticator code; the answer is the whitelist.
 * @summary Turn the withdrawal whitelist on or off
 */
export const toggleWhitelist = async (settingsWhitelistToggleRequest: SettingsWhitelistToggleRequest, options?: Parameters<typeof httpClient>[1]): Promise<SettingsWhitelistResponse> => {

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
return httpClient<SettingsWhitelistResponse>(getToggleWhitelistUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(settingsWhitelistToggleRequest),
    schema: SettingsWhitelistResponse
  }
);}





export const getToggleWhitelistMutationKey = () => ['toggleWhitelist'] as const;

export const getToggleWhitelistMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof toggleWhitelist>>, TError,ToggleWhitelistMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof toggleWhitelist>>, TError,ToggleWhitelistMutationVariables, TContext> => {

const mutationKey = getToggleWhitelistMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof toggleWhitelist>>, ToggleWhitelistMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  toggleWhitelist(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ToggleWhitelistMutationResult = NonNullable<Awaited<ReturnType<typeof toggleWhitelist>>>
    export type ToggleWhitelistMutationBody = BodyType<SettingsWhitelistToggleRequest>
    export type ToggleWhitelistMutationError = ErrorType<ErrorBody>
    export type ToggleWhitelistMutationVariables = {data: BodyType<SettingsWhitelistToggleRequest>}

    /**
 * @summary Turn the withdrawal whitelist on or off
 */
export const useToggleWhitelist = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof toggleWhitelist>>, TError,ToggleWhitelistMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof toggleWhitelist>>,
        TError,
        ToggleWhitelistMutationVariables,
        TContext
      > => {
      return useMutation(getToggleWhitelistMutationOptions(options), queryClient);
    }
    export const getListWhitelistTickersUrl = () => {




  return `/v2/settings/whitelist/tickers`
}

/**
 * Assumption: the spec names the call only. Modelled as the currencies with their networks (and whether a memo is needed) offered by the add-address form.
 * @summary List the currencies an address may be whitelisted for
 */
export const listWhitelistTickers = async ( options?: Parameters<typeof httpClient>[1]): Promise<SettingsWhitelistTickersResponse> => {

  return httpClient<SettingsWhitelistTickersResponse>(getListWhitelistTickersUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: SettingsWhitelistTickersResponse
  }
);}





export const getListWhitelistTickersQueryKey = () => {
    return [
    `/v2/settings/whitelist/tickers`
    ] as const;
    }


export const getListWhitelistTickersQueryOptions = <TData = Awaited<ReturnType<typeof listWhitelistTickers>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWhitelistTickers>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListWhitelistTickersQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listWhitelistTickers>>> = ({ signal }) => listWhitelistTickers({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listWhitelistTickers>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListWhitelistTickersQueryResult = NonNullable<Awaited<ReturnType<typeof listWhitelistTickers>>>
export type ListWhitelistTickersQueryError = ErrorType<ErrorBody>


export function useListWhitelistTickers<TData = Awaited<ReturnType<typeof listWhitelistTickers>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWhitelistTickers>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWhitelistTickers>>,
          TError,
          Awaited<ReturnType<typeof listWhitelistTickers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWhitelistTickers<TData = Awaited<ReturnType<typeof listWhitelistTickers>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWhitelistTickers>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWhitelistTickers>>,
          TError,
          Awaited<ReturnType<typeof listWhitelistTickers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWhitelistTickers<TData = Awaited<ReturnType<typeof listWhitelistTickers>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWhitelistTickers>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the currencies an address may be whitelisted for
 */

export function useListWhitelistTickers<TData = Awaited<ReturnType<typeof listWhitelistTickers>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWhitelistTickers>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListWhitelistTickersQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getAddWhitelistAddressUrl = () => {




  return `/v2/settings/whitelist/address`
}

/**
 * Adds an address to the whitelist. Assumption: the body is the currency, network, address, memo and label with the authenticator code; the answer is the new entry.
 * @summary Add a whitelisted address
 */
export const addWhitelistAddress = async (settingsWhitelistAddressRequest: SettingsWhitelistAddressRequest, options?: Parameters<typeof httpClient>[1]): Promise<SettingsWhitelistAddressResponse> => {

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
return httpClient<SettingsWhitelistAddressResponse>(getAddWhitelistAddressUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(settingsWhitelistAddressRequest),
    schema: SettingsWhitelistAddressResponse
  }
);}





export const getAddWhitelistAddressMutationKey = () => ['addWhitelistAddress'] as const;

export const getAddWhitelistAddressMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addWhitelistAddress>>, TError,AddWhitelistAddressMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof addWhitelistAddress>>, TError,AddWhitelistAddressMutationVariables, TContext> => {

const mutationKey = getAddWhitelistAddressMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof addWhitelistAddress>>, AddWhitelistAddressMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  addWhitelistAddress(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type AddWhitelistAddressMutationResult = NonNullable<Awaited<ReturnType<typeof addWhitelistAddress>>>
    export type AddWhitelistAddressMutationBody = BodyType<SettingsWhitelistAddressRequest>
    export type AddWhitelistAddressMutationError = ErrorType<ErrorBody>
    export type AddWhitelistAddressMutationVariables = {data: BodyType<SettingsWhitelistAddressRequest>}

    /**
 * @summary Add a whitelisted address
 */
export const useAddWhitelistAddress = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addWhitelistAddress>>, TError,AddWhitelistAddressMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof addWhitelistAddress>>,
        TError,
        AddWhitelistAddressMutationVariables,
        TContext
      > => {
      return useMutation(getAddWhitelistAddressMutationOptions(options), queryClient);
    }
    export const getDeleteWhitelistAddressUrl = (params: DeleteWhitelistAddressParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/settings/whitelist/address?${stringifiedParams}` : `/v2/settings/whitelist/address`
}

/**
 * Removes an address from the whitelist. Assumption: the path has no id, so the entry is named by the `id` query; nothing is returned (204).
 * @summary Remove a whitelisted address
 */
export const deleteWhitelistAddress = async (params: DeleteWhitelistAddressParams, options?: Parameters<typeof httpClient>[1]): Promise<void> => {

  return httpClient<void>(getDeleteWhitelistAddressUrl(params),
  {
    ...options,
    method: 'DELETE'


  }
);}





export const getDeleteWhitelistAddressMutationKey = () => ['deleteWhitelistAddress'] as const;

export const getDeleteWhitelistAddressMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteWhitelistAddress>>, TError,DeleteWhitelistAddressMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteWhitelistAddress>>, TError,DeleteWhitelistAddressMutationVariables, TContext> => {

const mutationKey = getDeleteWhitelistAddressMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteWhitelistAddress>>, DeleteWhitelistAddressMutationVariables> = (props) => {
          const {params} = props ?? {};

          return  deleteWhitelistAddress(params,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteWhitelistAddressMutationResult = NonNullable<Awaited<ReturnType<typeof deleteWhitelistAddress>>>

    export type DeleteWhitelistAddressMutationError = ErrorType<ErrorBody>
    export type DeleteWhitelistAddressMutationVariables = {params: DeleteWhitelistAddressParams}

    /**
 * @summary Remove a whitelisted address
 */
export const useDeleteWhitelistAddress = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteWhitelistAddress>>, TError,DeleteWhitelistAddressMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteWhitelistAddress>>,
        TError,
        DeleteWhitelistAddressMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteWhitelistAddressMutationOptions(options), queryClient);
    }
    export const getLinkWeb3WalletUrl = () => {




  return `/v2/settings/web3-auth`
}

/**
 * Links a wallet for web3 sign-in (page settings/security/web3) with a signed challenge of GET /v2/web3/auth/challenge. The spec says only "web3 auth POST". Assumption: the path is /v2/settings/web3-auth; the body is the signed challenge (checked like POST /v2/web3/auth/login's); one wallet at most is linked; the answer is the linked wallet.
 * @summary Link a wallet for web3 sign-in
 */
export const linkWeb3Wallet = async (authWeb3SignedRequest: AuthWeb3SignedRequest, options?: Parameters<typeof httpClient>[1]): Promise<SettingsWeb3WalletResponse> => {

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
return httpClient<SettingsWeb3WalletResponse>(getLinkWeb3WalletUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authWeb3SignedRequest),
    schema: SettingsWeb3WalletResponse
  }
);}





export const getLinkWeb3WalletMutationKey = () => ['linkWeb3Wallet'] as const;

export const getLinkWeb3WalletMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof linkWeb3Wallet>>, TError,LinkWeb3WalletMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof linkWeb3Wallet>>, TError,LinkWeb3WalletMutationVariables, TContext> => {

const mutationKey = getLinkWeb3WalletMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof linkWeb3Wallet>>, LinkWeb3WalletMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  linkWeb3Wallet(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type LinkWeb3WalletMutationResult = NonNullable<Awaited<ReturnType<typeof linkWeb3Wallet>>>
    export type LinkWeb3WalletMutationBody = BodyType<AuthWeb3SignedRequest>
    export type LinkWeb3WalletMutationError = ErrorType<ErrorBody>
    export type LinkWeb3WalletMutationVariables = {data: BodyType<AuthWeb3SignedRequest>}

    /**
 * @summary Link a wallet for web3 sign-in
 */
export const useLinkWeb3Wallet = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof linkWeb3Wallet>>, TError,LinkWeb3WalletMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof linkWeb3Wallet>>,
        TError,
        LinkWeb3WalletMutationVariables,
        TContext
      > => {
      return useMutation(getLinkWeb3WalletMutationOptions(options), queryClient);
    }
    export const getUnlinkWeb3WalletUrl = () => {




  return `/v2/settings/web3-auth`
}

/**
 * Unlinks the wallet of web3 sign-in. The spec says only "web3 auth DELETE" with no id. Assumption: the path is /v2/settings/web3-auth; the user has at most one linked wallet; nothing is returned (204).
 * @summary Unlink the web3 wallet
 */
export const unlinkWeb3Wallet = async ( options?: Parameters<typeof httpClient>[1]): Promise<void> => {

  return httpClient<void>(getUnlinkWeb3WalletUrl(),
  {
    ...options,
    method: 'DELETE'


  }
);}





export const getUnlinkWeb3WalletMutationKey = () => ['unlinkWeb3Wallet'] as const;

export const getUnlinkWeb3WalletMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof unlinkWeb3Wallet>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof unlinkWeb3Wallet>>, TError,void, TContext> => {

const mutationKey = getUnlinkWeb3WalletMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof unlinkWeb3Wallet>>, void> = () => {


          return  unlinkWeb3Wallet(requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UnlinkWeb3WalletMutationResult = NonNullable<Awaited<ReturnType<typeof unlinkWeb3Wallet>>>

    export type UnlinkWeb3WalletMutationError = ErrorType<ErrorBody>


    /**
 * @summary Unlink the web3 wallet
 */
export const useUnlinkWeb3Wallet = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof unlinkWeb3Wallet>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof unlinkWeb3Wallet>>,
        TError,
        void,
        TContext
      > => {
      return useMutation(getUnlinkWeb3WalletMutationOptions(options), queryClient);
    }
    export const getReplaceWeb3WalletUrl = (id: number,) => {




  return `/v2/settings/web3-auth/${encodeURIComponent(String(id))}`
}

/**
 * The spec says only "web3 auth PATCH /{id}". Assumption: the path is /v2/settings/web3-auth/{id}, {id} the linked wallet; the body is a newly signed challenge of another address, which replaces it; the answer is the linked wallet.
 * @summary Replace the linked wallet
 */
export const replaceWeb3Wallet = async (id: number,
    authWeb3SignedRequest: AuthWeb3SignedRequest, options?: Parameters<typeof httpClient>[1]): Promise<SettingsWeb3WalletResponse> => {

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
return httpClient<SettingsWeb3WalletResponse>(getReplaceWeb3WalletUrl(id),
  {
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authWeb3SignedRequest),
    schema: SettingsWeb3WalletResponse
  }
);}





export const getReplaceWeb3WalletMutationKey = () => ['replaceWeb3Wallet'] as const;

export const getReplaceWeb3WalletMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof replaceWeb3Wallet>>, TError,ReplaceWeb3WalletMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof replaceWeb3Wallet>>, TError,ReplaceWeb3WalletMutationVariables, TContext> => {

const mutationKey = getReplaceWeb3WalletMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof replaceWeb3Wallet>>, ReplaceWeb3WalletMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  replaceWeb3Wallet(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ReplaceWeb3WalletMutationResult = NonNullable<Awaited<ReturnType<typeof replaceWeb3Wallet>>>
    export type ReplaceWeb3WalletMutationBody = BodyType<AuthWeb3SignedRequest>
    export type ReplaceWeb3WalletMutationError = ErrorType<ErrorBody>
    export type ReplaceWeb3WalletMutationVariables = {id: number;data: BodyType<AuthWeb3SignedRequest>}

    /**
 * @summary Replace the linked wallet
 */
export const useReplaceWeb3Wallet = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof replaceWeb3Wallet>>, TError,ReplaceWeb3WalletMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof replaceWeb3Wallet>>,
        TError,
        ReplaceWeb3WalletMutationVariables,
        TContext
      > => {
      return useMutation(getReplaceWeb3WalletMutationOptions(options), queryClient);
    }
    export const getGetExportSettingsUrl = () => {




  return `/v2/export/settings`
}

/**
 * The options of the history exports page (history/exports). Assumption: the spec names the call only; modelled as the report types, file formats, the longest period and the exports left today.
 * @summary Get the history export options
 */
export const getExportSettings = async ( options?: Parameters<typeof httpClient>[1]): Promise<SettingsExportSettingsResponse> => {

  return httpClient<SettingsExportSettingsResponse>(getGetExportSettingsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: SettingsExportSettingsResponse
  }
);}





export const getGetExportSettingsQueryKey = () => {
    return [
    `/v2/export/settings`
    ] as const;
    }


export const getGetExportSettingsQueryOptions = <TData = Awaited<ReturnType<typeof getExportSettings>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getExportSettings>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetExportSettingsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getExportSettings>>> = ({ signal }) => getExportSettings({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getExportSettings>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetExportSettingsQueryResult = NonNullable<Awaited<ReturnType<typeof getExportSettings>>>
export type GetExportSettingsQueryError = ErrorType<ErrorBody>


export function useGetExportSettings<TData = Awaited<ReturnType<typeof getExportSettings>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getExportSettings>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getExportSettings>>,
          TError,
          Awaited<ReturnType<typeof getExportSettings>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetExportSettings<TData = Awaited<ReturnType<typeof getExportSettings>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getExportSettings>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getExportSettings>>,
          TError,
          Awaited<ReturnType<typeof getExportSettings>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetExportSettings<TData = Awaited<ReturnType<typeof getExportSettings>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getExportSettings>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the history export options
 */

export function useGetExportSettings<TData = Awaited<ReturnType<typeof getExportSettings>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getExportSettings>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetExportSettingsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetUssdSettingsUrl = () => {




  return `/v2/settings/ussd`
}

/**
 * USSD access (page settings/general/ussd; privilege canUseUssd). Assumption: modelled as whether it is on, the phone and whether a PIN is set.
 * @summary Get the USSD settings
 */
export const getUssdSettings = async ( options?: Parameters<typeof httpClient>[1]): Promise<SettingsUssdResponse> => {

  return httpClient<SettingsUssdResponse>(getGetUssdSettingsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: SettingsUssdResponse
  }
);}





export const getGetUssdSettingsQueryKey = () => {
    return [
    `/v2/settings/ussd`
    ] as const;
    }


export const getGetUssdSettingsQueryOptions = <TData = Awaited<ReturnType<typeof getUssdSettings>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUssdSettings>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetUssdSettingsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getUssdSettings>>> = ({ signal }) => getUssdSettings({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getUssdSettings>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetUssdSettingsQueryResult = NonNullable<Awaited<ReturnType<typeof getUssdSettings>>>
export type GetUssdSettingsQueryError = ErrorType<ErrorBody>


export function useGetUssdSettings<TData = Awaited<ReturnType<typeof getUssdSettings>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUssdSettings>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getUssdSettings>>,
          TError,
          Awaited<ReturnType<typeof getUssdSettings>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetUssdSettings<TData = Awaited<ReturnType<typeof getUssdSettings>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUssdSettings>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getUssdSettings>>,
          TError,
          Awaited<ReturnType<typeof getUssdSettings>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetUssdSettings<TData = Awaited<ReturnType<typeof getUssdSettings>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUssdSettings>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the USSD settings
 */

export function useGetUssdSettings<TData = Awaited<ReturnType<typeof getUssdSettings>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUssdSettings>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetUssdSettingsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getEnableUssdUrl = () => {




  return `/v2/settings/ussd`
}

/**
 * Turns USSD access on for a phone. Assumption: the body is the phone with the authenticator code; the answer is the USSD settings.
 * @summary Turn USSD on
 */
export const enableUssd = async (settingsUssdRequest: SettingsUssdRequest, options?: Parameters<typeof httpClient>[1]): Promise<SettingsUssdResponse> => {

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
return httpClient<SettingsUssdResponse>(getEnableUssdUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(settingsUssdRequest),
    schema: SettingsUssdResponse
  }
);}





export const getEnableUssdMutationKey = () => ['enableUssd'] as const;

export const getEnableUssdMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof enableUssd>>, TError,EnableUssdMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof enableUssd>>, TError,EnableUssdMutationVariables, TContext> => {

const mutationKey = getEnableUssdMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof enableUssd>>, EnableUssdMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  enableUssd(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type EnableUssdMutationResult = NonNullable<Awaited<ReturnType<typeof enableUssd>>>
    export type EnableUssdMutationBody = BodyType<SettingsUssdRequest>
    export type EnableUssdMutationError = ErrorType<ErrorBody>
    export type EnableUssdMutationVariables = {data: BodyType<SettingsUssdRequest>}

    /**
 * @summary Turn USSD on
 */
export const useEnableUssd = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof enableUssd>>, TError,EnableUssdMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof enableUssd>>,
        TError,
        EnableUssdMutationVariables,
        TContext
      > => {
      return useMutation(getEnableUssdMutationOptions(options), queryClient);
    }
    export const getSetUssdPinUrl = () => {




  return `/v2/settings/ussd/pin`
}

/**
 * Sets the PIN asked for by USSD. The method is not stated by the spec. Assumption: POST with the PIN twice; the answer is the USSD settings.
 * @summary Set the USSD PIN
 */
export const setUssdPin = async (settingsUssdPinRequest: SettingsUssdPinRequest, options?: Parameters<typeof httpClient>[1]): Promise<SettingsUssdResponse> => {

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
return httpClient<SettingsUssdResponse>(getSetUssdPinUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(settingsUssdPinRequest),
    schema: SettingsUssdResponse
  }
);}





export const getSetUssdPinMutationKey = () => ['setUssdPin'] as const;

export const getSetUssdPinMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof setUssdPin>>, TError,SetUssdPinMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof setUssdPin>>, TError,SetUssdPinMutationVariables, TContext> => {

const mutationKey = getSetUssdPinMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof setUssdPin>>, SetUssdPinMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  setUssdPin(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SetUssdPinMutationResult = NonNullable<Awaited<ReturnType<typeof setUssdPin>>>
    export type SetUssdPinMutationBody = BodyType<SettingsUssdPinRequest>
    export type SetUssdPinMutationError = ErrorType<ErrorBody>
    export type SetUssdPinMutationVariables = {data: BodyType<SettingsUssdPinRequest>}

    /**
 * @summary Set the USSD PIN
 */
export const useSetUssdPin = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof setUssdPin>>, TError,SetUssdPinMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof setUssdPin>>,
        TError,
        SetUssdPinMutationVariables,
        TContext
      > => {
      return useMutation(getSetUssdPinMutationOptions(options), queryClient);
    }
    export const getDisconnectUssdUrl = () => {




  return `/v2/settings/ussd/disconnect`
}

/**
 * Turns USSD access off. The method is not stated by the spec. Assumption: POST without a body; the answer is the USSD settings.
 * @summary Turn USSD off
 */
export const disconnectUssd = async ( options?: Parameters<typeof httpClient>[1]): Promise<SettingsUssdResponse> => {

  return httpClient<SettingsUssdResponse>(getDisconnectUssdUrl(),
  {
    ...options,
    method: 'POST'

    ,
    schema: SettingsUssdResponse
  }
);}





export const getDisconnectUssdMutationKey = () => ['disconnectUssd'] as const;

export const getDisconnectUssdMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof disconnectUssd>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof disconnectUssd>>, TError,void, TContext> => {

const mutationKey = getDisconnectUssdMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof disconnectUssd>>, void> = () => {


          return  disconnectUssd(requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DisconnectUssdMutationResult = NonNullable<Awaited<ReturnType<typeof disconnectUssd>>>

    export type DisconnectUssdMutationError = ErrorType<ErrorBody>


    /**
 * @summary Turn USSD off
 */
export const useDisconnectUssd = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof disconnectUssd>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof disconnectUssd>>,
        TError,
        void,
        TContext
      > => {
      return useMutation(getDisconnectUssdMutationOptions(options), queryClient);
    }
    export const getDeleteAccountUrl = () => {




  return `/v2/settings/delete-account`
}

/**
 * Deletes the account (page settings/general/delete-account). Assumption: the password or the authenticator code confirms it and a reason may be given; nothing is returned (204) and the session ends.
 * @summary Delete the account
 */
export const deleteAccount = async (settingsDeleteAccountRequest: SettingsDeleteAccountRequest, options?: Parameters<typeof httpClient>[1]): Promise<void> => {

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
return httpClient<void>(getDeleteAccountUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(settingsDeleteAccountRequest)
  }
);}





export const getDeleteAccountMutationKey = () => ['deleteAccount'] as const;

export const getDeleteAccountMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteAccount>>, TError,DeleteAccountMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteAccount>>, TError,DeleteAccountMutationVariables, TContext> => {

const mutationKey = getDeleteAccountMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteAccount>>, DeleteAccountMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  deleteAccount(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteAccountMutationResult = NonNullable<Awaited<ReturnType<typeof deleteAccount>>>
    export type DeleteAccountMutationBody = BodyType<SettingsDeleteAccountRequest>
    export type DeleteAccountMutationError = ErrorType<ErrorBody>
    export type DeleteAccountMutationVariables = {data: BodyType<SettingsDeleteAccountRequest>}

    /**
 * @summary Delete the account
 */
export const useDeleteAccount = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteAccount>>, TError,DeleteAccountMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteAccount>>,
        TError,
        DeleteAccountMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteAccountMutationOptions(options), queryClient);
    }
    export const getListPasskeysUrl = () => {




  return `/v2/settings/passkeys`
}

/**
 * The user's passkeys (page settings/security/2fa/passkeys). Passkey: id, name (section 3); the dates are an assumption.
 * @summary List the passkeys
 */
export const listPasskeys = async ( options?: Parameters<typeof httpClient>[1]): Promise<SettingsPasskeyListResponse> => {

  return httpClient<SettingsPasskeyListResponse>(getListPasskeysUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: SettingsPasskeyListResponse
  }
);}





export const getListPasskeysQueryKey = () => {
    return [
    `/v2/settings/passkeys`
    ] as const;
    }


export const getListPasskeysQueryOptions = <TData = Awaited<ReturnType<typeof listPasskeys>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listPasskeys>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListPasskeysQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listPasskeys>>> = ({ signal }) => listPasskeys({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listPasskeys>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListPasskeysQueryResult = NonNullable<Awaited<ReturnType<typeof listPasskeys>>>
export type ListPasskeysQueryError = ErrorType<ErrorBody>


export function useListPasskeys<TData = Awaited<ReturnType<typeof listPasskeys>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listPasskeys>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listPasskeys>>,
          TError,
          Awaited<ReturnType<typeof listPasskeys>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListPasskeys<TData = Awaited<ReturnType<typeof listPasskeys>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listPasskeys>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listPasskeys>>,
          TError,
          Awaited<ReturnType<typeof listPasskeys>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListPasskeys<TData = Awaited<ReturnType<typeof listPasskeys>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listPasskeys>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the passkeys
 */

export function useListPasskeys<TData = Awaited<ReturnType<typeof listPasskeys>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listPasskeys>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListPasskeysQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getStartPasskeyRegistrationUrl = () => {




  return `/v2/settings/passkeys/register/start`
}

/**
 * Starts adding a passkey: the answer holds the options for navigator.credentials.create (in the webview the app's bridge runs the passkey check). The method is not stated by the spec. Assumption: POST without a body; the options have the standard WebAuthn JSON shape.
 * @summary Start adding a passkey
 */
export const startPasskeyRegistration = async ( options?: Parameters<typeof httpClient>[1]): Promise<PasskeyCreationOptionsResponse> => {

  return httpClient<PasskeyCreationOptionsResponse>(getStartPasskeyRegistrationUrl(),
  {
    ...options,
    method: 'POST'

    ,
    schema: PasskeyCreationOptionsResponse
  }
);}





export const getStartPasskeyRegistrationMutationKey = () => ['startPasskeyRegistration'] as const;

export const getStartPasskeyRegistrationMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof startPasskeyRegistration>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof startPasskeyRegistration>>, TError,void, TContext> => {

const mutationKey = getStartPasskeyRegistrationMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof startPasskeyRegistration>>, void> = () => {


          return  startPasskeyRegistration(requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type StartPasskeyRegistrationMutationResult = NonNullable<Awaited<ReturnType<typeof startPasskeyRegistration>>>

    export type StartPasskeyRegistrationMutationError = ErrorType<ErrorBody>


    /**
 * @summary Start adding a passkey
 */
export const useStartPasskeyRegistration = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof startPasskeyRegistration>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof startPasskeyRegistration>>,
        TError,
        void,
        TContext
      > => {
      return useMutation(getStartPasskeyRegistrationMutationOptions(options), queryClient);
    }
    export const getFinishPasskeyRegistrationUrl = () => {




  return `/v2/settings/passkeys/register/finish`
}

/**
 * Sends the new credential made from the creation options. The method is not stated by the spec. Assumption: POST with the credential and a name; the answer is the new passkey.
 * @summary Finish adding a passkey
 */
export const finishPasskeyRegistration = async (settingsPasskeyFinishRequest: SettingsPasskeyFinishRequest, options?: Parameters<typeof httpClient>[1]): Promise<SettingsPasskeyResponse> => {

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
return httpClient<SettingsPasskeyResponse>(getFinishPasskeyRegistrationUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(settingsPasskeyFinishRequest),
    schema: SettingsPasskeyResponse
  }
);}





export const getFinishPasskeyRegistrationMutationKey = () => ['finishPasskeyRegistration'] as const;

export const getFinishPasskeyRegistrationMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof finishPasskeyRegistration>>, TError,FinishPasskeyRegistrationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof finishPasskeyRegistration>>, TError,FinishPasskeyRegistrationMutationVariables, TContext> => {

const mutationKey = getFinishPasskeyRegistrationMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof finishPasskeyRegistration>>, FinishPasskeyRegistrationMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  finishPasskeyRegistration(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type FinishPasskeyRegistrationMutationResult = NonNullable<Awaited<ReturnType<typeof finishPasskeyRegistration>>>
    export type FinishPasskeyRegistrationMutationBody = BodyType<SettingsPasskeyFinishRequest>
    export type FinishPasskeyRegistrationMutationError = ErrorType<ErrorBody>
    export type FinishPasskeyRegistrationMutationVariables = {data: BodyType<SettingsPasskeyFinishRequest>}

    /**
 * @summary Finish adding a passkey
 */
export const useFinishPasskeyRegistration = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof finishPasskeyRegistration>>, TError,FinishPasskeyRegistrationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof finishPasskeyRegistration>>,
        TError,
        FinishPasskeyRegistrationMutationVariables,
        TContext
      > => {
      return useMutation(getFinishPasskeyRegistrationMutationOptions(options), queryClient);
    }
    export const getRenamePasskeyUrl = (id: number,) => {




  return `/v2/settings/passkeys/${encodeURIComponent(String(id))}/rename`
}

/**
 * Renames a passkey (section 7 body {name}). The method is not stated by the spec. Assumption: POST; the answer is the passkey.
 * @summary Rename a passkey
 */
export const renamePasskey = async (id: number,
    settingsPasskeyRenameRequest: SettingsPasskeyRenameRequest, options?: Parameters<typeof httpClient>[1]): Promise<SettingsPasskeyResponse> => {

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
return httpClient<SettingsPasskeyResponse>(getRenamePasskeyUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(settingsPasskeyRenameRequest),
    schema: SettingsPasskeyResponse
  }
);}





export const getRenamePasskeyMutationKey = () => ['renamePasskey'] as const;

export const getRenamePasskeyMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof renamePasskey>>, TError,RenamePasskeyMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof renamePasskey>>, TError,RenamePasskeyMutationVariables, TContext> => {

const mutationKey = getRenamePasskeyMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof renamePasskey>>, RenamePasskeyMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  renamePasskey(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type RenamePasskeyMutationResult = NonNullable<Awaited<ReturnType<typeof renamePasskey>>>
    export type RenamePasskeyMutationBody = BodyType<SettingsPasskeyRenameRequest>
    export type RenamePasskeyMutationError = ErrorType<ErrorBody>
    export type RenamePasskeyMutationVariables = {id: number;data: BodyType<SettingsPasskeyRenameRequest>}

    /**
 * @summary Rename a passkey
 */
export const useRenamePasskey = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof renamePasskey>>, TError,RenamePasskeyMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof renamePasskey>>,
        TError,
        RenamePasskeyMutationVariables,
        TContext
      > => {
      return useMutation(getRenamePasskeyMutationOptions(options), queryClient);
    }
    export const getDeletePasskeyUrl = (id: number,) => {




  return `/v2/settings/passkeys/${encodeURIComponent(String(id))}`
}

/**
 * Deletes a passkey. Assumption: nothing is returned (204).
 * @summary Delete a passkey
 */
export const deletePasskey = async (id: number, options?: Parameters<typeof httpClient>[1]): Promise<void> => {

  return httpClient<void>(getDeletePasskeyUrl(id),
  {
    ...options,
    method: 'DELETE'


  }
);}





export const getDeletePasskeyMutationKey = () => ['deletePasskey'] as const;

export const getDeletePasskeyMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deletePasskey>>, TError,DeletePasskeyMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deletePasskey>>, TError,DeletePasskeyMutationVariables, TContext> => {

const mutationKey = getDeletePasskeyMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deletePasskey>>, DeletePasskeyMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  deletePasskey(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeletePasskeyMutationResult = NonNullable<Awaited<ReturnType<typeof deletePasskey>>>

    export type DeletePasskeyMutationError = ErrorType<ErrorBody>
    export type DeletePasskeyMutationVariables = {id: number}

    /**
 * @summary Delete a passkey
 */
export const useDeletePasskey = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deletePasskey>>, TError,DeletePasskeyMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deletePasskey>>,
        TError,
        DeletePasskeyMutationVariables,
        TContext
      > => {
      return useMutation(getDeletePasskeyMutationOptions(options), queryClient);
    }
    export const getStartPasskeyAuthenticationUrl = () => {




  return `/v2/settings/passkeys/authentication/start`
}

/**
 * Starts a passkey check: the answer holds the options for navigator.credentials.get, whose assertion goes to POST /v2/2fa/validate during login. Guests call it (the second step of a login). The method is not stated by the spec. Assumption: POST without a body; the options have the standard WebAuthn JSON shape.
 * @summary Start a passkey check
 */
export const startPasskeyAuthentication = async ( options?: Parameters<typeof httpClient>[1]): Promise<PasskeyRequestOptionsResponse> => {

  return httpClient<PasskeyRequestOptionsResponse>(getStartPasskeyAuthenticationUrl(),
  {
    ...options,
    method: 'POST'

    ,
    schema: PasskeyRequestOptionsResponse
  }
);}





export const getStartPasskeyAuthenticationMutationKey = () => ['startPasskeyAuthentication'] as const;

export const getStartPasskeyAuthenticationMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof startPasskeyAuthentication>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof startPasskeyAuthentication>>, TError,void, TContext> => {

const mutationKey = getStartPasskeyAuthenticationMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof startPasskeyAuthentication>>, void> = () => {


          return  startPasskeyAuthentication(requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type StartPasskeyAuthenticationMutationResult = NonNullable<Awaited<ReturnType<typeof startPasskeyAuthentication>>>

    export type StartPasskeyAuthenticationMutationError = ErrorType<ErrorBody>


    /**
 * @summary Start a passkey check
 */
export const useStartPasskeyAuthentication = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof startPasskeyAuthentication>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof startPasskeyAuthentication>>,
        TError,
        void,
        TContext
      > => {
      return useMutation(getStartPasskeyAuthenticationMutationOptions(options), queryClient);
    }
    export const getChangeEmailUrl = () => {




  return `/v2/settings/email`
}

/**
 * Changes the account e-mail; a confirmation is sent to the new address. Assumption: the body is the new e-mail with the authenticator code; the answer is the masked destination and the resend delay. The change is pending until POST /v2/settings/email/confirmation confirms it with the code sent to the new address; calling this again sends a new code (to the e-mail of the latest call).
 * @summary Change the e-mail
 */
export const changeEmail = async (settingsEmailRequest: SettingsEmailRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthCodeSentResponse> => {

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
return httpClient<AuthCodeSentResponse>(getChangeEmailUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(settingsEmailRequest),
    schema: AuthCodeSentResponse
  }
);}





export const getChangeEmailMutationKey = () => ['changeEmail'] as const;

export const getChangeEmailMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof changeEmail>>, TError,ChangeEmailMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof changeEmail>>, TError,ChangeEmailMutationVariables, TContext> => {

const mutationKey = getChangeEmailMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof changeEmail>>, ChangeEmailMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  changeEmail(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ChangeEmailMutationResult = NonNullable<Awaited<ReturnType<typeof changeEmail>>>
    export type ChangeEmailMutationBody = BodyType<SettingsEmailRequest>
    export type ChangeEmailMutationError = ErrorType<ErrorBody>
    export type ChangeEmailMutationVariables = {data: BodyType<SettingsEmailRequest>}

    /**
 * @summary Change the e-mail
 */
export const useChangeEmail = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof changeEmail>>, TError,ChangeEmailMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof changeEmail>>,
        TError,
        ChangeEmailMutationVariables,
        TContext
      > => {
      return useMutation(getChangeEmailMutationOptions(options), queryClient);
    }
    export const getConfirmEmailChangeUrl = () => {




  return `/v2/settings/email/confirmation`
}

/**
 * Confirms the pending e-mail change of POST /v2/settings/email with the 6-digit code sent to the new address; from then on the account's e-mail (GET /v2/settings, the login) is the new one. Assumption: the spec names the change but no call that confirms it, and the published WhiteBIT API has no counterpart; modelled on POST /v2/settings/phone/confirmation: the body is {code}, the answer is the account's new e-mail. A wrong code, no pending change, or a new address another account has taken since is a 422 on `code` or `email`.
 * @summary Confirm the new e-mail
 */
export const confirmEmailChange = async (settingsCodeRequest: SettingsCodeRequest, options?: Parameters<typeof httpClient>[1]): Promise<SettingsEmailResponse> => {

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
return httpClient<SettingsEmailResponse>(getConfirmEmailChangeUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(settingsCodeRequest),
    schema: SettingsEmailResponse
  }
);}





export const getConfirmEmailChangeMutationKey = () => ['confirmEmailChange'] as const;

export const getConfirmEmailChangeMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof confirmEmailChange>>, TError,ConfirmEmailChangeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof confirmEmailChange>>, TError,ConfirmEmailChangeMutationVariables, TContext> => {

const mutationKey = getConfirmEmailChangeMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof confirmEmailChange>>, ConfirmEmailChangeMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  confirmEmailChange(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ConfirmEmailChangeMutationResult = NonNullable<Awaited<ReturnType<typeof confirmEmailChange>>>
    export type ConfirmEmailChangeMutationBody = BodyType<SettingsCodeRequest>
    export type ConfirmEmailChangeMutationError = ErrorType<ErrorBody>
    export type ConfirmEmailChangeMutationVariables = {data: BodyType<SettingsCodeRequest>}

    /**
 * @summary Confirm the new e-mail
 */
export const useConfirmEmailChange = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof confirmEmailChange>>, TError,ConfirmEmailChangeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof confirmEmailChange>>,
        TError,
        ConfirmEmailChangeMutationVariables,
        TContext
      > => {
      return useMutation(getConfirmEmailChangeMutationOptions(options), queryClient);
    }
    export const getListAuthConnectionsUrl = () => {




  return `/v2/settings/auth-connections`
}

/**
 * The third-party accounts linked for sign-in (page settings/security/account-connections). Assumption: the fields are not shown; modelled as provider, e-mail and when it was linked.
 * @summary List the linked sign-in accounts
 */
export const listAuthConnections = async ( options?: Parameters<typeof httpClient>[1]): Promise<SettingsAuthConnectionListResponse> => {

  return httpClient<SettingsAuthConnectionListResponse>(getListAuthConnectionsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: SettingsAuthConnectionListResponse
  }
);}





export const getListAuthConnectionsQueryKey = () => {
    return [
    `/v2/settings/auth-connections`
    ] as const;
    }


export const getListAuthConnectionsQueryOptions = <TData = Awaited<ReturnType<typeof listAuthConnections>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAuthConnections>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListAuthConnectionsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listAuthConnections>>> = ({ signal }) => listAuthConnections({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listAuthConnections>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListAuthConnectionsQueryResult = NonNullable<Awaited<ReturnType<typeof listAuthConnections>>>
export type ListAuthConnectionsQueryError = ErrorType<ErrorBody>


export function useListAuthConnections<TData = Awaited<ReturnType<typeof listAuthConnections>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAuthConnections>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAuthConnections>>,
          TError,
          Awaited<ReturnType<typeof listAuthConnections>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAuthConnections<TData = Awaited<ReturnType<typeof listAuthConnections>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAuthConnections>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAuthConnections>>,
          TError,
          Awaited<ReturnType<typeof listAuthConnections>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAuthConnections<TData = Awaited<ReturnType<typeof listAuthConnections>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAuthConnections>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the linked sign-in accounts
 */

export function useListAuthConnections<TData = Awaited<ReturnType<typeof listAuthConnections>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAuthConnections>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListAuthConnectionsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getLinkAuthConnectionUrl = () => {




  return `/v2/settings/auth-connections`
}

/**
 * Links a Google or Apple account for sign-in. Assumption: the body is the provider's identity token and the provider, like third-party login; the answer is the new connection.
 * @summary Link a sign-in account
 */
export const linkAuthConnection = async (authThirdPartyLoginRequest: AuthThirdPartyLoginRequest, options?: Parameters<typeof httpClient>[1]): Promise<SettingsAuthConnectionResponse> => {

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
return httpClient<SettingsAuthConnectionResponse>(getLinkAuthConnectionUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authThirdPartyLoginRequest),
    schema: SettingsAuthConnectionResponse
  }
);}





export const getLinkAuthConnectionMutationKey = () => ['linkAuthConnection'] as const;

export const getLinkAuthConnectionMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof linkAuthConnection>>, TError,LinkAuthConnectionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof linkAuthConnection>>, TError,LinkAuthConnectionMutationVariables, TContext> => {

const mutationKey = getLinkAuthConnectionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof linkAuthConnection>>, LinkAuthConnectionMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  linkAuthConnection(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type LinkAuthConnectionMutationResult = NonNullable<Awaited<ReturnType<typeof linkAuthConnection>>>
    export type LinkAuthConnectionMutationBody = BodyType<AuthThirdPartyLoginRequest>
    export type LinkAuthConnectionMutationError = ErrorType<ErrorBody>
    export type LinkAuthConnectionMutationVariables = {data: BodyType<AuthThirdPartyLoginRequest>}

    /**
 * @summary Link a sign-in account
 */
export const useLinkAuthConnection = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof linkAuthConnection>>, TError,LinkAuthConnectionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof linkAuthConnection>>,
        TError,
        LinkAuthConnectionMutationVariables,
        TContext
      > => {
      return useMutation(getLinkAuthConnectionMutationOptions(options), queryClient);
    }
    export const getUnlinkAuthConnectionUrl = (id: number,) => {




  return `/v2/settings/auth-connections/${encodeURIComponent(String(id))}`
}

/**
 * Unlinks a third-party account. Assumption: nothing is returned (204).
 * @summary Unlink a sign-in account
 */
export const unlinkAuthConnection = async (id: number, options?: Parameters<typeof httpClient>[1]): Promise<void> => {

  return httpClient<void>(getUnlinkAuthConnectionUrl(id),
  {
    ...options,
    method: 'DELETE'


  }
);}





export const getUnlinkAuthConnectionMutationKey = () => ['unlinkAuthConnection'] as const;

export const getUnlinkAuthConnectionMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof unlinkAuthConnection>>, TError,UnlinkAuthConnectionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof unlinkAuthConnection>>, TError,UnlinkAuthConnectionMutationVariables, TContext> => {

const mutationKey = getUnlinkAuthConnectionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof unlinkAuthConnection>>, UnlinkAuthConnectionMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  unlinkAuthConnection(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UnlinkAuthConnectionMutationResult = NonNullable<Awaited<ReturnType<typeof unlinkAuthConnection>>>

    export type UnlinkAuthConnectionMutationError = ErrorType<ErrorBody>
    export type UnlinkAuthConnectionMutationVariables = {id: number}

    /**
 * @summary Unlink a sign-in account
 */
export const useUnlinkAuthConnection = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof unlinkAuthConnection>>, TError,UnlinkAuthConnectionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof unlinkAuthConnection>>,
        TError,
        UnlinkAuthConnectionMutationVariables,
        TContext
      > => {
      return useMutation(getUnlinkAuthConnectionMutationOptions(options), queryClient);
    }
    export const getGetReferralSettingsUrl = () => {




  return `/v2/settings/referral`
}

/**
 * The user's referral program (page /referral). Assumption: the fields are not shown; modelled as the code, link, reward rate (default 40 %), invitees and earnings.
 * @summary Get the referral settings
 */
export const getReferralSettings = async ( options?: Parameters<typeof httpClient>[1]): Promise<SettingsReferralResponse> => {

  return httpClient<SettingsReferralResponse>(getGetReferralSettingsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: SettingsReferralResponse
  }
);}





export const getGetReferralSettingsQueryKey = () => {
    return [
    `/v2/settings/referral`
    ] as const;
    }


export const getGetReferralSettingsQueryOptions = <TData = Awaited<ReturnType<typeof getReferralSettings>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReferralSettings>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetReferralSettingsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getReferralSettings>>> = ({ signal }) => getReferralSettings({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getReferralSettings>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetReferralSettingsQueryResult = NonNullable<Awaited<ReturnType<typeof getReferralSettings>>>
export type GetReferralSettingsQueryError = ErrorType<ErrorBody>


export function useGetReferralSettings<TData = Awaited<ReturnType<typeof getReferralSettings>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReferralSettings>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getReferralSettings>>,
          TError,
          Awaited<ReturnType<typeof getReferralSettings>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetReferralSettings<TData = Awaited<ReturnType<typeof getReferralSettings>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReferralSettings>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getReferralSettings>>,
          TError,
          Awaited<ReturnType<typeof getReferralSettings>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetReferralSettings<TData = Awaited<ReturnType<typeof getReferralSettings>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReferralSettings>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the referral settings
 */

export function useGetReferralSettings<TData = Awaited<ReturnType<typeof getReferralSettings>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReferralSettings>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetReferralSettingsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetAffiliateSettingsUrl = () => {




  return `/v2/settings/affiliate`
}

/**
 * The user's affiliate program (pages /affiliate). Assumption: the fields are not shown; modelled as the application status, code, link and commission rate.
 * @summary Get the affiliate settings
 */
export const getAffiliateSettings = async ( options?: Parameters<typeof httpClient>[1]): Promise<SettingsAffiliateResponse> => {

  return httpClient<SettingsAffiliateResponse>(getGetAffiliateSettingsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: SettingsAffiliateResponse
  }
);}





export const getGetAffiliateSettingsQueryKey = () => {
    return [
    `/v2/settings/affiliate`
    ] as const;
    }


export const getGetAffiliateSettingsQueryOptions = <TData = Awaited<ReturnType<typeof getAffiliateSettings>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliateSettings>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetAffiliateSettingsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getAffiliateSettings>>> = ({ signal }) => getAffiliateSettings({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getAffiliateSettings>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetAffiliateSettingsQueryResult = NonNullable<Awaited<ReturnType<typeof getAffiliateSettings>>>
export type GetAffiliateSettingsQueryError = ErrorType<ErrorBody>


export function useGetAffiliateSettings<TData = Awaited<ReturnType<typeof getAffiliateSettings>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliateSettings>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAffiliateSettings>>,
          TError,
          Awaited<ReturnType<typeof getAffiliateSettings>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAffiliateSettings<TData = Awaited<ReturnType<typeof getAffiliateSettings>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliateSettings>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAffiliateSettings>>,
          TError,
          Awaited<ReturnType<typeof getAffiliateSettings>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAffiliateSettings<TData = Awaited<ReturnType<typeof getAffiliateSettings>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliateSettings>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the affiliate settings
 */

export function useGetAffiliateSettings<TData = Awaited<ReturnType<typeof getAffiliateSettings>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliateSettings>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetAffiliateSettingsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListReferralInviteesUrl = (params?: ListReferralInviteesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/settings/referral/invitees?${stringifiedParams}` : `/v2/settings/referral/invitees`
}

/**
 * Assumption: the spec names the referral settings call only, and its invitee count is this list's total; no published counterpart. The users who registered with the user's referral code (page /referral), newest first: a masked e-mail, when they registered, how far they have come (registered, verified, trading) and the rewards their fees have earned the user. Code 4706 FailedToGetAffiliateReferrals on failure.
 * @summary List the users the user invited
 */
export const listReferralInvitees = async (params?: ListReferralInviteesParams, options?: Parameters<typeof httpClient>[1]): Promise<ReferralInviteeListResponse> => {

  return httpClient<ReferralInviteeListResponse>(getListReferralInviteesUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: ReferralInviteeListResponse
  }
);}





export const getListReferralInviteesQueryKey = (params?: ListReferralInviteesParams,) => {
    return [
    `/v2/settings/referral/invitees`, ...(params ? [params] : [])
    ] as const;
    }


export const getListReferralInviteesQueryOptions = <TData = Awaited<ReturnType<typeof listReferralInvitees>>, TError = ErrorType<ErrorBody>>(params?: ListReferralInviteesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listReferralInvitees>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListReferralInviteesQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listReferralInvitees>>> = ({ signal }) => listReferralInvitees(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listReferralInvitees>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListReferralInviteesQueryResult = NonNullable<Awaited<ReturnType<typeof listReferralInvitees>>>
export type ListReferralInviteesQueryError = ErrorType<ErrorBody>


export function useListReferralInvitees<TData = Awaited<ReturnType<typeof listReferralInvitees>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListReferralInviteesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listReferralInvitees>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listReferralInvitees>>,
          TError,
          Awaited<ReturnType<typeof listReferralInvitees>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListReferralInvitees<TData = Awaited<ReturnType<typeof listReferralInvitees>>, TError = ErrorType<ErrorBody>>(
 params?: ListReferralInviteesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listReferralInvitees>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listReferralInvitees>>,
          TError,
          Awaited<ReturnType<typeof listReferralInvitees>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListReferralInvitees<TData = Awaited<ReturnType<typeof listReferralInvitees>>, TError = ErrorType<ErrorBody>>(
 params?: ListReferralInviteesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listReferralInvitees>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the users the user invited
 */

export function useListReferralInvitees<TData = Awaited<ReturnType<typeof listReferralInvitees>>, TError = ErrorType<ErrorBody>>(
 params?: ListReferralInviteesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listReferralInvitees>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListReferralInviteesQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






