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
  AuthCodeValidityResponse,
  AuthConnectionStartResponse,
  AuthGeetestChallengeResponse,
  AuthLoginConfirmationResponse,
  AuthLoginResultResponse,
  AuthMessageResponse,
  AuthOauthClientScopesResponse,
  AuthQrLoginSessionResponse,
  AuthQrLoginStatusResponse,
  AuthRedirectResponse,
  AuthRegistrationResponse,
  AuthSupportSsoResponse,
  AuthTokenResponse,
  AuthWeb3ChallengeResponse
} from '../model';
import type {
  AuthCodeErrorBody,
  AuthConnectionConsentRequest,
  AuthConnectionLinkRequest,
  AuthConnectionStartRequest,
  AuthEmailRequest,
  AuthLoginConfirmationRequest,
  AuthLoginErrorBody,
  AuthLoginRequest,
  AuthOauthAuthorizeRequest,
  AuthOauthUserTokenRequest,
  AuthPasswordResetRequest,
  AuthPhoneCodeRequest,
  AuthPhoneConfirmationRequest,
  AuthRegisterConfirmationRequest,
  AuthRegisterRequest,
  AuthSupportSsoRequest,
  AuthThirdPartyLoginRequest,
  AuthTwoFactorRequest,
  AuthWeb3SignedRequest,
  ErrorBody,
  GetGeetestChallengeParams,
  GetSupportBrandRedirectParams,
  GetWeb3AuthChallengeParams,
  ValidateAffiliateCodeParams,
  ValidateReferralCodeParams
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

export const getLoginUrl = () => {




  return `/v2/login`
}

/**
 * The first step of the login (section 4): credentials, then either the confirm-code modal (twoFa, passkeys or deviceVerify true) or straight to session start. After login the client goes to the redirect target, else the trade page of the last pair. Failures (section 8): 422, 419 and 429 show the first `data` message as an error for 7 s; a blocked or frozen account (key `blocked` or `frozen` in `errors`) goes to /auth/blocked or /auth/frozen; a low captcha score (code 1003) asks for a captcha challenge and a retry.
 * @summary Log in with e-mail and password
 */
export const login = async (authLoginRequest: AuthLoginRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthLoginResultResponse> => {

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
return httpClient<AuthLoginResultResponse>(getLoginUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authLoginRequest),
    schema: AuthLoginResultResponse
  }
);}





export const getLoginMutationKey = () => ['login'] as const;

export const getLoginMutationOptions = <TError = ErrorType<ErrorBody | AuthLoginErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof login>>, TError,LoginMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof login>>, TError,LoginMutationVariables, TContext> => {

const mutationKey = getLoginMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof login>>, LoginMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  login(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type LoginMutationResult = NonNullable<Awaited<ReturnType<typeof login>>>
    export type LoginMutationBody = BodyType<AuthLoginRequest>
    export type LoginMutationError = ErrorType<ErrorBody | AuthLoginErrorBody>
    export type LoginMutationVariables = {data: BodyType<AuthLoginRequest>}

    /**
 * @summary Log in with e-mail and password
 */
export const useLogin = <TError = ErrorType<ErrorBody | AuthLoginErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof login>>, TError,LoginMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof login>>,
        TError,
        LoginMutationVariables,
        TContext
      > => {
      return useMutation(getLoginMutationOptions(options), queryClient);
    }
    export const getConfirmLoginUrl = () => {




  return `/v2/login/confirmation`
}

/**
 * Finishes a login that needed device verification with the 6-digit code e-mailed to the user (section 5: a code of length 6), or a login by e-mail code started by POST /v2/login/code with {email}. The spec says login confirmation returns user_id: the answer is `data.user_id` and the session has started. In the code modal (section 8): `errors.totp`, `errors.code` or `data.attemptsLeft` keep the modal open and show the attempts left; status 302, 429 or `errors.tooManyAttempt` show the too-many-attempts notice; otherwise all messages are joined.
 * @summary Confirm a login from a new device
 */
export const confirmLogin = async (authLoginConfirmationRequest: AuthLoginConfirmationRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthLoginConfirmationResponse> => {

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
return httpClient<AuthLoginConfirmationResponse>(getConfirmLoginUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authLoginConfirmationRequest),
    schema: AuthLoginConfirmationResponse
  }
);}





export const getConfirmLoginMutationKey = () => ['confirmLogin'] as const;

export const getConfirmLoginMutationOptions = <TError = ErrorType<ErrorBody | AuthCodeErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof confirmLogin>>, TError,ConfirmLoginMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof confirmLogin>>, TError,ConfirmLoginMutationVariables, TContext> => {

const mutationKey = getConfirmLoginMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof confirmLogin>>, ConfirmLoginMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  confirmLogin(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ConfirmLoginMutationResult = NonNullable<Awaited<ReturnType<typeof confirmLogin>>>
    export type ConfirmLoginMutationBody = BodyType<AuthLoginConfirmationRequest>
    export type ConfirmLoginMutationError = ErrorType<ErrorBody | AuthCodeErrorBody>
    export type ConfirmLoginMutationVariables = {data: BodyType<AuthLoginConfirmationRequest>}

    /**
 * @summary Confirm a login from a new device
 */
export const useConfirmLogin = <TError = ErrorType<ErrorBody | AuthCodeErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof confirmLogin>>, TError,ConfirmLoginMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof confirmLogin>>,
        TError,
        ConfirmLoginMutationVariables,
        TContext
      > => {
      return useMutation(getConfirmLoginMutationOptions(options), queryClient);
    }
    export const getSendLoginCodeUrl = () => {




  return `/v2/login/code`
}

/**
 * Sends a new 6-digit device-verification code for the pending login. Assumption: no request body (the pending login is kept in the guest session); the answer is the masked e-mail and the resend delay. Assumption (the spec's "device code" sign-in method read as a login by e-mail code, which no call of the spec starts): with a body {email} it starts a passwordless login for that e-mail instead, replacing any pending login: a 6-digit code is e-mailed to the address and POST /v2/login/confirmation finishes the login with it. The answer is the same whether or not the e-mail has an account, so no account is revealed (for an unknown e-mail every code is wrong). Without a body it keeps its first meaning (a new code for the pending login, this one included). The published WhiteBIT API has no counterpart.
 * @summary Send a login code
 */
export const sendLoginCode = async (authEmailRequest?: AuthEmailRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthCodeSentResponse> => {

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
return httpClient<AuthCodeSentResponse>(getSendLoginCodeUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authEmailRequest),
    schema: AuthCodeSentResponse
  }
);}





export const getSendLoginCodeMutationKey = () => ['sendLoginCode'] as const;

export const getSendLoginCodeMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sendLoginCode>>, TError,SendLoginCodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof sendLoginCode>>, TError,SendLoginCodeMutationVariables, TContext> => {

const mutationKey = getSendLoginCodeMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof sendLoginCode>>, SendLoginCodeMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  sendLoginCode(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SendLoginCodeMutationResult = NonNullable<Awaited<ReturnType<typeof sendLoginCode>>>
    export type SendLoginCodeMutationBody = BodyType<AuthEmailRequest> | undefined
    export type SendLoginCodeMutationError = ErrorType<ErrorBody>
    export type SendLoginCodeMutationVariables = {data?: BodyType<AuthEmailRequest>}

    /**
 * @summary Send a login code
 */
export const useSendLoginCode = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sendLoginCode>>, TError,SendLoginCodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof sendLoginCode>>,
        TError,
        SendLoginCodeMutationVariables,
        TContext
      > => {
      return useMutation(getSendLoginCodeMutationOptions(options), queryClient);
    }
    export const getValidateTwoFactorUrl = () => {




  return `/v2/2fa/validate`
}

/**
 * Finishes a login that needed the second factor: the authenticator code (totp) or a passkey assertion (section 5: login code confirmation needs totp or passkey). The code-modal failures of section 8 apply (see POST /v2/login/confirmation). Assumption: the answer is the login result with every step done. Passkey sign-in is this second step: when the login result says `passkeys` true, the client calls POST /v2/settings/passkeys/authentication/start, lets the browser (or the app's webview bridge) sign its challenge with one of the offered credentials, and sends the assertion here as `passkey`; the assertion must answer that challenge. Assumption: there is no passwordless passkey sign-in; without a login waiting for its second step the call is a 422.
 * @summary Validate the second factor of a login
 */
export const validateTwoFactor = async (authTwoFactorRequest: AuthTwoFactorRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthLoginResultResponse> => {

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
return httpClient<AuthLoginResultResponse>(getValidateTwoFactorUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authTwoFactorRequest),
    schema: AuthLoginResultResponse
  }
);}





export const getValidateTwoFactorMutationKey = () => ['validateTwoFactor'] as const;

export const getValidateTwoFactorMutationOptions = <TError = ErrorType<ErrorBody | AuthCodeErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof validateTwoFactor>>, TError,ValidateTwoFactorMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof validateTwoFactor>>, TError,ValidateTwoFactorMutationVariables, TContext> => {

const mutationKey = getValidateTwoFactorMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof validateTwoFactor>>, ValidateTwoFactorMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  validateTwoFactor(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ValidateTwoFactorMutationResult = NonNullable<Awaited<ReturnType<typeof validateTwoFactor>>>
    export type ValidateTwoFactorMutationBody = BodyType<AuthTwoFactorRequest>
    export type ValidateTwoFactorMutationError = ErrorType<ErrorBody | AuthCodeErrorBody>
    export type ValidateTwoFactorMutationVariables = {data: BodyType<AuthTwoFactorRequest>}

    /**
 * @summary Validate the second factor of a login
 */
export const useValidateTwoFactor = <TError = ErrorType<ErrorBody | AuthCodeErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof validateTwoFactor>>, TError,ValidateTwoFactorMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof validateTwoFactor>>,
        TError,
        ValidateTwoFactorMutationVariables,
        TContext
      > => {
      return useMutation(getValidateTwoFactorMutationOptions(options), queryClient);
    }
    export const getInitQrLoginUrl = () => {




  return `/v2/login/qr/init`
}

/**
 * Starts a login by QR code: the page shows the QR, the mobile app scans and confirms it. Assumption: the answer is the QR payload and its expiry; the pending QR login is bound to the guest session.
 * @summary Start a QR login
 */
export const initQrLogin = async ( options?: Parameters<typeof httpClient>[1]): Promise<AuthQrLoginSessionResponse> => {

  return httpClient<AuthQrLoginSessionResponse>(getInitQrLoginUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: AuthQrLoginSessionResponse
  }
);}





export const getInitQrLoginQueryKey = () => {
    return [
    `/v2/login/qr/init`
    ] as const;
    }


export const getInitQrLoginQueryOptions = <TData = Awaited<ReturnType<typeof initQrLogin>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof initQrLogin>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getInitQrLoginQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof initQrLogin>>> = ({ signal }) => initQrLogin({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof initQrLogin>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type InitQrLoginQueryResult = NonNullable<Awaited<ReturnType<typeof initQrLogin>>>
export type InitQrLoginQueryError = ErrorType<ErrorBody>


export function useInitQrLogin<TData = Awaited<ReturnType<typeof initQrLogin>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof initQrLogin>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof initQrLogin>>,
          TError,
          Awaited<ReturnType<typeof initQrLogin>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInitQrLogin<TData = Awaited<ReturnType<typeof initQrLogin>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof initQrLogin>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof initQrLogin>>,
          TError,
          Awaited<ReturnType<typeof initQrLogin>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInitQrLogin<TData = Awaited<ReturnType<typeof initQrLogin>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof initQrLogin>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Start a QR login
 */

export function useInitQrLogin<TData = Awaited<ReturnType<typeof initQrLogin>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof initQrLogin>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getInitQrLoginQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetQrLoginStatusUrl = () => {




  return `/v2/login/qr`
}

/**
 * Polled while the QR is shown. Assumption: no parameter (the pending QR login is bound to the guest session); the answer is pending, scanned, confirmed (the session has started) or expired.
 * @summary Poll the QR login
 */
export const getQrLoginStatus = async ( options?: Parameters<typeof httpClient>[1]): Promise<AuthQrLoginStatusResponse> => {

  return httpClient<AuthQrLoginStatusResponse>(getGetQrLoginStatusUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: AuthQrLoginStatusResponse
  }
);}





export const getGetQrLoginStatusQueryKey = () => {
    return [
    `/v2/login/qr`
    ] as const;
    }


export const getGetQrLoginStatusQueryOptions = <TData = Awaited<ReturnType<typeof getQrLoginStatus>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQrLoginStatus>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetQrLoginStatusQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getQrLoginStatus>>> = ({ signal }) => getQrLoginStatus({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getQrLoginStatus>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetQrLoginStatusQueryResult = NonNullable<Awaited<ReturnType<typeof getQrLoginStatus>>>
export type GetQrLoginStatusQueryError = ErrorType<ErrorBody>


export function useGetQrLoginStatus<TData = Awaited<ReturnType<typeof getQrLoginStatus>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQrLoginStatus>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getQrLoginStatus>>,
          TError,
          Awaited<ReturnType<typeof getQrLoginStatus>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetQrLoginStatus<TData = Awaited<ReturnType<typeof getQrLoginStatus>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQrLoginStatus>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getQrLoginStatus>>,
          TError,
          Awaited<ReturnType<typeof getQrLoginStatus>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetQrLoginStatus<TData = Awaited<ReturnType<typeof getQrLoginStatus>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQrLoginStatus>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Poll the QR login
 */

export function useGetQrLoginStatus<TData = Awaited<ReturnType<typeof getQrLoginStatus>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQrLoginStatus>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetQrLoginStatusQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetWeb3AuthChallengeUrl = (params: GetWeb3AuthChallengeParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/web3/auth/challenge?${stringifiedParams}` : `/v2/web3/auth/challenge`
}

/**
 * The message a wallet signs to sign in with it (query type and address). Assumption: the answer is the message, its nonce and expiry, modelled on sign-in with Ethereum.
 * @summary Get a web3 sign-in challenge
 */
export const getWeb3AuthChallenge = async (params: GetWeb3AuthChallengeParams, options?: Parameters<typeof httpClient>[1]): Promise<AuthWeb3ChallengeResponse> => {

  return httpClient<AuthWeb3ChallengeResponse>(getGetWeb3AuthChallengeUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: AuthWeb3ChallengeResponse
  }
);}





export const getGetWeb3AuthChallengeQueryKey = (params?: GetWeb3AuthChallengeParams,) => {
    return [
    `/v2/web3/auth/challenge`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetWeb3AuthChallengeQueryOptions = <TData = Awaited<ReturnType<typeof getWeb3AuthChallenge>>, TError = ErrorType<ErrorBody>>(params: GetWeb3AuthChallengeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWeb3AuthChallenge>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetWeb3AuthChallengeQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getWeb3AuthChallenge>>> = ({ signal }) => getWeb3AuthChallenge(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getWeb3AuthChallenge>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetWeb3AuthChallengeQueryResult = NonNullable<Awaited<ReturnType<typeof getWeb3AuthChallenge>>>
export type GetWeb3AuthChallengeQueryError = ErrorType<ErrorBody>


export function useGetWeb3AuthChallenge<TData = Awaited<ReturnType<typeof getWeb3AuthChallenge>>, TError = ErrorType<ErrorBody>>(
 params: GetWeb3AuthChallengeParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWeb3AuthChallenge>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWeb3AuthChallenge>>,
          TError,
          Awaited<ReturnType<typeof getWeb3AuthChallenge>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWeb3AuthChallenge<TData = Awaited<ReturnType<typeof getWeb3AuthChallenge>>, TError = ErrorType<ErrorBody>>(
 params: GetWeb3AuthChallengeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWeb3AuthChallenge>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWeb3AuthChallenge>>,
          TError,
          Awaited<ReturnType<typeof getWeb3AuthChallenge>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWeb3AuthChallenge<TData = Awaited<ReturnType<typeof getWeb3AuthChallenge>>, TError = ErrorType<ErrorBody>>(
 params: GetWeb3AuthChallengeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWeb3AuthChallenge>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a web3 sign-in challenge
 */

export function useGetWeb3AuthChallenge<TData = Awaited<ReturnType<typeof getWeb3AuthChallenge>>, TError = ErrorType<ErrorBody>>(
 params: GetWeb3AuthChallengeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWeb3AuthChallenge>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetWeb3AuthChallengeQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getLoginWithWeb3Url = () => {




  return `/v2/web3/auth/login`
}

/**
 * Signs in with a wallet linked in settings (security/web3) by sending the signed challenge. Assumption: the body is the address, wallet type, signed message and signature; the message must be the address's last challenge, unexpired and used once, and the signature must recover to the address; a wallet that is not linked is refused (422 on address); the answer is the login result.
 * @summary Log in with a web3 wallet
 */
export const loginWithWeb3 = async (authWeb3SignedRequest: AuthWeb3SignedRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthLoginResultResponse> => {

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
return httpClient<AuthLoginResultResponse>(getLoginWithWeb3Url(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authWeb3SignedRequest),
    schema: AuthLoginResultResponse
  }
);}





export const getLoginWithWeb3MutationKey = () => ['loginWithWeb3'] as const;

export const getLoginWithWeb3MutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof loginWithWeb3>>, TError,LoginWithWeb3MutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof loginWithWeb3>>, TError,LoginWithWeb3MutationVariables, TContext> => {

const mutationKey = getLoginWithWeb3MutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof loginWithWeb3>>, LoginWithWeb3MutationVariables> = (props) => {
          const {data} = props ?? {};

          return  loginWithWeb3(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type LoginWithWeb3MutationResult = NonNullable<Awaited<ReturnType<typeof loginWithWeb3>>>
    export type LoginWithWeb3MutationBody = BodyType<AuthWeb3SignedRequest>
    export type LoginWithWeb3MutationError = ErrorType<ErrorBody>
    export type LoginWithWeb3MutationVariables = {data: BodyType<AuthWeb3SignedRequest>}

    /**
 * @summary Log in with a web3 wallet
 */
export const useLoginWithWeb3 = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof loginWithWeb3>>, TError,LoginWithWeb3MutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof loginWithWeb3>>,
        TError,
        LoginWithWeb3MutationVariables,
        TContext
      > => {
      return useMutation(getLoginWithWeb3MutationOptions(options), queryClient);
    }
    export const getLoginWithThirdPartyUrl = () => {




  return `/v2/login/third-party`
}

/**
 * Third-party sign-in with the provider's identity token (section 7: third-party login (token, provider) returns consent, connection, passkeys, deviceVerify, userId, twoFa). consent leads to the registration consent page (POST /v2/connection/auth/consent), connection to linking the existing account (POST /v2/connection/auth/link). The token must have three dot-separated parts and an e-mail. Assumption: the spec does not show the path; POST /v2/login/third-party was chosen beside POST /v2/login (POST /v2/connection/auth may be related, unconfirmed).
 * @summary Log in with Google or Apple
 */
export const loginWithThirdParty = async (authThirdPartyLoginRequest: AuthThirdPartyLoginRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthLoginResultResponse> => {

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
return httpClient<AuthLoginResultResponse>(getLoginWithThirdPartyUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authThirdPartyLoginRequest),
    schema: AuthLoginResultResponse
  }
);}





export const getLoginWithThirdPartyMutationKey = () => ['loginWithThirdParty'] as const;

export const getLoginWithThirdPartyMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof loginWithThirdParty>>, TError,LoginWithThirdPartyMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof loginWithThirdParty>>, TError,LoginWithThirdPartyMutationVariables, TContext> => {

const mutationKey = getLoginWithThirdPartyMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof loginWithThirdParty>>, LoginWithThirdPartyMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  loginWithThirdParty(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type LoginWithThirdPartyMutationResult = NonNullable<Awaited<ReturnType<typeof loginWithThirdParty>>>
    export type LoginWithThirdPartyMutationBody = BodyType<AuthThirdPartyLoginRequest>
    export type LoginWithThirdPartyMutationError = ErrorType<ErrorBody>
    export type LoginWithThirdPartyMutationVariables = {data: BodyType<AuthThirdPartyLoginRequest>}

    /**
 * @summary Log in with Google or Apple
 */
export const useLoginWithThirdParty = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof loginWithThirdParty>>, TError,LoginWithThirdPartyMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof loginWithThirdParty>>,
        TError,
        LoginWithThirdPartyMutationVariables,
        TContext
      > => {
      return useMutation(getLoginWithThirdPartyMutationOptions(options), queryClient);
    }
    export const getStartThirdPartyConnectionUrl = () => {




  return `/v2/connection/auth`
}

/**
 * Assumption: the spec names the call only. Modelled as the start of a redirect-based third-party sign-in (where the provider's script cannot run, e.g. in the app's webview): the answer is the provider's authorization page and a state the client checks on return; the returned token then goes to third-party login.
 * @summary Start a third-party connection
 */
export const startThirdPartyConnection = async (authConnectionStartRequest: AuthConnectionStartRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthConnectionStartResponse> => {

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
return httpClient<AuthConnectionStartResponse>(getStartThirdPartyConnectionUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authConnectionStartRequest),
    schema: AuthConnectionStartResponse
  }
);}





export const getStartThirdPartyConnectionMutationKey = () => ['startThirdPartyConnection'] as const;

export const getStartThirdPartyConnectionMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof startThirdPartyConnection>>, TError,StartThirdPartyConnectionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof startThirdPartyConnection>>, TError,StartThirdPartyConnectionMutationVariables, TContext> => {

const mutationKey = getStartThirdPartyConnectionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof startThirdPartyConnection>>, StartThirdPartyConnectionMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  startThirdPartyConnection(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type StartThirdPartyConnectionMutationResult = NonNullable<Awaited<ReturnType<typeof startThirdPartyConnection>>>
    export type StartThirdPartyConnectionMutationBody = BodyType<AuthConnectionStartRequest>
    export type StartThirdPartyConnectionMutationError = ErrorType<ErrorBody>
    export type StartThirdPartyConnectionMutationVariables = {data: BodyType<AuthConnectionStartRequest>}

    /**
 * @summary Start a third-party connection
 */
export const useStartThirdPartyConnection = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof startThirdPartyConnection>>, TError,StartThirdPartyConnectionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof startThirdPartyConnection>>,
        TError,
        StartThirdPartyConnectionMutationVariables,
        TContext
      > => {
      return useMutation(getStartThirdPartyConnectionMutationOptions(options), queryClient);
    }
    export const getLinkThirdPartyAccountUrl = () => {




  return `/v2/connection/auth/link`
}

/**
 * Follows a third-party sign-in whose result had connection true: an account with the same e-mail exists and the third-party account is linked to it. Assumption: the account's password proves ownership; the answer is the login result (the second factor may still be needed).
 * @summary Link a third-party account to the existing account
 */
export const linkThirdPartyAccount = async (authConnectionLinkRequest: AuthConnectionLinkRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthLoginResultResponse> => {

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
return httpClient<AuthLoginResultResponse>(getLinkThirdPartyAccountUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authConnectionLinkRequest),
    schema: AuthLoginResultResponse
  }
);}





export const getLinkThirdPartyAccountMutationKey = () => ['linkThirdPartyAccount'] as const;

export const getLinkThirdPartyAccountMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof linkThirdPartyAccount>>, TError,LinkThirdPartyAccountMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof linkThirdPartyAccount>>, TError,LinkThirdPartyAccountMutationVariables, TContext> => {

const mutationKey = getLinkThirdPartyAccountMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof linkThirdPartyAccount>>, LinkThirdPartyAccountMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  linkThirdPartyAccount(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type LinkThirdPartyAccountMutationResult = NonNullable<Awaited<ReturnType<typeof linkThirdPartyAccount>>>
    export type LinkThirdPartyAccountMutationBody = BodyType<AuthConnectionLinkRequest>
    export type LinkThirdPartyAccountMutationError = ErrorType<ErrorBody>
    export type LinkThirdPartyAccountMutationVariables = {data: BodyType<AuthConnectionLinkRequest>}

    /**
 * @summary Link a third-party account to the existing account
 */
export const useLinkThirdPartyAccount = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof linkThirdPartyAccount>>, TError,LinkThirdPartyAccountMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof linkThirdPartyAccount>>,
        TError,
        LinkThirdPartyAccountMutationVariables,
        TContext
      > => {
      return useMutation(getLinkThirdPartyAccountMutationOptions(options), queryClient);
    }
    export const getAcceptThirdPartyRegistrationUrl = () => {




  return `/v2/connection/auth/consent`
}

/**
 * Follows a third-party sign-in whose result had consent true (page /auth/register/consent): the user accepts the region's consents and the account is created. Assumption: the body carries the token, provider, consents and the optional referral or affiliate code; the answer is the login result of the new account.
 * @summary Give the registration consent for a third-party sign-in
 */
export const acceptThirdPartyRegistration = async (authConnectionConsentRequest: AuthConnectionConsentRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthLoginResultResponse> => {

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
return httpClient<AuthLoginResultResponse>(getAcceptThirdPartyRegistrationUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authConnectionConsentRequest),
    schema: AuthLoginResultResponse
  }
);}





export const getAcceptThirdPartyRegistrationMutationKey = () => ['acceptThirdPartyRegistration'] as const;

export const getAcceptThirdPartyRegistrationMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof acceptThirdPartyRegistration>>, TError,AcceptThirdPartyRegistrationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof acceptThirdPartyRegistration>>, TError,AcceptThirdPartyRegistrationMutationVariables, TContext> => {

const mutationKey = getAcceptThirdPartyRegistrationMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof acceptThirdPartyRegistration>>, AcceptThirdPartyRegistrationMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  acceptThirdPartyRegistration(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type AcceptThirdPartyRegistrationMutationResult = NonNullable<Awaited<ReturnType<typeof acceptThirdPartyRegistration>>>
    export type AcceptThirdPartyRegistrationMutationBody = BodyType<AuthConnectionConsentRequest>
    export type AcceptThirdPartyRegistrationMutationError = ErrorType<ErrorBody>
    export type AcceptThirdPartyRegistrationMutationVariables = {data: BodyType<AuthConnectionConsentRequest>}

    /**
 * @summary Give the registration consent for a third-party sign-in
 */
export const useAcceptThirdPartyRegistration = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof acceptThirdPartyRegistration>>, TError,AcceptThirdPartyRegistrationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof acceptThirdPartyRegistration>>,
        TError,
        AcceptThirdPartyRegistrationMutationVariables,
        TContext
      > => {
      return useMutation(getAcceptThirdPartyRegistrationMutationOptions(options), queryClient);
    }
    export const getRegisterUrl = () => {




  return `/v2/register`
}

/**
 * Registers a new account by e-mail (or by phone on the lifecell registration pages) with the region's consents and an optional referral or affiliate code; a 6-digit code is then sent. Assumption: the answer is the pending registration (its id, used by the phone calls, and where the code went).
 * @summary Register
 */
export const register = async (authRegisterRequest: AuthRegisterRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthRegistrationResponse> => {

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
return httpClient<AuthRegistrationResponse>(getRegisterUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authRegisterRequest),
    schema: AuthRegistrationResponse
  }
);}





export const getRegisterMutationKey = () => ['register'] as const;

export const getRegisterMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof register>>, TError,RegisterMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof register>>, TError,RegisterMutationVariables, TContext> => {

const mutationKey = getRegisterMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof register>>, RegisterMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  register(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type RegisterMutationResult = NonNullable<Awaited<ReturnType<typeof register>>>
    export type RegisterMutationBody = BodyType<AuthRegisterRequest>
    export type RegisterMutationError = ErrorType<ErrorBody>
    export type RegisterMutationVariables = {data: BodyType<AuthRegisterRequest>}

    /**
 * @summary Register
 */
export const useRegister = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof register>>, TError,RegisterMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof register>>,
        TError,
        RegisterMutationVariables,
        TContext
      > => {
      return useMutation(getRegisterMutationOptions(options), queryClient);
    }
    export const getSendRegistrationCodeUrl = () => {




  return `/v2/register/code`
}

/**
 * Sends a new 6-digit registration code to the e-mail (section 7 body {email}). Assumption: the answer is the masked e-mail and the resend delay.
 * @summary Send a new registration code
 */
export const sendRegistrationCode = async (authEmailRequest: AuthEmailRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthCodeSentResponse> => {

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
return httpClient<AuthCodeSentResponse>(getSendRegistrationCodeUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authEmailRequest),
    schema: AuthCodeSentResponse
  }
);}





export const getSendRegistrationCodeMutationKey = () => ['sendRegistrationCode'] as const;

export const getSendRegistrationCodeMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sendRegistrationCode>>, TError,SendRegistrationCodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof sendRegistrationCode>>, TError,SendRegistrationCodeMutationVariables, TContext> => {

const mutationKey = getSendRegistrationCodeMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof sendRegistrationCode>>, SendRegistrationCodeMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  sendRegistrationCode(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SendRegistrationCodeMutationResult = NonNullable<Awaited<ReturnType<typeof sendRegistrationCode>>>
    export type SendRegistrationCodeMutationBody = BodyType<AuthEmailRequest>
    export type SendRegistrationCodeMutationError = ErrorType<ErrorBody>
    export type SendRegistrationCodeMutationVariables = {data: BodyType<AuthEmailRequest>}

    /**
 * @summary Send a new registration code
 */
export const useSendRegistrationCode = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sendRegistrationCode>>, TError,SendRegistrationCodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof sendRegistrationCode>>,
        TError,
        SendRegistrationCodeMutationVariables,
        TContext
      > => {
      return useMutation(getSendRegistrationCodeMutationOptions(options), queryClient);
    }
    export const getConfirmRegistrationUrl = () => {




  return `/v2/register/confirmation`
}

/**
 * Confirms an e-mail registration with the 6-digit code. Assumption: the body is {email, code, utm_campaign}; the account is created and signed in, and the answer is the login result.
 * @summary Confirm a registration with the e-mailed code
 */
export const confirmRegistration = async (authRegisterConfirmationRequest: AuthRegisterConfirmationRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthLoginResultResponse> => {

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
return httpClient<AuthLoginResultResponse>(getConfirmRegistrationUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authRegisterConfirmationRequest),
    schema: AuthLoginResultResponse
  }
);}





export const getConfirmRegistrationMutationKey = () => ['confirmRegistration'] as const;

export const getConfirmRegistrationMutationOptions = <TError = ErrorType<ErrorBody | AuthCodeErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof confirmRegistration>>, TError,ConfirmRegistrationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof confirmRegistration>>, TError,ConfirmRegistrationMutationVariables, TContext> => {

const mutationKey = getConfirmRegistrationMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof confirmRegistration>>, ConfirmRegistrationMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  confirmRegistration(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ConfirmRegistrationMutationResult = NonNullable<Awaited<ReturnType<typeof confirmRegistration>>>
    export type ConfirmRegistrationMutationBody = BodyType<AuthRegisterConfirmationRequest>
    export type ConfirmRegistrationMutationError = ErrorType<ErrorBody | AuthCodeErrorBody>
    export type ConfirmRegistrationMutationVariables = {data: BodyType<AuthRegisterConfirmationRequest>}

    /**
 * @summary Confirm a registration with the e-mailed code
 */
export const useConfirmRegistration = <TError = ErrorType<ErrorBody | AuthCodeErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof confirmRegistration>>, TError,ConfirmRegistrationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof confirmRegistration>>,
        TError,
        ConfirmRegistrationMutationVariables,
        TContext
      > => {
      return useMutation(getConfirmRegistrationMutationOptions(options), queryClient);
    }
    export const getConfirmRegistrationByLinkUrl = (code: string,) => {




  return `/v2/register/confirmation/${encodeURIComponent(String(code))}`
}

/**
 * Confirms a registration from the link in the e-mail; the link's code is in the path. Assumption: no body; the account is signed in and the answer is the login result.
 * @summary Confirm a registration by its e-mailed link
 */
export const confirmRegistrationByLink = async (code: string, options?: Parameters<typeof httpClient>[1]): Promise<AuthLoginResultResponse> => {

  return httpClient<AuthLoginResultResponse>(getConfirmRegistrationByLinkUrl(code),
  {
    ...options,
    method: 'POST'

    ,
    schema: AuthLoginResultResponse
  }
);}





export const getConfirmRegistrationByLinkMutationKey = () => ['confirmRegistrationByLink'] as const;

export const getConfirmRegistrationByLinkMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof confirmRegistrationByLink>>, TError,ConfirmRegistrationByLinkMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof confirmRegistrationByLink>>, TError,ConfirmRegistrationByLinkMutationVariables, TContext> => {

const mutationKey = getConfirmRegistrationByLinkMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof confirmRegistrationByLink>>, ConfirmRegistrationByLinkMutationVariables> = (props) => {
          const {code} = props ?? {};

          return  confirmRegistrationByLink(code,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ConfirmRegistrationByLinkMutationResult = NonNullable<Awaited<ReturnType<typeof confirmRegistrationByLink>>>

    export type ConfirmRegistrationByLinkMutationError = ErrorType<ErrorBody>
    export type ConfirmRegistrationByLinkMutationVariables = {code: string}

    /**
 * @summary Confirm a registration by its e-mailed link
 */
export const useConfirmRegistrationByLink = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof confirmRegistrationByLink>>, TError,ConfirmRegistrationByLinkMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof confirmRegistrationByLink>>,
        TError,
        ConfirmRegistrationByLinkMutationVariables,
        TContext
      > => {
      return useMutation(getConfirmRegistrationByLinkMutationOptions(options), queryClient);
    }
    export const getSendPhoneRegistrationCodeUrl = () => {




  return `/v2/register/phone/code`
}

/**
 * Sends a new 6-digit code by SMS for a phone registration (section 7 body {id}). Assumption: the answer is the masked phone and the resend delay.
 * @summary Send a new phone registration code
 */
export const sendPhoneRegistrationCode = async (authPhoneCodeRequest: AuthPhoneCodeRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthCodeSentResponse> => {

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
return httpClient<AuthCodeSentResponse>(getSendPhoneRegistrationCodeUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authPhoneCodeRequest),
    schema: AuthCodeSentResponse
  }
);}





export const getSendPhoneRegistrationCodeMutationKey = () => ['sendPhoneRegistrationCode'] as const;

export const getSendPhoneRegistrationCodeMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sendPhoneRegistrationCode>>, TError,SendPhoneRegistrationCodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof sendPhoneRegistrationCode>>, TError,SendPhoneRegistrationCodeMutationVariables, TContext> => {

const mutationKey = getSendPhoneRegistrationCodeMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof sendPhoneRegistrationCode>>, SendPhoneRegistrationCodeMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  sendPhoneRegistrationCode(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SendPhoneRegistrationCodeMutationResult = NonNullable<Awaited<ReturnType<typeof sendPhoneRegistrationCode>>>
    export type SendPhoneRegistrationCodeMutationBody = BodyType<AuthPhoneCodeRequest>
    export type SendPhoneRegistrationCodeMutationError = ErrorType<ErrorBody>
    export type SendPhoneRegistrationCodeMutationVariables = {data: BodyType<AuthPhoneCodeRequest>}

    /**
 * @summary Send a new phone registration code
 */
export const useSendPhoneRegistrationCode = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sendPhoneRegistrationCode>>, TError,SendPhoneRegistrationCodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof sendPhoneRegistrationCode>>,
        TError,
        SendPhoneRegistrationCodeMutationVariables,
        TContext
      > => {
      return useMutation(getSendPhoneRegistrationCodeMutationOptions(options), queryClient);
    }
    export const getConfirmPhoneRegistrationUrl = () => {




  return `/v2/register/phone/confirmation`
}

/**
 * Confirms a phone registration with the SMS code (section 7 body {id, code, utm_campaign}; page /auth/register-lifecell/confirmation). Assumption: the account is signed in and the answer is the login result.
 * @summary Confirm a phone registration
 */
export const confirmPhoneRegistration = async (authPhoneConfirmationRequest: AuthPhoneConfirmationRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthLoginResultResponse> => {

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
return httpClient<AuthLoginResultResponse>(getConfirmPhoneRegistrationUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authPhoneConfirmationRequest),
    schema: AuthLoginResultResponse
  }
);}





export const getConfirmPhoneRegistrationMutationKey = () => ['confirmPhoneRegistration'] as const;

export const getConfirmPhoneRegistrationMutationOptions = <TError = ErrorType<ErrorBody | AuthCodeErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof confirmPhoneRegistration>>, TError,ConfirmPhoneRegistrationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof confirmPhoneRegistration>>, TError,ConfirmPhoneRegistrationMutationVariables, TContext> => {

const mutationKey = getConfirmPhoneRegistrationMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof confirmPhoneRegistration>>, ConfirmPhoneRegistrationMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  confirmPhoneRegistration(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ConfirmPhoneRegistrationMutationResult = NonNullable<Awaited<ReturnType<typeof confirmPhoneRegistration>>>
    export type ConfirmPhoneRegistrationMutationBody = BodyType<AuthPhoneConfirmationRequest>
    export type ConfirmPhoneRegistrationMutationError = ErrorType<ErrorBody | AuthCodeErrorBody>
    export type ConfirmPhoneRegistrationMutationVariables = {data: BodyType<AuthPhoneConfirmationRequest>}

    /**
 * @summary Confirm a phone registration
 */
export const useConfirmPhoneRegistration = <TError = ErrorType<ErrorBody | AuthCodeErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof confirmPhoneRegistration>>, TError,ConfirmPhoneRegistrationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof confirmPhoneRegistration>>,
        TError,
        ConfirmPhoneRegistrationMutationVariables,
        TContext
      > => {
      return useMutation(getConfirmPhoneRegistrationMutationOptions(options), queryClient);
    }
    export const getValidateReferralCodeUrl = (params: ValidateReferralCodeParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/validate-referral-code?${stringifiedParams}` : `/v2/validate-referral-code`
}

/**
 * Checks a referral code before registration (section 5: referral codes are checked by a server validation call). Assumption: the answer says whether it is valid and, if not, why.
 * @summary Validate a referral code
 */
export const validateReferralCode = async (params: ValidateReferralCodeParams, options?: Parameters<typeof httpClient>[1]): Promise<AuthCodeValidityResponse> => {

  return httpClient<AuthCodeValidityResponse>(getValidateReferralCodeUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: AuthCodeValidityResponse
  }
);}





export const getValidateReferralCodeQueryKey = (params?: ValidateReferralCodeParams,) => {
    return [
    `/v2/validate-referral-code`, ...(params ? [params] : [])
    ] as const;
    }


export const getValidateReferralCodeQueryOptions = <TData = Awaited<ReturnType<typeof validateReferralCode>>, TError = ErrorType<ErrorBody>>(params: ValidateReferralCodeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof validateReferralCode>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getValidateReferralCodeQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof validateReferralCode>>> = ({ signal }) => validateReferralCode(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof validateReferralCode>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ValidateReferralCodeQueryResult = NonNullable<Awaited<ReturnType<typeof validateReferralCode>>>
export type ValidateReferralCodeQueryError = ErrorType<ErrorBody>


export function useValidateReferralCode<TData = Awaited<ReturnType<typeof validateReferralCode>>, TError = ErrorType<ErrorBody>>(
 params: ValidateReferralCodeParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof validateReferralCode>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof validateReferralCode>>,
          TError,
          Awaited<ReturnType<typeof validateReferralCode>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useValidateReferralCode<TData = Awaited<ReturnType<typeof validateReferralCode>>, TError = ErrorType<ErrorBody>>(
 params: ValidateReferralCodeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof validateReferralCode>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof validateReferralCode>>,
          TError,
          Awaited<ReturnType<typeof validateReferralCode>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useValidateReferralCode<TData = Awaited<ReturnType<typeof validateReferralCode>>, TError = ErrorType<ErrorBody>>(
 params: ValidateReferralCodeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof validateReferralCode>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Validate a referral code
 */

export function useValidateReferralCode<TData = Awaited<ReturnType<typeof validateReferralCode>>, TError = ErrorType<ErrorBody>>(
 params: ValidateReferralCodeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof validateReferralCode>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getValidateReferralCodeQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getValidateAffiliateCodeUrl = (params: ValidateAffiliateCodeParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/validate-affiliate-code?${stringifiedParams}` : `/v2/validate-affiliate-code`
}

/**
 * Checks an affiliate code before registration (section 5: affiliate codes are checked by a server validation call; the affiliate cookie lasts 7 days). Assumption: the answer says whether it is valid and, if not, why.
 * @summary Validate an affiliate code
 */
export const validateAffiliateCode = async (params: ValidateAffiliateCodeParams, options?: Parameters<typeof httpClient>[1]): Promise<AuthCodeValidityResponse> => {

  return httpClient<AuthCodeValidityResponse>(getValidateAffiliateCodeUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: AuthCodeValidityResponse
  }
);}





export const getValidateAffiliateCodeQueryKey = (params?: ValidateAffiliateCodeParams,) => {
    return [
    `/v2/validate-affiliate-code`, ...(params ? [params] : [])
    ] as const;
    }


export const getValidateAffiliateCodeQueryOptions = <TData = Awaited<ReturnType<typeof validateAffiliateCode>>, TError = ErrorType<ErrorBody>>(params: ValidateAffiliateCodeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof validateAffiliateCode>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getValidateAffiliateCodeQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof validateAffiliateCode>>> = ({ signal }) => validateAffiliateCode(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof validateAffiliateCode>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ValidateAffiliateCodeQueryResult = NonNullable<Awaited<ReturnType<typeof validateAffiliateCode>>>
export type ValidateAffiliateCodeQueryError = ErrorType<ErrorBody>


export function useValidateAffiliateCode<TData = Awaited<ReturnType<typeof validateAffiliateCode>>, TError = ErrorType<ErrorBody>>(
 params: ValidateAffiliateCodeParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof validateAffiliateCode>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof validateAffiliateCode>>,
          TError,
          Awaited<ReturnType<typeof validateAffiliateCode>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useValidateAffiliateCode<TData = Awaited<ReturnType<typeof validateAffiliateCode>>, TError = ErrorType<ErrorBody>>(
 params: ValidateAffiliateCodeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof validateAffiliateCode>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof validateAffiliateCode>>,
          TError,
          Awaited<ReturnType<typeof validateAffiliateCode>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useValidateAffiliateCode<TData = Awaited<ReturnType<typeof validateAffiliateCode>>, TError = ErrorType<ErrorBody>>(
 params: ValidateAffiliateCodeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof validateAffiliateCode>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Validate an affiliate code
 */

export function useValidateAffiliateCode<TData = Awaited<ReturnType<typeof validateAffiliateCode>>, TError = ErrorType<ErrorBody>>(
 params: ValidateAffiliateCodeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof validateAffiliateCode>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getValidateAffiliateCodeQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getSendPasswordResetEmailUrl = () => {




  return `/v2/password/email`
}

/**
 * E-mails a password reset link (page /auth/forgot-password, then /auth/forgot-password/info). The link's token is kept for 5 minutes in the reset-token cookie. Assumption: the body is {email} with the captcha answer; the answer is a message to show, the same whether or not the e-mail has an account.
 * @summary Send a password reset link
 */
export const sendPasswordResetEmail = async (authEmailRequest: AuthEmailRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthMessageResponse> => {

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
return httpClient<AuthMessageResponse>(getSendPasswordResetEmailUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authEmailRequest),
    schema: AuthMessageResponse
  }
);}





export const getSendPasswordResetEmailMutationKey = () => ['sendPasswordResetEmail'] as const;

export const getSendPasswordResetEmailMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sendPasswordResetEmail>>, TError,SendPasswordResetEmailMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof sendPasswordResetEmail>>, TError,SendPasswordResetEmailMutationVariables, TContext> => {

const mutationKey = getSendPasswordResetEmailMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof sendPasswordResetEmail>>, SendPasswordResetEmailMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  sendPasswordResetEmail(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SendPasswordResetEmailMutationResult = NonNullable<Awaited<ReturnType<typeof sendPasswordResetEmail>>>
    export type SendPasswordResetEmailMutationBody = BodyType<AuthEmailRequest>
    export type SendPasswordResetEmailMutationError = ErrorType<ErrorBody>
    export type SendPasswordResetEmailMutationVariables = {data: BodyType<AuthEmailRequest>}

    /**
 * @summary Send a password reset link
 */
export const useSendPasswordResetEmail = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sendPasswordResetEmail>>, TError,SendPasswordResetEmailMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof sendPasswordResetEmail>>,
        TError,
        SendPasswordResetEmailMutationVariables,
        TContext
      > => {
      return useMutation(getSendPasswordResetEmailMutationOptions(options), queryClient);
    }
    export const getResetPasswordUrl = () => {




  return `/v2/password/reset`
}

/**
 * Sets a new password with the token of the reset link (page /auth/reset-password; the token comes from the reset-token cookie). Assumption: the body follows the usual password-reset form; the answer is a message to show.
 * @summary Reset the password
 */
export const resetPassword = async (authPasswordResetRequest: AuthPasswordResetRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthMessageResponse> => {

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
return httpClient<AuthMessageResponse>(getResetPasswordUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authPasswordResetRequest),
    schema: AuthMessageResponse
  }
);}





export const getResetPasswordMutationKey = () => ['resetPassword'] as const;

export const getResetPasswordMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resetPassword>>, TError,ResetPasswordMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof resetPassword>>, TError,ResetPasswordMutationVariables, TContext> => {

const mutationKey = getResetPasswordMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof resetPassword>>, ResetPasswordMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  resetPassword(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ResetPasswordMutationResult = NonNullable<Awaited<ReturnType<typeof resetPassword>>>
    export type ResetPasswordMutationBody = BodyType<AuthPasswordResetRequest>
    export type ResetPasswordMutationError = ErrorType<ErrorBody>
    export type ResetPasswordMutationVariables = {data: BodyType<AuthPasswordResetRequest>}

    /**
 * @summary Reset the password
 */
export const useResetPassword = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resetPassword>>, TError,ResetPasswordMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof resetPassword>>,
        TError,
        ResetPasswordMutationVariables,
        TContext
      > => {
      return useMutation(getResetPasswordMutationOptions(options), queryClient);
    }
    export const getGetGeetestChallengeUrl = (params: GetGeetestChallengeParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/geetest?${stringifiedParams}` : `/v2/geetest`
}

/**
 * The Captcha challenge (section 3: gt, challenge, success, new_captcha) for the Geetest provider, asked for when a captcha-protected button needs a challenge (also after a low captcha score). The spec says the captcha challenge call's path is not shown and lists GET /v2/geetest?t; this is taken to be that call. Assumption: `t` is a cache buster (the client's clock in milliseconds).
 * @summary Get a Geetest captcha challenge
 */
export const getGeetestChallenge = async (params: GetGeetestChallengeParams, options?: Parameters<typeof httpClient>[1]): Promise<AuthGeetestChallengeResponse> => {

  return httpClient<AuthGeetestChallengeResponse>(getGetGeetestChallengeUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: AuthGeetestChallengeResponse
  }
);}





export const getGetGeetestChallengeQueryKey = (params?: GetGeetestChallengeParams,) => {
    return [
    `/v2/geetest`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetGeetestChallengeQueryOptions = <TData = Awaited<ReturnType<typeof getGeetestChallenge>>, TError = ErrorType<ErrorBody>>(params: GetGeetestChallengeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGeetestChallenge>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetGeetestChallengeQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getGeetestChallenge>>> = ({ signal }) => getGeetestChallenge(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getGeetestChallenge>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetGeetestChallengeQueryResult = NonNullable<Awaited<ReturnType<typeof getGeetestChallenge>>>
export type GetGeetestChallengeQueryError = ErrorType<ErrorBody>


export function useGetGeetestChallenge<TData = Awaited<ReturnType<typeof getGeetestChallenge>>, TError = ErrorType<ErrorBody>>(
 params: GetGeetestChallengeParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGeetestChallenge>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getGeetestChallenge>>,
          TError,
          Awaited<ReturnType<typeof getGeetestChallenge>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetGeetestChallenge<TData = Awaited<ReturnType<typeof getGeetestChallenge>>, TError = ErrorType<ErrorBody>>(
 params: GetGeetestChallengeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGeetestChallenge>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getGeetestChallenge>>,
          TError,
          Awaited<ReturnType<typeof getGeetestChallenge>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetGeetestChallenge<TData = Awaited<ReturnType<typeof getGeetestChallenge>>, TError = ErrorType<ErrorBody>>(
 params: GetGeetestChallengeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGeetestChallenge>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a Geetest captcha challenge
 */

export function useGetGeetestChallenge<TData = Awaited<ReturnType<typeof getGeetestChallenge>>, TError = ErrorType<ErrorBody>>(
 params: GetGeetestChallengeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGeetestChallenge>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetGeetestChallengeQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGenerateOauthUserTokenUrl = () => {




  return `/v2/oauth2/jwt/generate/user_token`
}

/**
 * Generates a signed token of the logged-in user for an OAuth client (pages that need clientId or client_id require login). Assumption: the body names the client; the answer is the token and its expiry.
 * @summary Generate a user token for an OAuth client
 */
export const generateOauthUserToken = async (authOauthUserTokenRequest: AuthOauthUserTokenRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthTokenResponse> => {

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
return httpClient<AuthTokenResponse>(getGenerateOauthUserTokenUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authOauthUserTokenRequest),
    schema: AuthTokenResponse
  }
);}





export const getGenerateOauthUserTokenMutationKey = () => ['generateOauthUserToken'] as const;

export const getGenerateOauthUserTokenMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof generateOauthUserToken>>, TError,GenerateOauthUserTokenMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof generateOauthUserToken>>, TError,GenerateOauthUserTokenMutationVariables, TContext> => {

const mutationKey = getGenerateOauthUserTokenMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof generateOauthUserToken>>, GenerateOauthUserTokenMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  generateOauthUserToken(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type GenerateOauthUserTokenMutationResult = NonNullable<Awaited<ReturnType<typeof generateOauthUserToken>>>
    export type GenerateOauthUserTokenMutationBody = BodyType<AuthOauthUserTokenRequest>
    export type GenerateOauthUserTokenMutationError = ErrorType<ErrorBody>
    export type GenerateOauthUserTokenMutationVariables = {data: BodyType<AuthOauthUserTokenRequest>}

    /**
 * @summary Generate a user token for an OAuth client
 */
export const useGenerateOauthUserToken = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof generateOauthUserToken>>, TError,GenerateOauthUserTokenMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof generateOauthUserToken>>,
        TError,
        GenerateOauthUserTokenMutationVariables,
        TContext
      > => {
      return useMutation(getGenerateOauthUserTokenMutationOptions(options), queryClient);
    }
    export const getLoginToSupportCenterUrl = () => {




  return `/v2/zendesk/sso/login`
}

/**
 * The support single sign-on (section 4: a brand_id query triggers a support single-sign-on call and a redirect). Assumption: modelled on a JWT single sign-on: the body names the brand and the page to return to, the answer is the support centre's sign-in endpoint and the JWT the client posts to it.
 * @summary Sign in to the support centre
 */
export const loginToSupportCenter = async (authSupportSsoRequest?: AuthSupportSsoRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthSupportSsoResponse> => {

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
return httpClient<AuthSupportSsoResponse>(getLoginToSupportCenterUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authSupportSsoRequest),
    schema: AuthSupportSsoResponse
  }
);}





export const getLoginToSupportCenterMutationKey = () => ['loginToSupportCenter'] as const;

export const getLoginToSupportCenterMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof loginToSupportCenter>>, TError,LoginToSupportCenterMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof loginToSupportCenter>>, TError,LoginToSupportCenterMutationVariables, TContext> => {

const mutationKey = getLoginToSupportCenterMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof loginToSupportCenter>>, LoginToSupportCenterMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  loginToSupportCenter(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type LoginToSupportCenterMutationResult = NonNullable<Awaited<ReturnType<typeof loginToSupportCenter>>>
    export type LoginToSupportCenterMutationBody = BodyType<AuthSupportSsoRequest> | undefined
    export type LoginToSupportCenterMutationError = ErrorType<ErrorBody>
    export type LoginToSupportCenterMutationVariables = {data?: BodyType<AuthSupportSsoRequest>}

    /**
 * @summary Sign in to the support centre
 */
export const useLoginToSupportCenter = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof loginToSupportCenter>>, TError,LoginToSupportCenterMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof loginToSupportCenter>>,
        TError,
        LoginToSupportCenterMutationVariables,
        TContext
      > => {
      return useMutation(getLoginToSupportCenterMutationOptions(options), queryClient);
    }
    export const getGetSupportBrandRedirectUrl = (params: GetSupportBrandRedirectParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/zendesk/sso/redirect?${stringifiedParams}` : `/v2/zendesk/sso/redirect`
}

/**
 * The brand redirect lookup of section 7 (returns redirectUrl): when a page opens with a brand_id query, the client asks where that support brand lives and goes there, through the support single sign-on (POST /v2/zendesk/sso/login) when the user is logged in. Assumption: the spec does not show the path; GET /v2/zendesk/sso/redirect?brand_id was chosen beside the single sign-on call, open to guests.
 * @summary Look up the support brand redirect
 */
export const getSupportBrandRedirect = async (params: GetSupportBrandRedirectParams, options?: Parameters<typeof httpClient>[1]): Promise<AuthRedirectResponse> => {

  return httpClient<AuthRedirectResponse>(getGetSupportBrandRedirectUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: AuthRedirectResponse
  }
);}





export const getGetSupportBrandRedirectQueryKey = (params?: GetSupportBrandRedirectParams,) => {
    return [
    `/v2/zendesk/sso/redirect`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetSupportBrandRedirectQueryOptions = <TData = Awaited<ReturnType<typeof getSupportBrandRedirect>>, TError = ErrorType<ErrorBody>>(params: GetSupportBrandRedirectParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSupportBrandRedirect>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetSupportBrandRedirectQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getSupportBrandRedirect>>> = ({ signal }) => getSupportBrandRedirect(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getSupportBrandRedirect>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetSupportBrandRedirectQueryResult = NonNullable<Awaited<ReturnType<typeof getSupportBrandRedirect>>>
export type GetSupportBrandRedirectQueryError = ErrorType<ErrorBody>


export function useGetSupportBrandRedirect<TData = Awaited<ReturnType<typeof getSupportBrandRedirect>>, TError = ErrorType<ErrorBody>>(
 params: GetSupportBrandRedirectParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSupportBrandRedirect>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSupportBrandRedirect>>,
          TError,
          Awaited<ReturnType<typeof getSupportBrandRedirect>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSupportBrandRedirect<TData = Awaited<ReturnType<typeof getSupportBrandRedirect>>, TError = ErrorType<ErrorBody>>(
 params: GetSupportBrandRedirectParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSupportBrandRedirect>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSupportBrandRedirect>>,
          TError,
          Awaited<ReturnType<typeof getSupportBrandRedirect>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSupportBrandRedirect<TData = Awaited<ReturnType<typeof getSupportBrandRedirect>>, TError = ErrorType<ErrorBody>>(
 params: GetSupportBrandRedirectParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSupportBrandRedirect>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Look up the support brand redirect
 */

export function useGetSupportBrandRedirect<TData = Awaited<ReturnType<typeof getSupportBrandRedirect>>, TError = ErrorType<ErrorBody>>(
 params: GetSupportBrandRedirectParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSupportBrandRedirect>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetSupportBrandRedirectQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGenerateSupportWidgetTokenUrl = () => {




  return `/v2/zendesk/jwt/generate`
}

/**
 * The token that identifies the logged-in user to the support chat widget (loaded on first click, or automatically if opened before). The spec says the support-widget token call's path is not shown and lists this call; this is taken to be that call. Assumption: no body; the answer is the JWT and its expiry.
 * @summary Generate the support-widget token
 */
export const generateSupportWidgetToken = async ( options?: Parameters<typeof httpClient>[1]): Promise<AuthTokenResponse> => {

  return httpClient<AuthTokenResponse>(getGenerateSupportWidgetTokenUrl(),
  {
    ...options,
    method: 'POST'

    ,
    schema: AuthTokenResponse
  }
);}





export const getGenerateSupportWidgetTokenMutationKey = () => ['generateSupportWidgetToken'] as const;

export const getGenerateSupportWidgetTokenMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof generateSupportWidgetToken>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof generateSupportWidgetToken>>, TError,void, TContext> => {

const mutationKey = getGenerateSupportWidgetTokenMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof generateSupportWidgetToken>>, void> = () => {


          return  generateSupportWidgetToken(requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type GenerateSupportWidgetTokenMutationResult = NonNullable<Awaited<ReturnType<typeof generateSupportWidgetToken>>>

    export type GenerateSupportWidgetTokenMutationError = ErrorType<ErrorBody>


    /**
 * @summary Generate the support-widget token
 */
export const useGenerateSupportWidgetToken = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof generateSupportWidgetToken>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof generateSupportWidgetToken>>,
        TError,
        void,
        TContext
      > => {
      return useMutation(getGenerateSupportWidgetTokenMutationOptions(options), queryClient);
    }
    export const getGetOauthClientScopesUrl = (id: string,) => {




  return `/oauth2/client/scopes/${encodeURIComponent(String(id))}`
}

/**
 * The application and the scopes it asks for, shown on the consent page (/auth/scopes). The path has no /v2 prefix and the call sends an Authorization header. Assumption: the header carries the bearer token of the authorization request (not modelled as a security scheme: it is specific to this call); the answer is the client and its scopes.
 * @summary Get an OAuth client's scopes
 */
export const getOauthClientScopes = async (id: string, options?: Parameters<typeof httpClient>[1]): Promise<AuthOauthClientScopesResponse> => {

  return httpClient<AuthOauthClientScopesResponse>(getGetOauthClientScopesUrl(id),
  {
    ...options,
    method: 'GET'

    ,
    schema: AuthOauthClientScopesResponse
  }
);}





export const getGetOauthClientScopesQueryKey = (id: string,) => {
    return [
    `/oauth2/client/scopes/${id}`
    ] as const;
    }


export const getGetOauthClientScopesQueryOptions = <TData = Awaited<ReturnType<typeof getOauthClientScopes>>, TError = ErrorType<ErrorBody>>(id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getOauthClientScopes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetOauthClientScopesQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getOauthClientScopes>>> = ({ signal }) => getOauthClientScopes(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getOauthClientScopes>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetOauthClientScopesQueryResult = NonNullable<Awaited<ReturnType<typeof getOauthClientScopes>>>
export type GetOauthClientScopesQueryError = ErrorType<ErrorBody>


export function useGetOauthClientScopes<TData = Awaited<ReturnType<typeof getOauthClientScopes>>, TError = ErrorType<ErrorBody>>(
 id: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getOauthClientScopes>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getOauthClientScopes>>,
          TError,
          Awaited<ReturnType<typeof getOauthClientScopes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetOauthClientScopes<TData = Awaited<ReturnType<typeof getOauthClientScopes>>, TError = ErrorType<ErrorBody>>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getOauthClientScopes>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getOauthClientScopes>>,
          TError,
          Awaited<ReturnType<typeof getOauthClientScopes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetOauthClientScopes<TData = Awaited<ReturnType<typeof getOauthClientScopes>>, TError = ErrorType<ErrorBody>>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getOauthClientScopes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get an OAuth client's scopes
 */

export function useGetOauthClientScopes<TData = Awaited<ReturnType<typeof getOauthClientScopes>>, TError = ErrorType<ErrorBody>>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getOauthClientScopes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetOauthClientScopesQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getNotifyOauthClientLogoutUrl = (id: string,) => {




  return `/oauth2/client/${encodeURIComponent(String(id))}/user/logout/notify`
}

/**
 * Tells an OAuth client that the user logged out. The path has no /v2 prefix. Assumption: nothing is returned (204); guests may call it, so a missing session does not send anyone to the login page.
 * @summary Notify an OAuth client of the logout
 */
export const notifyOauthClientLogout = async (id: string, options?: Parameters<typeof httpClient>[1]): Promise<void> => {

  return httpClient<void>(getNotifyOauthClientLogoutUrl(id),
  {
    ...options,
    method: 'GET'


  }
);}





export const getNotifyOauthClientLogoutQueryKey = (id: string,) => {
    return [
    `/oauth2/client/${id}/user/logout/notify`
    ] as const;
    }


export const getNotifyOauthClientLogoutQueryOptions = <TData = Awaited<ReturnType<typeof notifyOauthClientLogout>>, TError = ErrorType<ErrorBody>>(id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof notifyOauthClientLogout>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getNotifyOauthClientLogoutQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof notifyOauthClientLogout>>> = ({ signal }) => notifyOauthClientLogout(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof notifyOauthClientLogout>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type NotifyOauthClientLogoutQueryResult = NonNullable<Awaited<ReturnType<typeof notifyOauthClientLogout>>>
export type NotifyOauthClientLogoutQueryError = ErrorType<ErrorBody>


export function useNotifyOauthClientLogout<TData = Awaited<ReturnType<typeof notifyOauthClientLogout>>, TError = ErrorType<ErrorBody>>(
 id: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof notifyOauthClientLogout>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof notifyOauthClientLogout>>,
          TError,
          Awaited<ReturnType<typeof notifyOauthClientLogout>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useNotifyOauthClientLogout<TData = Awaited<ReturnType<typeof notifyOauthClientLogout>>, TError = ErrorType<ErrorBody>>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof notifyOauthClientLogout>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof notifyOauthClientLogout>>,
          TError,
          Awaited<ReturnType<typeof notifyOauthClientLogout>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useNotifyOauthClientLogout<TData = Awaited<ReturnType<typeof notifyOauthClientLogout>>, TError = ErrorType<ErrorBody>>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof notifyOauthClientLogout>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Notify an OAuth client of the logout
 */

export function useNotifyOauthClientLogout<TData = Awaited<ReturnType<typeof notifyOauthClientLogout>>, TError = ErrorType<ErrorBody>>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof notifyOauthClientLogout>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getNotifyOauthClientLogoutQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getAuthorizeOauthClientUrl = () => {




  return `/oauth2/authorize`
}

/**
 * The user's answer on the consent page. The path has no /v2 prefix. Assumption: modelled on the OAuth 2.0 authorization code grant; the answer is the client's redirect URI with the code (or the denial) and the state. A consent page opened from the published WhiteBIT OAuth link (clientId and state only) sends no redirect_uri or scope: the client's registered redirect URI and scopes apply.
 * @summary Authorize an OAuth client
 */
export const authorizeOauthClient = async (authOauthAuthorizeRequest: AuthOauthAuthorizeRequest, options?: Parameters<typeof httpClient>[1]): Promise<AuthRedirectResponse> => {

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
return httpClient<AuthRedirectResponse>(getAuthorizeOauthClientUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(authOauthAuthorizeRequest),
    schema: AuthRedirectResponse
  }
);}





export const getAuthorizeOauthClientMutationKey = () => ['authorizeOauthClient'] as const;

export const getAuthorizeOauthClientMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof authorizeOauthClient>>, TError,AuthorizeOauthClientMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof authorizeOauthClient>>, TError,AuthorizeOauthClientMutationVariables, TContext> => {

const mutationKey = getAuthorizeOauthClientMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof authorizeOauthClient>>, AuthorizeOauthClientMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  authorizeOauthClient(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type AuthorizeOauthClientMutationResult = NonNullable<Awaited<ReturnType<typeof authorizeOauthClient>>>
    export type AuthorizeOauthClientMutationBody = BodyType<AuthOauthAuthorizeRequest>
    export type AuthorizeOauthClientMutationError = ErrorType<ErrorBody>
    export type AuthorizeOauthClientMutationVariables = {data: BodyType<AuthOauthAuthorizeRequest>}

    /**
 * @summary Authorize an OAuth client
 */
export const useAuthorizeOauthClient = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof authorizeOauthClient>>, TError,AuthorizeOauthClientMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof authorizeOauthClient>>,
        TError,
        AuthorizeOauthClientMutationVariables,
        TContext
      > => {
      return useMutation(getAuthorizeOauthClientMutationOptions(options), queryClient);
    }
