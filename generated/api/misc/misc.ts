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
  BonusCenterItemResponse,
  BonusCenterResponse,
  ChannelCredentialsResponse,
  CommunicationLanguagesResponse,
  SystemPageResponse,
  TaxLoginResponse,
  VipProgramResponse
} from '../model';
import type {
  ErrorBody,
  LocaleCode
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

export const getGetChannelCredentialsUrl = () => {




  return `/v2/profile/get-channel-credentials`
}

/**
 * Assumption: the spec names the call only. Modelled as the credentials of the user's private push channel, over which the account socket events of section 4 arrive (balanceUpdate, flexPlanInvestment, investment, benefitLevelUpdate, kycRestrictionEvent): a connection token, the personal channel name and when the token expires.
 * @summary Get the account channel credentials
 */
export const getChannelCredentials = async ( options?: Parameters<typeof httpClient>[1]): Promise<ChannelCredentialsResponse> => {

  return httpClient<ChannelCredentialsResponse>(getGetChannelCredentialsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: ChannelCredentialsResponse
  }
);}





export const getGetChannelCredentialsQueryKey = () => {
    return [
    `/v2/profile/get-channel-credentials`
    ] as const;
    }


export const getGetChannelCredentialsQueryOptions = <TData = Awaited<ReturnType<typeof getChannelCredentials>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getChannelCredentials>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetChannelCredentialsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getChannelCredentials>>> = ({ signal }) => getChannelCredentials({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getChannelCredentials>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetChannelCredentialsQueryResult = NonNullable<Awaited<ReturnType<typeof getChannelCredentials>>>
export type GetChannelCredentialsQueryError = ErrorType<ErrorBody>


export function useGetChannelCredentials<TData = Awaited<ReturnType<typeof getChannelCredentials>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getChannelCredentials>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getChannelCredentials>>,
          TError,
          Awaited<ReturnType<typeof getChannelCredentials>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetChannelCredentials<TData = Awaited<ReturnType<typeof getChannelCredentials>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getChannelCredentials>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getChannelCredentials>>,
          TError,
          Awaited<ReturnType<typeof getChannelCredentials>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetChannelCredentials<TData = Awaited<ReturnType<typeof getChannelCredentials>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getChannelCredentials>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the account channel credentials
 */

export function useGetChannelCredentials<TData = Awaited<ReturnType<typeof getChannelCredentials>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getChannelCredentials>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetChannelCredentialsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetBonusCenterUrl = () => {




  return `/v2/bonus-center`
}

/**
 * The bonuses of the bonus-centre page (/lifecell-bonus-center). Assumption: the response is not shown; modelled as the list of the user's bonuses with their ticker, amount, status and expiry.
 * @summary Get the bonus centre
 */
export const getBonusCenter = async ( options?: Parameters<typeof httpClient>[1]): Promise<BonusCenterResponse> => {

  return httpClient<BonusCenterResponse>(getGetBonusCenterUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: BonusCenterResponse
  }
);}





export const getGetBonusCenterQueryKey = () => {
    return [
    `/v2/bonus-center`
    ] as const;
    }


export const getGetBonusCenterQueryOptions = <TData = Awaited<ReturnType<typeof getBonusCenter>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBonusCenter>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetBonusCenterQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getBonusCenter>>> = ({ signal }) => getBonusCenter({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getBonusCenter>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetBonusCenterQueryResult = NonNullable<Awaited<ReturnType<typeof getBonusCenter>>>
export type GetBonusCenterQueryError = ErrorType<ErrorBody>


export function useGetBonusCenter<TData = Awaited<ReturnType<typeof getBonusCenter>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBonusCenter>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getBonusCenter>>,
          TError,
          Awaited<ReturnType<typeof getBonusCenter>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetBonusCenter<TData = Awaited<ReturnType<typeof getBonusCenter>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBonusCenter>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getBonusCenter>>,
          TError,
          Awaited<ReturnType<typeof getBonusCenter>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetBonusCenter<TData = Awaited<ReturnType<typeof getBonusCenter>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBonusCenter>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the bonus centre
 */

export function useGetBonusCenter<TData = Awaited<ReturnType<typeof getBonusCenter>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBonusCenter>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetBonusCenterQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getActivateBonusCenterBonusUrl = (id: number,) => {




  return `/v2/bonus-center/${encodeURIComponent(String(id))}/activate`
}

/**
 * Assumption: the spec shows the bonus centre's list only. Activates an available bonus (a trading voucher): it becomes active and is credited as a trading bonus of the collateral account (GET /v2/bonuses, history tab collateral/bonuses; counted by GET /v2/trade/margin/info with includeBonus) until it expires. Answers the bonus, active. 404 for an unknown bonus; a 422 with code 30 on id when it is not available (active, used or expired).
 * @summary Activate a bonus of the bonus centre
 */
export const activateBonusCenterBonus = async (id: number, options?: Parameters<typeof httpClient>[1]): Promise<BonusCenterItemResponse> => {

  return httpClient<BonusCenterItemResponse>(getActivateBonusCenterBonusUrl(id),
  {
    ...options,
    method: 'POST'

    ,
    schema: BonusCenterItemResponse
  }
);}





export const getActivateBonusCenterBonusMutationKey = () => ['activateBonusCenterBonus'] as const;

export const getActivateBonusCenterBonusMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof activateBonusCenterBonus>>, TError,ActivateBonusCenterBonusMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof activateBonusCenterBonus>>, TError,ActivateBonusCenterBonusMutationVariables, TContext> => {

const mutationKey = getActivateBonusCenterBonusMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof activateBonusCenterBonus>>, ActivateBonusCenterBonusMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  activateBonusCenterBonus(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ActivateBonusCenterBonusMutationResult = NonNullable<Awaited<ReturnType<typeof activateBonusCenterBonus>>>

    export type ActivateBonusCenterBonusMutationError = ErrorType<ErrorBody>
    export type ActivateBonusCenterBonusMutationVariables = {id: number}

    /**
 * @summary Activate a bonus of the bonus centre
 */
export const useActivateBonusCenterBonus = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof activateBonusCenterBonus>>, TError,ActivateBonusCenterBonusMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof activateBonusCenterBonus>>,
        TError,
        ActivateBonusCenterBonusMutationVariables,
        TContext
      > => {
      return useMutation(getActivateBonusCenterBonusMutationOptions(options), queryClient);
    }
    export const getLoginToTaxServiceUrl = () => {




  return `/v2/tax-login`
}

/**
 * Signs the user in to the tax-reporting partner (the koinly permission; offered when the user's isTaxLoginConfirmable is true). Assumption: no request body; the answer is the partner's one-time sign-in URL, which the client opens.
 * @summary Sign in to the tax-reporting partner
 */
export const loginToTaxService = async ( options?: Parameters<typeof httpClient>[1]): Promise<TaxLoginResponse> => {

  return httpClient<TaxLoginResponse>(getLoginToTaxServiceUrl(),
  {
    ...options,
    method: 'POST'

    ,
    schema: TaxLoginResponse
  }
);}





export const getLoginToTaxServiceMutationKey = () => ['loginToTaxService'] as const;

export const getLoginToTaxServiceMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof loginToTaxService>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof loginToTaxService>>, TError,void, TContext> => {

const mutationKey = getLoginToTaxServiceMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof loginToTaxService>>, void> = () => {


          return  loginToTaxService(requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type LoginToTaxServiceMutationResult = NonNullable<Awaited<ReturnType<typeof loginToTaxService>>>

    export type LoginToTaxServiceMutationError = ErrorType<ErrorBody>


    /**
 * @summary Sign in to the tax-reporting partner
 */
export const useLoginToTaxService = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof loginToTaxService>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof loginToTaxService>>,
        TError,
        void,
        TContext
      > => {
      return useMutation(getLoginToTaxServiceMutationOptions(options), queryClient);
    }
    export const getSetUserLanguageUrl = (lang: LocaleCode,) => {




  return `/v2/lang/${encodeURIComponent(String(lang))}`
}

/**
 * Saves the interface language of the logged-in user on the server (locale switching is only to a configured locale). Assumption: no request body and no content in the answer (204).
 * @summary Save the user's language
 */
export const setUserLanguage = async (lang: LocaleCode, options?: Parameters<typeof httpClient>[1]): Promise<void> => {

  return httpClient<void>(getSetUserLanguageUrl(lang),
  {
    ...options,
    method: 'POST'


  }
);}





export const getSetUserLanguageMutationKey = () => ['setUserLanguage'] as const;

export const getSetUserLanguageMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof setUserLanguage>>, TError,SetUserLanguageMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof setUserLanguage>>, TError,SetUserLanguageMutationVariables, TContext> => {

const mutationKey = getSetUserLanguageMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof setUserLanguage>>, SetUserLanguageMutationVariables> = (props) => {
          const {lang} = props ?? {};

          return  setUserLanguage(lang,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SetUserLanguageMutationResult = NonNullable<Awaited<ReturnType<typeof setUserLanguage>>>

    export type SetUserLanguageMutationError = ErrorType<ErrorBody>
    export type SetUserLanguageMutationVariables = {lang: LocaleCode}

    /**
 * @summary Save the user's language
 */
export const useSetUserLanguage = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof setUserLanguage>>, TError,SetUserLanguageMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof setUserLanguage>>,
        TError,
        SetUserLanguageMutationVariables,
        TContext
      > => {
      return useMutation(getSetUserLanguageMutationOptions(options), queryClient);
    }
    export const getListCommunicationLanguagesUrl = () => {




  return `/v2/languages/communication`
}

/**
 * The languages the exchange writes e-mails and notifications in (settings page general/communication). Assumption: the response is not shown; modelled as a list of language codes with their native names, and for a signed-in user the one chosen (`selected`), which the settings read does not carry.
 * @summary List the communication languages
 */
export const listCommunicationLanguages = async ( options?: Parameters<typeof httpClient>[1]): Promise<CommunicationLanguagesResponse> => {

  return httpClient<CommunicationLanguagesResponse>(getListCommunicationLanguagesUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: CommunicationLanguagesResponse
  }
);}





export const getListCommunicationLanguagesQueryKey = () => {
    return [
    `/v2/languages/communication`
    ] as const;
    }


export const getListCommunicationLanguagesQueryOptions = <TData = Awaited<ReturnType<typeof listCommunicationLanguages>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCommunicationLanguages>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListCommunicationLanguagesQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listCommunicationLanguages>>> = ({ signal }) => listCommunicationLanguages({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listCommunicationLanguages>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListCommunicationLanguagesQueryResult = NonNullable<Awaited<ReturnType<typeof listCommunicationLanguages>>>
export type ListCommunicationLanguagesQueryError = ErrorType<ErrorBody>


export function useListCommunicationLanguages<TData = Awaited<ReturnType<typeof listCommunicationLanguages>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCommunicationLanguages>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCommunicationLanguages>>,
          TError,
          Awaited<ReturnType<typeof listCommunicationLanguages>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCommunicationLanguages<TData = Awaited<ReturnType<typeof listCommunicationLanguages>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCommunicationLanguages>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCommunicationLanguages>>,
          TError,
          Awaited<ReturnType<typeof listCommunicationLanguages>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCommunicationLanguages<TData = Awaited<ReturnType<typeof listCommunicationLanguages>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCommunicationLanguages>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the communication languages
 */

export function useListCommunicationLanguages<TData = Awaited<ReturnType<typeof listCommunicationLanguages>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCommunicationLanguages>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListCommunicationLanguagesQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetSystemPageUrl = () => {




  return `/v2/system-page`
}

/**
 * The content of the /system-page route. Assumption: the response is not shown; modelled as a platform status page (status, title, message and the expected end of a maintenance window).
 * @summary Get the system page
 */
export const getSystemPage = async ( options?: Parameters<typeof httpClient>[1]): Promise<SystemPageResponse> => {

  return httpClient<SystemPageResponse>(getGetSystemPageUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: SystemPageResponse
  }
);}





export const getGetSystemPageQueryKey = () => {
    return [
    `/v2/system-page`
    ] as const;
    }


export const getGetSystemPageQueryOptions = <TData = Awaited<ReturnType<typeof getSystemPage>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSystemPage>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetSystemPageQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getSystemPage>>> = ({ signal }) => getSystemPage({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getSystemPage>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetSystemPageQueryResult = NonNullable<Awaited<ReturnType<typeof getSystemPage>>>
export type GetSystemPageQueryError = ErrorType<ErrorBody>


export function useGetSystemPage<TData = Awaited<ReturnType<typeof getSystemPage>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSystemPage>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSystemPage>>,
          TError,
          Awaited<ReturnType<typeof getSystemPage>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSystemPage<TData = Awaited<ReturnType<typeof getSystemPage>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSystemPage>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSystemPage>>,
          TError,
          Awaited<ReturnType<typeof getSystemPage>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSystemPage<TData = Awaited<ReturnType<typeof getSystemPage>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSystemPage>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the system page
 */

export function useGetSystemPage<TData = Awaited<ReturnType<typeof getSystemPage>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSystemPage>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetSystemPageQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetVipProgramUrl = () => {




  return `/v2/vip-program`
}

/**
 * The VIP levels of page /vip-program, each reached by holding WBT and trading over the last 30 days: a level is the user's once both its holding and its 30-day volume are met, and gives its fees, daily withdrawal limit and support. For a signed-in user, `mine` adds their WBT on hold, their 30-day volume (every spot, margin and futures fill, valued in USDT), their level, and what the next level still needs of each. Assumption: the spec names the page, not its call; the levels follow the published VIP fee tiers of exchanges (30-day volume and a native-token balance); no published counterpart in the WhiteBIT API.
 * @summary Get the VIP programme
 */
export const getVipProgram = async ( options?: Parameters<typeof httpClient>[1]): Promise<VipProgramResponse> => {

  return httpClient<VipProgramResponse>(getGetVipProgramUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: VipProgramResponse
  }
);}





export const getGetVipProgramQueryKey = () => {
    return [
    `/v2/vip-program`
    ] as const;
    }


export const getGetVipProgramQueryOptions = <TData = Awaited<ReturnType<typeof getVipProgram>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getVipProgram>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetVipProgramQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getVipProgram>>> = ({ signal }) => getVipProgram({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getVipProgram>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetVipProgramQueryResult = NonNullable<Awaited<ReturnType<typeof getVipProgram>>>
export type GetVipProgramQueryError = ErrorType<ErrorBody>


export function useGetVipProgram<TData = Awaited<ReturnType<typeof getVipProgram>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getVipProgram>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getVipProgram>>,
          TError,
          Awaited<ReturnType<typeof getVipProgram>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetVipProgram<TData = Awaited<ReturnType<typeof getVipProgram>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getVipProgram>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getVipProgram>>,
          TError,
          Awaited<ReturnType<typeof getVipProgram>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetVipProgram<TData = Awaited<ReturnType<typeof getVipProgram>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getVipProgram>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the VIP programme
 */

export function useGetVipProgram<TData = Awaited<ReturnType<typeof getVipProgram>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getVipProgram>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetVipProgramQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






