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
  AddressTypesListResponse,
  CurrencyListResponse,
  CurrencyProviderListResponse,
  CurrencyRateListResponse,
  DepositAddressListResponse,
  DepositAddressPageResponse,
  DepositAddressResponse,
  FiatDepositResponse,
  FundsFeeListResponse,
  FundsHistoryResponse,
  FundsLimitListResponse,
  TravelRuleDepositResponse,
  TravelRuleVaspListResponse,
  ValidateWithdrawAddressResponse,
  WithdrawFeeResponse,
  WithdrawalResponse
} from '../model';
import type {
  ConfirmWithdrawalRequest,
  CreateDepositAddressRequest,
  CreateExpressWithdrawalRequest,
  CreateFiatDepositRequest,
  CreateWithdrawalRequest,
  ErrorBody,
  ListAddressHistoryParams,
  ListFundsHistoryParams,
  Ticker,
  TravelRuleDetails,
  ValidateWithdrawAddressRequest,
  WithdrawFeeRequest
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

export const getListDepositAddressesUrl = (ticker: Ticker,) => {




  return `/v2/profile/address/${encodeURIComponent(String(ticker))}`
}

/**
 * The user's deposit addresses of one currency on every network. Assumption: the spec marks `{x}` as "type"; it is read as the currency ticker whose addresses are listed, and the answer follows the saved deposit details.
 * @summary List the deposit addresses of a currency
 */
export const listDepositAddresses = async (ticker: Ticker, options?: Parameters<typeof httpClient>[1]): Promise<DepositAddressListResponse> => {

  return httpClient<DepositAddressListResponse>(getListDepositAddressesUrl(ticker),
  {
    ...options,
    method: 'GET'

    ,
    schema: DepositAddressListResponse
  }
);}





export const getListDepositAddressesQueryKey = (ticker: Ticker,) => {
    return [
    `/v2/profile/address/${ticker}`
    ] as const;
    }


export const getListDepositAddressesQueryOptions = <TData = Awaited<ReturnType<typeof listDepositAddresses>>, TError = ErrorType<ErrorBody>>(ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDepositAddresses>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListDepositAddressesQueryKey(ticker);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listDepositAddresses>>> = ({ signal }) => listDepositAddresses(ticker, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: ticker !== null && ticker !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listDepositAddresses>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListDepositAddressesQueryResult = NonNullable<Awaited<ReturnType<typeof listDepositAddresses>>>
export type ListDepositAddressesQueryError = ErrorType<ErrorBody>


export function useListDepositAddresses<TData = Awaited<ReturnType<typeof listDepositAddresses>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDepositAddresses>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listDepositAddresses>>,
          TError,
          Awaited<ReturnType<typeof listDepositAddresses>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListDepositAddresses<TData = Awaited<ReturnType<typeof listDepositAddresses>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDepositAddresses>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listDepositAddresses>>,
          TError,
          Awaited<ReturnType<typeof listDepositAddresses>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListDepositAddresses<TData = Awaited<ReturnType<typeof listDepositAddresses>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDepositAddresses>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the deposit addresses of a currency
 */

export function useListDepositAddresses<TData = Awaited<ReturnType<typeof listDepositAddresses>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDepositAddresses>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListDepositAddressesQueryOptions(ticker,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListAddressHistoryUrl = (network: string,
    params?: ListAddressHistoryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/profile/address-history/${encodeURIComponent(String(network))}?${stringifiedParams}` : `/v2/profile/address-history/${encodeURIComponent(String(network))}`
}

/**
 * Assumption: the spec names the page (/addresses-history/{network}), not its call. Every deposit address the user made on one network, of every currency and address type, newest first; modelled on the published API's deposit address (POST /api/v4/main-account/address answers one currency's address on a network) kept over time, with the web API's offset pagination. An unknown network is a 404.
 * @summary List the deposit addresses made on a network
 */
export const listAddressHistory = async (network: string,
    params?: ListAddressHistoryParams, options?: Parameters<typeof httpClient>[1]): Promise<DepositAddressPageResponse> => {

  return httpClient<DepositAddressPageResponse>(getListAddressHistoryUrl(network,params),
  {
    ...options,
    method: 'GET'

    ,
    schema: DepositAddressPageResponse
  }
);}





export const getListAddressHistoryQueryKey = (network: string,
    params?: ListAddressHistoryParams,) => {
    return [
    `/v2/profile/address-history/${network}`, ...(params ? [params] : [])
    ] as const;
    }


export const getListAddressHistoryQueryOptions = <TData = Awaited<ReturnType<typeof listAddressHistory>>, TError = ErrorType<ErrorBody>>(network: string,
    params?: ListAddressHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAddressHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListAddressHistoryQueryKey(network,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listAddressHistory>>> = ({ signal }) => listAddressHistory(network,params, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: network !== null && network !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listAddressHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListAddressHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof listAddressHistory>>>
export type ListAddressHistoryQueryError = ErrorType<ErrorBody>


export function useListAddressHistory<TData = Awaited<ReturnType<typeof listAddressHistory>>, TError = ErrorType<ErrorBody>>(
 network: string,
    params: undefined |  ListAddressHistoryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAddressHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAddressHistory>>,
          TError,
          Awaited<ReturnType<typeof listAddressHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAddressHistory<TData = Awaited<ReturnType<typeof listAddressHistory>>, TError = ErrorType<ErrorBody>>(
 network: string,
    params?: ListAddressHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAddressHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAddressHistory>>,
          TError,
          Awaited<ReturnType<typeof listAddressHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAddressHistory<TData = Awaited<ReturnType<typeof listAddressHistory>>, TError = ErrorType<ErrorBody>>(
 network: string,
    params?: ListAddressHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAddressHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the deposit addresses made on a network
 */

export function useListAddressHistory<TData = Awaited<ReturnType<typeof listAddressHistory>>, TError = ErrorType<ErrorBody>>(
 network: string,
    params?: ListAddressHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAddressHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListAddressHistoryQueryOptions(network,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetDepositAddressUrl = (ticker: Ticker,
    network: string,) => {




  return `/v2/profile/address/${encodeURIComponent(String(ticker))}/${encodeURIComponent(String(network))}`
}

/**
 * The user's deposit address of one currency on one network. Assumption: the spec does not say what `{y}` is; it is read as the network code.
 * @summary Get the deposit address of a currency on a network
 */
export const getDepositAddress = async (ticker: Ticker,
    network: string, options?: Parameters<typeof httpClient>[1]): Promise<DepositAddressResponse> => {

  return httpClient<DepositAddressResponse>(getGetDepositAddressUrl(ticker,network),
  {
    ...options,
    method: 'GET'

    ,
    schema: DepositAddressResponse
  }
);}





export const getGetDepositAddressQueryKey = (ticker: Ticker,
    network: string,) => {
    return [
    `/v2/profile/address/${ticker}/${network}`
    ] as const;
    }


export const getGetDepositAddressQueryOptions = <TData = Awaited<ReturnType<typeof getDepositAddress>>, TError = ErrorType<ErrorBody>>(ticker: Ticker,
    network: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDepositAddress>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetDepositAddressQueryKey(ticker,network);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getDepositAddress>>> = ({ signal }) => getDepositAddress(ticker,network, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: ticker !== null && ticker !== undefined && network !== null && network !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getDepositAddress>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetDepositAddressQueryResult = NonNullable<Awaited<ReturnType<typeof getDepositAddress>>>
export type GetDepositAddressQueryError = ErrorType<ErrorBody>


export function useGetDepositAddress<TData = Awaited<ReturnType<typeof getDepositAddress>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker,
    network: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDepositAddress>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDepositAddress>>,
          TError,
          Awaited<ReturnType<typeof getDepositAddress>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDepositAddress<TData = Awaited<ReturnType<typeof getDepositAddress>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker,
    network: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDepositAddress>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDepositAddress>>,
          TError,
          Awaited<ReturnType<typeof getDepositAddress>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDepositAddress<TData = Awaited<ReturnType<typeof getDepositAddress>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker,
    network: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDepositAddress>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the deposit address of a currency on a network
 */

export function useGetDepositAddress<TData = Awaited<ReturnType<typeof getDepositAddress>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker,
    network: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDepositAddress>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetDepositAddressQueryOptions(ticker,network,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateDepositAddressUrl = () => {




  return `/v2/profile/address`
}

/**
 * Creates a new deposit address for a currency and network (more than one per network with the `canCreateManyAddresses` privilege). Assumption: the body and the answer are not shown by the spec. A currency the session restricts for deposits (`restrictedAssets.deposit`) is refused with a 422 carrying 1203 FailedToCreateDepositAddress on `ticker`.
 * @summary Create a deposit address
 */
export const createDepositAddress = async (createDepositAddressRequest: CreateDepositAddressRequest, options?: Parameters<typeof httpClient>[1]): Promise<DepositAddressResponse> => {

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
return httpClient<DepositAddressResponse>(getCreateDepositAddressUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createDepositAddressRequest),
    schema: DepositAddressResponse
  }
);}





export const getCreateDepositAddressMutationKey = () => ['createDepositAddress'] as const;

export const getCreateDepositAddressMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createDepositAddress>>, TError,CreateDepositAddressMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createDepositAddress>>, TError,CreateDepositAddressMutationVariables, TContext> => {

const mutationKey = getCreateDepositAddressMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createDepositAddress>>, CreateDepositAddressMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createDepositAddress(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateDepositAddressMutationResult = NonNullable<Awaited<ReturnType<typeof createDepositAddress>>>
    export type CreateDepositAddressMutationBody = BodyType<CreateDepositAddressRequest>
    export type CreateDepositAddressMutationError = ErrorType<ErrorBody>
    export type CreateDepositAddressMutationVariables = {data: BodyType<CreateDepositAddressRequest>}

    /**
 * @summary Create a deposit address
 */
export const useCreateDepositAddress = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createDepositAddress>>, TError,CreateDepositAddressMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createDepositAddress>>,
        TError,
        CreateDepositAddressMutationVariables,
        TContext
      > => {
      return useMutation(getCreateDepositAddressMutationOptions(options), queryClient);
    }
    export const getListTravelRuleVaspsUrl = () => {




  return `/v2/travel-rule/vasps`
}

/**
 * Assumption: the spec names the travel-rule confirmation page (/deposit/confirmation/travel-rule), not its calls. The virtual asset service providers a sender may be named by; modelled on the published travel-rule VASP list (POST /api/v4/travel-rule/vasps).
 * @summary List the exchanges and wallet providers of the travel rule
 */
export const listTravelRuleVasps = async ( options?: Parameters<typeof httpClient>[1]): Promise<TravelRuleVaspListResponse> => {

  return httpClient<TravelRuleVaspListResponse>(getListTravelRuleVaspsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: TravelRuleVaspListResponse
  }
);}





export const getListTravelRuleVaspsQueryKey = () => {
    return [
    `/v2/travel-rule/vasps`
    ] as const;
    }


export const getListTravelRuleVaspsQueryOptions = <TData = Awaited<ReturnType<typeof listTravelRuleVasps>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTravelRuleVasps>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListTravelRuleVaspsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listTravelRuleVasps>>> = ({ signal }) => listTravelRuleVasps({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listTravelRuleVasps>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListTravelRuleVaspsQueryResult = NonNullable<Awaited<ReturnType<typeof listTravelRuleVasps>>>
export type ListTravelRuleVaspsQueryError = ErrorType<ErrorBody>


export function useListTravelRuleVasps<TData = Awaited<ReturnType<typeof listTravelRuleVasps>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTravelRuleVasps>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listTravelRuleVasps>>,
          TError,
          Awaited<ReturnType<typeof listTravelRuleVasps>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListTravelRuleVasps<TData = Awaited<ReturnType<typeof listTravelRuleVasps>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTravelRuleVasps>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listTravelRuleVasps>>,
          TError,
          Awaited<ReturnType<typeof listTravelRuleVasps>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListTravelRuleVasps<TData = Awaited<ReturnType<typeof listTravelRuleVasps>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTravelRuleVasps>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the exchanges and wallet providers of the travel rule
 */

export function useListTravelRuleVasps<TData = Awaited<ReturnType<typeof listTravelRuleVasps>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTravelRuleVasps>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListTravelRuleVaspsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetTravelRuleDepositUrl = (id: number,) => {




  return `/v2/travel-rule/deposits/${encodeURIComponent(String(id))}`
}

/**
 * Assumption: a crypto deposit from another provider waits for the sender's details before it is credited (the travel rule); this reads it for /deposit/confirmation/travel-rule?transactionId. Modelled on the published travel-rule deposit verification; the fields are invented.
 * @summary Get a deposit the travel rule holds
 */
export const getTravelRuleDeposit = async (id: number, options?: Parameters<typeof httpClient>[1]): Promise<TravelRuleDepositResponse> => {

  return httpClient<TravelRuleDepositResponse>(getGetTravelRuleDepositUrl(id),
  {
    ...options,
    method: 'GET'

    ,
    schema: TravelRuleDepositResponse
  }
);}





export const getGetTravelRuleDepositQueryKey = (id: number,) => {
    return [
    `/v2/travel-rule/deposits/${id}`
    ] as const;
    }


export const getGetTravelRuleDepositQueryOptions = <TData = Awaited<ReturnType<typeof getTravelRuleDeposit>>, TError = ErrorType<ErrorBody>>(id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTravelRuleDeposit>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetTravelRuleDepositQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getTravelRuleDeposit>>> = ({ signal }) => getTravelRuleDeposit(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getTravelRuleDeposit>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetTravelRuleDepositQueryResult = NonNullable<Awaited<ReturnType<typeof getTravelRuleDeposit>>>
export type GetTravelRuleDepositQueryError = ErrorType<ErrorBody>


export function useGetTravelRuleDeposit<TData = Awaited<ReturnType<typeof getTravelRuleDeposit>>, TError = ErrorType<ErrorBody>>(
 id: number, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTravelRuleDeposit>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getTravelRuleDeposit>>,
          TError,
          Awaited<ReturnType<typeof getTravelRuleDeposit>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetTravelRuleDeposit<TData = Awaited<ReturnType<typeof getTravelRuleDeposit>>, TError = ErrorType<ErrorBody>>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTravelRuleDeposit>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getTravelRuleDeposit>>,
          TError,
          Awaited<ReturnType<typeof getTravelRuleDeposit>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetTravelRuleDeposit<TData = Awaited<ReturnType<typeof getTravelRuleDeposit>>, TError = ErrorType<ErrorBody>>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTravelRuleDeposit>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a deposit the travel rule holds
 */

export function useGetTravelRuleDeposit<TData = Awaited<ReturnType<typeof getTravelRuleDeposit>>, TError = ErrorType<ErrorBody>>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTravelRuleDeposit>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetTravelRuleDepositQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getSubmitDepositTravelRuleUrl = (id: number,) => {




  return `/v2/travel-rule/deposits/${encodeURIComponent(String(id))}`
}

/**
 * Assumption: the travel-rule details of a held deposit (whose wallet it came from, and the sender); once sent the deposit goes on to be credited. Modelled on the published travel-rule "submit deposit verification".
 * @summary Send the sender's details of a deposit
 */
export const submitDepositTravelRule = async (id: number,
    travelRuleDetails: TravelRuleDetails, options?: Parameters<typeof httpClient>[1]): Promise<TravelRuleDepositResponse> => {

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
return httpClient<TravelRuleDepositResponse>(getSubmitDepositTravelRuleUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(travelRuleDetails),
    schema: TravelRuleDepositResponse
  }
);}





export const getSubmitDepositTravelRuleMutationKey = () => ['submitDepositTravelRule'] as const;

export const getSubmitDepositTravelRuleMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof submitDepositTravelRule>>, TError,SubmitDepositTravelRuleMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof submitDepositTravelRule>>, TError,SubmitDepositTravelRuleMutationVariables, TContext> => {

const mutationKey = getSubmitDepositTravelRuleMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof submitDepositTravelRule>>, SubmitDepositTravelRuleMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  submitDepositTravelRule(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SubmitDepositTravelRuleMutationResult = NonNullable<Awaited<ReturnType<typeof submitDepositTravelRule>>>
    export type SubmitDepositTravelRuleMutationBody = BodyType<TravelRuleDetails>
    export type SubmitDepositTravelRuleMutationError = ErrorType<ErrorBody>
    export type SubmitDepositTravelRuleMutationVariables = {id: number;data: BodyType<TravelRuleDetails>}

    /**
 * @summary Send the sender's details of a deposit
 */
export const useSubmitDepositTravelRule = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof submitDepositTravelRule>>, TError,SubmitDepositTravelRuleMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof submitDepositTravelRule>>,
        TError,
        SubmitDepositTravelRuleMutationVariables,
        TContext
      > => {
      return useMutation(getSubmitDepositTravelRuleMutationOptions(options), queryClient);
    }
    export const getCreateFiatDepositUrl = () => {




  return `/v2/profile/fiat-deposit`
}

/**
 * Assumption: the spec names the payment pages (/payment/visamaster-deposit, /payment/deposit?transactionId), not their calls. Starts a deposit of a fiat currency through one of its providers (by name) and answers the payment's id and the provider's page to pay on; modelled on the published POST /api/v4/main-account/fiat-deposit-url (ticker, provider, amount → url). A page of another origin is opened in a window the app watches (spec section 4). A currency or provider the session restricts for deposits (`restrictedAssets.deposit`, `restrictedProviders.deposit`) is refused with a 422 carrying 1217 FailedToCreateFiatDeposit on `ticker` or `provider`.
 * @summary Start a fiat deposit with a payment provider
 */
export const createFiatDeposit = async (createFiatDepositRequest: CreateFiatDepositRequest, options?: Parameters<typeof httpClient>[1]): Promise<FiatDepositResponse> => {

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
return httpClient<FiatDepositResponse>(getCreateFiatDepositUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createFiatDepositRequest),
    schema: FiatDepositResponse
  }
);}





export const getCreateFiatDepositMutationKey = () => ['createFiatDeposit'] as const;

export const getCreateFiatDepositMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createFiatDeposit>>, TError,CreateFiatDepositMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createFiatDeposit>>, TError,CreateFiatDepositMutationVariables, TContext> => {

const mutationKey = getCreateFiatDepositMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createFiatDeposit>>, CreateFiatDepositMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createFiatDeposit(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateFiatDepositMutationResult = NonNullable<Awaited<ReturnType<typeof createFiatDeposit>>>
    export type CreateFiatDepositMutationBody = BodyType<CreateFiatDepositRequest>
    export type CreateFiatDepositMutationError = ErrorType<ErrorBody>
    export type CreateFiatDepositMutationVariables = {data: BodyType<CreateFiatDepositRequest>}

    /**
 * @summary Start a fiat deposit with a payment provider
 */
export const useCreateFiatDeposit = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createFiatDeposit>>, TError,CreateFiatDepositMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createFiatDeposit>>,
        TError,
        CreateFiatDepositMutationVariables,
        TContext
      > => {
      return useMutation(getCreateFiatDepositMutationOptions(options), queryClient);
    }
    export const getGetDepositStatusUrl = (transactionId: string,) => {




  return `/v2/profile/fiat-deposit/${encodeURIComponent(String(transactionId))}`
}

/**
 * Assumption: the payment-result page (/payment/deposit?transactionId) reads the payment it names: pending until the provider reports it, then completed (the amount less the fee credited to the main balance), failed or cancelled. The published API has no counterpart; its deposit history (POST /api/v4/main-account/history) lists the same statuses.
 * @summary Get the status of a fiat deposit
 */
export const getDepositStatus = async (transactionId: string, options?: Parameters<typeof httpClient>[1]): Promise<FiatDepositResponse> => {

  return httpClient<FiatDepositResponse>(getGetDepositStatusUrl(transactionId),
  {
    ...options,
    method: 'GET'

    ,
    schema: FiatDepositResponse
  }
);}





export const getGetDepositStatusQueryKey = (transactionId: string,) => {
    return [
    `/v2/profile/fiat-deposit/${transactionId}`
    ] as const;
    }


export const getGetDepositStatusQueryOptions = <TData = Awaited<ReturnType<typeof getDepositStatus>>, TError = ErrorType<ErrorBody>>(transactionId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDepositStatus>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetDepositStatusQueryKey(transactionId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getDepositStatus>>> = ({ signal }) => getDepositStatus(transactionId, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: transactionId !== null && transactionId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getDepositStatus>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetDepositStatusQueryResult = NonNullable<Awaited<ReturnType<typeof getDepositStatus>>>
export type GetDepositStatusQueryError = ErrorType<ErrorBody>


export function useGetDepositStatus<TData = Awaited<ReturnType<typeof getDepositStatus>>, TError = ErrorType<ErrorBody>>(
 transactionId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDepositStatus>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDepositStatus>>,
          TError,
          Awaited<ReturnType<typeof getDepositStatus>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDepositStatus<TData = Awaited<ReturnType<typeof getDepositStatus>>, TError = ErrorType<ErrorBody>>(
 transactionId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDepositStatus>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDepositStatus>>,
          TError,
          Awaited<ReturnType<typeof getDepositStatus>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDepositStatus<TData = Awaited<ReturnType<typeof getDepositStatus>>, TError = ErrorType<ErrorBody>>(
 transactionId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDepositStatus>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the status of a fiat deposit
 */

export function useGetDepositStatus<TData = Awaited<ReturnType<typeof getDepositStatus>>, TError = ErrorType<ErrorBody>>(
 transactionId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDepositStatus>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetDepositStatusQueryOptions(transactionId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListUserCurrenciesUrl = () => {




  return `/v2/profile/currencies`
}

/**
 * The currencies as they apply to the user (deposit and withdraw flags after the user's restrictions: a currency or provider the session restricts one way is not depositable or not withdrawable, nor are its networks). Loaded only when logged in. Assumption: the same `Currency` entity as the public currency data.
 * @summary List the user's currencies
 */
export const listUserCurrencies = async ( options?: Parameters<typeof httpClient>[1]): Promise<CurrencyListResponse> => {

  return httpClient<CurrencyListResponse>(getListUserCurrenciesUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: CurrencyListResponse
  }
);}





export const getListUserCurrenciesQueryKey = () => {
    return [
    `/v2/profile/currencies`
    ] as const;
    }


export const getListUserCurrenciesQueryOptions = <TData = Awaited<ReturnType<typeof listUserCurrencies>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listUserCurrencies>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListUserCurrenciesQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listUserCurrencies>>> = ({ signal }) => listUserCurrencies({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listUserCurrencies>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListUserCurrenciesQueryResult = NonNullable<Awaited<ReturnType<typeof listUserCurrencies>>>
export type ListUserCurrenciesQueryError = ErrorType<ErrorBody>


export function useListUserCurrencies<TData = Awaited<ReturnType<typeof listUserCurrencies>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listUserCurrencies>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listUserCurrencies>>,
          TError,
          Awaited<ReturnType<typeof listUserCurrencies>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListUserCurrencies<TData = Awaited<ReturnType<typeof listUserCurrencies>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listUserCurrencies>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listUserCurrencies>>,
          TError,
          Awaited<ReturnType<typeof listUserCurrencies>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListUserCurrencies<TData = Awaited<ReturnType<typeof listUserCurrencies>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listUserCurrencies>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the user's currencies
 */

export function useListUserCurrencies<TData = Awaited<ReturnType<typeof listUserCurrencies>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listUserCurrencies>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListUserCurrenciesQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListAddressTypesUrl = () => {




  return `/v2/address/types`
}

/**
 * The address types each network offers (the saved deposit details carry an address type). Assumption: the shape is invented.
 * @summary List the address types
 */
export const listAddressTypes = async ( options?: Parameters<typeof httpClient>[1]): Promise<AddressTypesListResponse> => {

  return httpClient<AddressTypesListResponse>(getListAddressTypesUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: AddressTypesListResponse
  }
);}





export const getListAddressTypesQueryKey = () => {
    return [
    `/v2/address/types`
    ] as const;
    }


export const getListAddressTypesQueryOptions = <TData = Awaited<ReturnType<typeof listAddressTypes>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAddressTypes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListAddressTypesQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listAddressTypes>>> = ({ signal }) => listAddressTypes({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listAddressTypes>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListAddressTypesQueryResult = NonNullable<Awaited<ReturnType<typeof listAddressTypes>>>
export type ListAddressTypesQueryError = ErrorType<ErrorBody>


export function useListAddressTypes<TData = Awaited<ReturnType<typeof listAddressTypes>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAddressTypes>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAddressTypes>>,
          TError,
          Awaited<ReturnType<typeof listAddressTypes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAddressTypes<TData = Awaited<ReturnType<typeof listAddressTypes>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAddressTypes>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAddressTypes>>,
          TError,
          Awaited<ReturnType<typeof listAddressTypes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAddressTypes<TData = Awaited<ReturnType<typeof listAddressTypes>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAddressTypes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the address types
 */

export function useListAddressTypes<TData = Awaited<ReturnType<typeof listAddressTypes>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAddressTypes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListAddressTypesQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListCurrenciesUrl = () => {




  return `/v2/currencies/data`
}

/**
 * Every currency with its networks and fiat providers (section 3 "Currency"). Guests load it too.
 * @summary List the currencies
 */
export const listCurrencies = async ( options?: Parameters<typeof httpClient>[1]): Promise<CurrencyListResponse> => {

  return httpClient<CurrencyListResponse>(getListCurrenciesUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: CurrencyListResponse
  }
);}





export const getListCurrenciesQueryKey = () => {
    return [
    `/v2/currencies/data`
    ] as const;
    }


export const getListCurrenciesQueryOptions = <TData = Awaited<ReturnType<typeof listCurrencies>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCurrencies>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListCurrenciesQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listCurrencies>>> = ({ signal }) => listCurrencies({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listCurrencies>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListCurrenciesQueryResult = NonNullable<Awaited<ReturnType<typeof listCurrencies>>>
export type ListCurrenciesQueryError = ErrorType<ErrorBody>


export function useListCurrencies<TData = Awaited<ReturnType<typeof listCurrencies>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCurrencies>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCurrencies>>,
          TError,
          Awaited<ReturnType<typeof listCurrencies>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCurrencies<TData = Awaited<ReturnType<typeof listCurrencies>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCurrencies>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCurrencies>>,
          TError,
          Awaited<ReturnType<typeof listCurrencies>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCurrencies<TData = Awaited<ReturnType<typeof listCurrencies>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCurrencies>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the currencies
 */

export function useListCurrencies<TData = Awaited<ReturnType<typeof listCurrencies>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCurrencies>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListCurrenciesQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListCurrencyRatesUrl = () => {




  return `/v2/currencies/rates`
}

/**
 * The rates of every ticker in the supported fiat currencies and BTC (balance equivalents). Assumption: the shape is invented.
 * @summary List the currency rates
 */
export const listCurrencyRates = async ( options?: Parameters<typeof httpClient>[1]): Promise<CurrencyRateListResponse> => {

  return httpClient<CurrencyRateListResponse>(getListCurrencyRatesUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: CurrencyRateListResponse
  }
);}





export const getListCurrencyRatesQueryKey = () => {
    return [
    `/v2/currencies/rates`
    ] as const;
    }


export const getListCurrencyRatesQueryOptions = <TData = Awaited<ReturnType<typeof listCurrencyRates>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCurrencyRates>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListCurrencyRatesQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listCurrencyRates>>> = ({ signal }) => listCurrencyRates({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listCurrencyRates>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListCurrencyRatesQueryResult = NonNullable<Awaited<ReturnType<typeof listCurrencyRates>>>
export type ListCurrencyRatesQueryError = ErrorType<ErrorBody>


export function useListCurrencyRates<TData = Awaited<ReturnType<typeof listCurrencyRates>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCurrencyRates>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCurrencyRates>>,
          TError,
          Awaited<ReturnType<typeof listCurrencyRates>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCurrencyRates<TData = Awaited<ReturnType<typeof listCurrencyRates>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCurrencyRates>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCurrencyRates>>,
          TError,
          Awaited<ReturnType<typeof listCurrencyRates>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCurrencyRates<TData = Awaited<ReturnType<typeof listCurrencyRates>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCurrencyRates>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the currency rates
 */

export function useListCurrencyRates<TData = Awaited<ReturnType<typeof listCurrencyRates>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCurrencyRates>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListCurrencyRatesQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListCurrencyRatesInUrl = (currency: Ticker,) => {




  return `/v2/currencies/rates/${encodeURIComponent(String(currency))}`
}

/**
 * The rates of every ticker in one quote currency (the preferred fiat or BTC). Assumption: the spec does not say what `{x}` is; it is read as the quote currency.
 * @summary List the rates in one currency
 */
export const listCurrencyRatesIn = async (currency: Ticker, options?: Parameters<typeof httpClient>[1]): Promise<CurrencyRateListResponse> => {

  return httpClient<CurrencyRateListResponse>(getListCurrencyRatesInUrl(currency),
  {
    ...options,
    method: 'GET'

    ,
    schema: CurrencyRateListResponse
  }
);}





export const getListCurrencyRatesInQueryKey = (currency: Ticker,) => {
    return [
    `/v2/currencies/rates/${currency}`
    ] as const;
    }


export const getListCurrencyRatesInQueryOptions = <TData = Awaited<ReturnType<typeof listCurrencyRatesIn>>, TError = ErrorType<ErrorBody>>(currency: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCurrencyRatesIn>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListCurrencyRatesInQueryKey(currency);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listCurrencyRatesIn>>> = ({ signal }) => listCurrencyRatesIn(currency, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: currency !== null && currency !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listCurrencyRatesIn>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListCurrencyRatesInQueryResult = NonNullable<Awaited<ReturnType<typeof listCurrencyRatesIn>>>
export type ListCurrencyRatesInQueryError = ErrorType<ErrorBody>


export function useListCurrencyRatesIn<TData = Awaited<ReturnType<typeof listCurrencyRatesIn>>, TError = ErrorType<ErrorBody>>(
 currency: Ticker, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCurrencyRatesIn>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCurrencyRatesIn>>,
          TError,
          Awaited<ReturnType<typeof listCurrencyRatesIn>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCurrencyRatesIn<TData = Awaited<ReturnType<typeof listCurrencyRatesIn>>, TError = ErrorType<ErrorBody>>(
 currency: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCurrencyRatesIn>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCurrencyRatesIn>>,
          TError,
          Awaited<ReturnType<typeof listCurrencyRatesIn>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCurrencyRatesIn<TData = Awaited<ReturnType<typeof listCurrencyRatesIn>>, TError = ErrorType<ErrorBody>>(
 currency: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCurrencyRatesIn>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the rates in one currency
 */

export function useListCurrencyRatesIn<TData = Awaited<ReturnType<typeof listCurrencyRatesIn>>, TError = ErrorType<ErrorBody>>(
 currency: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCurrencyRatesIn>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListCurrencyRatesInQueryOptions(currency,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateWithdrawalUrl = () => {




  return `/v2/profile/withdraw`
}

/**
 * Assumption: the spec names the /withdraw screen and its confirmation page but no call; modelled on the published API's POST /api/v4/main-account/withdraw (body `ticker, amount, address, memo, network, uniqueId`; `amount` includes the fee). The withdrawal is created `unconfirmed` and waits for the user's code (`confirmWith`: the authenticator when 2FA is on, else an e-mailed code); the amount is frozen on the main balance until it completes or is cancelled. The same `uniqueId` answers the withdrawal already made. A 422 carries code 37 NotEnoughBalance or 32 ErrAmount on `amount` (below the network's minimum, not above its fee, too many decimals), or 1219 FailedToCreateWithdraw on `address` (not of the network's form), `memo` (missing where the network needs one), `ticker` or `network` (restricted or not withdrawable). Assumption (fiat withdrawal, modelled on the published POST /api/v4/main-account/withdraw with `provider` and `beneficiary`): a fiat currency is withdrawn through one of its providers (`provider`, no network) with the provider's payout details (the card number in `address`, or `iban`) and the `beneficiary`'s first and last name; the provider's `withdrawFixedFee` plus `withdrawPercentFee` percent of the amount (rounded up to the currency's decimals) is the fee, and `minWithdraw`..`maxWithdraw` bound the amount (32 ErrAmount on `amount`). A provider the session restricts (`restrictedProviders.withdraw`), or one that does not pay out, is refused with 1219 on `provider`; missing or malformed details with 1219 on `address`, `iban` or `beneficiary`. It is confirmed, listed and settled as a coin's withdrawal, with `provider` set. A currency the session restricts (`restrictedAssets.withdraw`) is refused with 1219 on `ticker`. Assumption (travel rule, modelled on the published withdraw's `travelRule` object): a crypto withdrawal worth at least the equivalent of 1000 EUR at the exchange's rates needs `travelRule` (where it goes: a provider of GET /v2/travel-rule/vasps or a self-hosted wallet, and the beneficiary's name and country); without it, or with a provider not on the list, it is refused with 4811 FailedToSubmitTravelRuleData on `travelRule`. The details are kept on the withdrawal.
 * @summary Create a withdrawal
 */
export const createWithdrawal = async (createWithdrawalRequest: CreateWithdrawalRequest, options?: Parameters<typeof httpClient>[1]): Promise<WithdrawalResponse> => {

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
return httpClient<WithdrawalResponse>(getCreateWithdrawalUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createWithdrawalRequest),
    schema: WithdrawalResponse
  }
);}





export const getCreateWithdrawalMutationKey = () => ['createWithdrawal'] as const;

export const getCreateWithdrawalMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createWithdrawal>>, TError,CreateWithdrawalMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createWithdrawal>>, TError,CreateWithdrawalMutationVariables, TContext> => {

const mutationKey = getCreateWithdrawalMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createWithdrawal>>, CreateWithdrawalMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createWithdrawal(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateWithdrawalMutationResult = NonNullable<Awaited<ReturnType<typeof createWithdrawal>>>
    export type CreateWithdrawalMutationBody = BodyType<CreateWithdrawalRequest>
    export type CreateWithdrawalMutationError = ErrorType<ErrorBody>
    export type CreateWithdrawalMutationVariables = {data: BodyType<CreateWithdrawalRequest>}

    /**
 * @summary Create a withdrawal
 */
export const useCreateWithdrawal = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createWithdrawal>>, TError,CreateWithdrawalMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createWithdrawal>>,
        TError,
        CreateWithdrawalMutationVariables,
        TContext
      > => {
      return useMutation(getCreateWithdrawalMutationOptions(options), queryClient);
    }
    export const getConfirmWithdrawalUrl = (id: number,) => {




  return `/v2/profile/withdraw/${encodeURIComponent(String(id))}/confirm`
}

/**
 * Assumption: the web confirmation of the /withdraw/confirmation page (the published API needs none: API keys skip 2FA). Takes the authenticator code (2FA on) or the e-mailed code; the withdrawal goes `pending` and completes when the network has sent it. A 422 carries code 1220 FailedToConfirmWithdraw on `code` (wrong or missing code, or a withdrawal no longer waiting).
 * @summary Confirm a withdrawal
 */
export const confirmWithdrawal = async (id: number,
    confirmWithdrawalRequest: ConfirmWithdrawalRequest, options?: Parameters<typeof httpClient>[1]): Promise<WithdrawalResponse> => {

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
return httpClient<WithdrawalResponse>(getConfirmWithdrawalUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(confirmWithdrawalRequest),
    schema: WithdrawalResponse
  }
);}





export const getConfirmWithdrawalMutationKey = () => ['confirmWithdrawal'] as const;

export const getConfirmWithdrawalMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof confirmWithdrawal>>, TError,ConfirmWithdrawalMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof confirmWithdrawal>>, TError,ConfirmWithdrawalMutationVariables, TContext> => {

const mutationKey = getConfirmWithdrawalMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof confirmWithdrawal>>, ConfirmWithdrawalMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  confirmWithdrawal(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ConfirmWithdrawalMutationResult = NonNullable<Awaited<ReturnType<typeof confirmWithdrawal>>>
    export type ConfirmWithdrawalMutationBody = BodyType<ConfirmWithdrawalRequest>
    export type ConfirmWithdrawalMutationError = ErrorType<ErrorBody>
    export type ConfirmWithdrawalMutationVariables = {id: number;data: BodyType<ConfirmWithdrawalRequest>}

    /**
 * @summary Confirm a withdrawal
 */
export const useConfirmWithdrawal = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof confirmWithdrawal>>, TError,ConfirmWithdrawalMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof confirmWithdrawal>>,
        TError,
        ConfirmWithdrawalMutationVariables,
        TContext
      > => {
      return useMutation(getConfirmWithdrawalMutationOptions(options), queryClient);
    }
    export const getResendWithdrawalCodeUrl = (id: number,) => {




  return `/v2/profile/withdraw/${encodeURIComponent(String(id))}/code`
}

/**
 * Assumption: the confirmation page's "send again" (no published counterpart): e-mails the code of an unconfirmed withdrawal again. A 422 carries code 1221 FailedToResendWithdrawCode when the withdrawal does not wait for an e-mailed code.
 * @summary Send the withdrawal code again
 */
export const resendWithdrawalCode = async (id: number, options?: Parameters<typeof httpClient>[1]): Promise<WithdrawalResponse> => {

  return httpClient<WithdrawalResponse>(getResendWithdrawalCodeUrl(id),
  {
    ...options,
    method: 'POST'

    ,
    schema: WithdrawalResponse
  }
);}





export const getResendWithdrawalCodeMutationKey = () => ['resendWithdrawalCode'] as const;

export const getResendWithdrawalCodeMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resendWithdrawalCode>>, TError,ResendWithdrawalCodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof resendWithdrawalCode>>, TError,ResendWithdrawalCodeMutationVariables, TContext> => {

const mutationKey = getResendWithdrawalCodeMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof resendWithdrawalCode>>, ResendWithdrawalCodeMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  resendWithdrawalCode(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ResendWithdrawalCodeMutationResult = NonNullable<Awaited<ReturnType<typeof resendWithdrawalCode>>>

    export type ResendWithdrawalCodeMutationError = ErrorType<ErrorBody>
    export type ResendWithdrawalCodeMutationVariables = {id: number}

    /**
 * @summary Send the withdrawal code again
 */
export const useResendWithdrawalCode = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resendWithdrawalCode>>, TError,ResendWithdrawalCodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof resendWithdrawalCode>>,
        TError,
        ResendWithdrawalCodeMutationVariables,
        TContext
      > => {
      return useMutation(getResendWithdrawalCodeMutationOptions(options), queryClient);
    }
    export const getCancelWithdrawalUrl = (id: number,) => {




  return `/v2/profile/withdraw/${encodeURIComponent(String(id))}`
}

/**
 * Assumption: cancels a withdrawal that is still unconfirmed (no published counterpart); the frozen amount goes back to the main balance. A 422 carries code 1222 FailedToCancelWithdraw once it is confirmed.
 * @summary Cancel a withdrawal
 */
export const cancelWithdrawal = async (id: number, options?: Parameters<typeof httpClient>[1]): Promise<WithdrawalResponse> => {

  return httpClient<WithdrawalResponse>(getCancelWithdrawalUrl(id),
  {
    ...options,
    method: 'DELETE'

    ,
    schema: WithdrawalResponse
  }
);}





export const getCancelWithdrawalMutationKey = () => ['cancelWithdrawal'] as const;

export const getCancelWithdrawalMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cancelWithdrawal>>, TError,CancelWithdrawalMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof cancelWithdrawal>>, TError,CancelWithdrawalMutationVariables, TContext> => {

const mutationKey = getCancelWithdrawalMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof cancelWithdrawal>>, CancelWithdrawalMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  cancelWithdrawal(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CancelWithdrawalMutationResult = NonNullable<Awaited<ReturnType<typeof cancelWithdrawal>>>

    export type CancelWithdrawalMutationError = ErrorType<ErrorBody>
    export type CancelWithdrawalMutationVariables = {id: number}

    /**
 * @summary Cancel a withdrawal
 */
export const useCancelWithdrawal = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cancelWithdrawal>>, TError,CancelWithdrawalMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof cancelWithdrawal>>,
        TError,
        CancelWithdrawalMutationVariables,
        TContext
      > => {
      return useMutation(getCancelWithdrawalMutationOptions(options), queryClient);
    }
    export const getListFundsHistoryUrl = (params: ListFundsHistoryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/profile/history?${stringifiedParams}` : `/v2/profile/history`
}

/**
 * Assumption: the spec names the history tabs main/deposits and main/withdrawals but no call; modelled on the published API's POST /api/v4/main-account/history (`transactionMethod` 1 deposit, 2 withdraw as section 4's enums; ticker, offset and limit), here a GET with the web API's pagination (default 100), newest first; pending entries settle on the exchange's clock when read.
 * @summary List deposits or withdrawals
 */
export const listFundsHistory = async (params: ListFundsHistoryParams, options?: Parameters<typeof httpClient>[1]): Promise<FundsHistoryResponse> => {

  return httpClient<FundsHistoryResponse>(getListFundsHistoryUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: FundsHistoryResponse
  }
);}





export const getListFundsHistoryQueryKey = (params?: ListFundsHistoryParams,) => {
    return [
    `/v2/profile/history`, ...(params ? [params] : [])
    ] as const;
    }


export const getListFundsHistoryQueryOptions = <TData = Awaited<ReturnType<typeof listFundsHistory>>, TError = ErrorType<ErrorBody>>(params: ListFundsHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFundsHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListFundsHistoryQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listFundsHistory>>> = ({ signal }) => listFundsHistory(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listFundsHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListFundsHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof listFundsHistory>>>
export type ListFundsHistoryQueryError = ErrorType<ErrorBody>


export function useListFundsHistory<TData = Awaited<ReturnType<typeof listFundsHistory>>, TError = ErrorType<ErrorBody>>(
 params: ListFundsHistoryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFundsHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFundsHistory>>,
          TError,
          Awaited<ReturnType<typeof listFundsHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFundsHistory<TData = Awaited<ReturnType<typeof listFundsHistory>>, TError = ErrorType<ErrorBody>>(
 params: ListFundsHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFundsHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFundsHistory>>,
          TError,
          Awaited<ReturnType<typeof listFundsHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFundsHistory<TData = Awaited<ReturnType<typeof listFundsHistory>>, TError = ErrorType<ErrorBody>>(
 params: ListFundsHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFundsHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List deposits or withdrawals
 */

export function useListFundsHistory<TData = Awaited<ReturnType<typeof listFundsHistory>>, TError = ErrorType<ErrorBody>>(
 params: ListFundsHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFundsHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListFundsHistoryQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListDepositFeesUrl = (ticker: Ticker,) => {




  return `/v2/profile/deposit-fees/${encodeURIComponent(String(ticker))}`
}

/**
 * Assumption: the spec names the failure of this call (1210 FailedToGetDepositFees), not the call. The fee of a deposit of one currency on each of its networks (a coin) or through each of its providers (a fiat currency), modelled on the published POST /api/v4/main-account/fee's `deposit` object (`fixed`, `flex.percent`). An unknown currency is a 404 with code 1210.
 * @summary List the deposit fees of a currency
 */
export const listDepositFees = async (ticker: Ticker, options?: Parameters<typeof httpClient>[1]): Promise<FundsFeeListResponse> => {

  return httpClient<FundsFeeListResponse>(getListDepositFeesUrl(ticker),
  {
    ...options,
    method: 'GET'

    ,
    schema: FundsFeeListResponse
  }
);}





export const getListDepositFeesQueryKey = (ticker: Ticker,) => {
    return [
    `/v2/profile/deposit-fees/${ticker}`
    ] as const;
    }


export const getListDepositFeesQueryOptions = <TData = Awaited<ReturnType<typeof listDepositFees>>, TError = ErrorType<ErrorBody>>(ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDepositFees>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListDepositFeesQueryKey(ticker);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listDepositFees>>> = ({ signal }) => listDepositFees(ticker, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: ticker !== null && ticker !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listDepositFees>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListDepositFeesQueryResult = NonNullable<Awaited<ReturnType<typeof listDepositFees>>>
export type ListDepositFeesQueryError = ErrorType<ErrorBody>


export function useListDepositFees<TData = Awaited<ReturnType<typeof listDepositFees>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDepositFees>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listDepositFees>>,
          TError,
          Awaited<ReturnType<typeof listDepositFees>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListDepositFees<TData = Awaited<ReturnType<typeof listDepositFees>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDepositFees>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listDepositFees>>,
          TError,
          Awaited<ReturnType<typeof listDepositFees>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListDepositFees<TData = Awaited<ReturnType<typeof listDepositFees>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDepositFees>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the deposit fees of a currency
 */

export function useListDepositFees<TData = Awaited<ReturnType<typeof listDepositFees>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDepositFees>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListDepositFeesQueryOptions(ticker,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListWithdrawFeesUrl = (ticker: Ticker,) => {




  return `/v2/profile/withdraw-fees/${encodeURIComponent(String(ticker))}`
}

/**
 * Assumption: the spec names the failure of this call (1211 FailedToGetWithdrawFees), not the call. The fee of a withdrawal of one currency on each of its networks (a coin) or through each of its providers that pay out (a fiat currency), modelled on the published POST /api/v4/main-account/fee's `withdraw` object (`fixed`, `flex.percent`). An unknown currency is a 404 with code 1211.
 * @summary List the withdrawal fees of a currency
 */
export const listWithdrawFees = async (ticker: Ticker, options?: Parameters<typeof httpClient>[1]): Promise<FundsFeeListResponse> => {

  return httpClient<FundsFeeListResponse>(getListWithdrawFeesUrl(ticker),
  {
    ...options,
    method: 'GET'

    ,
    schema: FundsFeeListResponse
  }
);}





export const getListWithdrawFeesQueryKey = (ticker: Ticker,) => {
    return [
    `/v2/profile/withdraw-fees/${ticker}`
    ] as const;
    }


export const getListWithdrawFeesQueryOptions = <TData = Awaited<ReturnType<typeof listWithdrawFees>>, TError = ErrorType<ErrorBody>>(ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWithdrawFees>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListWithdrawFeesQueryKey(ticker);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listWithdrawFees>>> = ({ signal }) => listWithdrawFees(ticker, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: ticker !== null && ticker !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listWithdrawFees>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListWithdrawFeesQueryResult = NonNullable<Awaited<ReturnType<typeof listWithdrawFees>>>
export type ListWithdrawFeesQueryError = ErrorType<ErrorBody>


export function useListWithdrawFees<TData = Awaited<ReturnType<typeof listWithdrawFees>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWithdrawFees>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWithdrawFees>>,
          TError,
          Awaited<ReturnType<typeof listWithdrawFees>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWithdrawFees<TData = Awaited<ReturnType<typeof listWithdrawFees>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWithdrawFees>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWithdrawFees>>,
          TError,
          Awaited<ReturnType<typeof listWithdrawFees>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWithdrawFees<TData = Awaited<ReturnType<typeof listWithdrawFees>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWithdrawFees>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the withdrawal fees of a currency
 */

export function useListWithdrawFees<TData = Awaited<ReturnType<typeof listWithdrawFees>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWithdrawFees>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListWithdrawFeesQueryOptions(ticker,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCalculateWithdrawFeeUrl = () => {




  return `/v2/profile/withdraw-fee`
}

/**
 * Assumption: the spec names the failure of this call (1212 FailedToCalculateWithdrawFee), not the call. The fee a withdrawal of `amount` (fee included, as the published withdraw takes it) would pay one way, and what would arrive: the way's fixed fee plus its percentage of the amount rounded up to the currency's decimals, as the published POST /api/v4/main-account/fee gives its parts. A way the currency does not have, or an amount that is not a positive decimal of the currency's precision, is a 422 with code 1212.
 * @summary Calculate the fee of a withdrawal
 */
export const calculateWithdrawFee = async (withdrawFeeRequest: WithdrawFeeRequest, options?: Parameters<typeof httpClient>[1]): Promise<WithdrawFeeResponse> => {

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
return httpClient<WithdrawFeeResponse>(getCalculateWithdrawFeeUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(withdrawFeeRequest),
    schema: WithdrawFeeResponse
  }
);}





export const getCalculateWithdrawFeeMutationKey = () => ['calculateWithdrawFee'] as const;

export const getCalculateWithdrawFeeMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof calculateWithdrawFee>>, TError,CalculateWithdrawFeeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof calculateWithdrawFee>>, TError,CalculateWithdrawFeeMutationVariables, TContext> => {

const mutationKey = getCalculateWithdrawFeeMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof calculateWithdrawFee>>, CalculateWithdrawFeeMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  calculateWithdrawFee(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CalculateWithdrawFeeMutationResult = NonNullable<Awaited<ReturnType<typeof calculateWithdrawFee>>>
    export type CalculateWithdrawFeeMutationBody = BodyType<WithdrawFeeRequest>
    export type CalculateWithdrawFeeMutationError = ErrorType<ErrorBody>
    export type CalculateWithdrawFeeMutationVariables = {data: BodyType<WithdrawFeeRequest>}

    /**
 * @summary Calculate the fee of a withdrawal
 */
export const useCalculateWithdrawFee = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof calculateWithdrawFee>>, TError,CalculateWithdrawFeeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof calculateWithdrawFee>>,
        TError,
        CalculateWithdrawFeeMutationVariables,
        TContext
      > => {
      return useMutation(getCalculateWithdrawFeeMutationOptions(options), queryClient);
    }
    export const getListDepositLimitsUrl = (ticker: Ticker,) => {




  return `/v2/profile/deposit-limits/${encodeURIComponent(String(ticker))}`
}

/**
 * Assumption: the spec names the failure of this call (1213 FailedToGetDepositLimits), not the call. The smallest and largest deposit of one currency on each network or through each provider, modelled on the published GET /api/v4/public/fee's `deposit.min_amount` and `deposit.max_amount`. A coin's deposit below its network's minimum is not credited. An unknown currency is a 404 with code 1213.
 * @summary List the deposit limits of a currency
 */
export const listDepositLimits = async (ticker: Ticker, options?: Parameters<typeof httpClient>[1]): Promise<FundsLimitListResponse> => {

  return httpClient<FundsLimitListResponse>(getListDepositLimitsUrl(ticker),
  {
    ...options,
    method: 'GET'

    ,
    schema: FundsLimitListResponse
  }
);}





export const getListDepositLimitsQueryKey = (ticker: Ticker,) => {
    return [
    `/v2/profile/deposit-limits/${ticker}`
    ] as const;
    }


export const getListDepositLimitsQueryOptions = <TData = Awaited<ReturnType<typeof listDepositLimits>>, TError = ErrorType<ErrorBody>>(ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDepositLimits>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListDepositLimitsQueryKey(ticker);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listDepositLimits>>> = ({ signal }) => listDepositLimits(ticker, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: ticker !== null && ticker !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listDepositLimits>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListDepositLimitsQueryResult = NonNullable<Awaited<ReturnType<typeof listDepositLimits>>>
export type ListDepositLimitsQueryError = ErrorType<ErrorBody>


export function useListDepositLimits<TData = Awaited<ReturnType<typeof listDepositLimits>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDepositLimits>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listDepositLimits>>,
          TError,
          Awaited<ReturnType<typeof listDepositLimits>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListDepositLimits<TData = Awaited<ReturnType<typeof listDepositLimits>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDepositLimits>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listDepositLimits>>,
          TError,
          Awaited<ReturnType<typeof listDepositLimits>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListDepositLimits<TData = Awaited<ReturnType<typeof listDepositLimits>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDepositLimits>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the deposit limits of a currency
 */

export function useListDepositLimits<TData = Awaited<ReturnType<typeof listDepositLimits>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDepositLimits>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListDepositLimitsQueryOptions(ticker,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListWithdrawLimitsUrl = (ticker: Ticker,) => {




  return `/v2/profile/withdraw-limits/${encodeURIComponent(String(ticker))}`
}

/**
 * Assumption: the spec names the failure of this call (1214 FailedToGetWithdrawLimits), not the call. The smallest and largest withdrawal (fee included) of one currency on each network (`minWithdraw`, `maxWithdraw`) or through each provider that pays out, modelled on the published GET /api/v4/public/fee's `withdraw.min_amount` and `withdraw.max_amount`. An unknown currency is a 404 with code 1214.
 * @summary List the withdrawal limits of a currency
 */
export const listWithdrawLimits = async (ticker: Ticker, options?: Parameters<typeof httpClient>[1]): Promise<FundsLimitListResponse> => {

  return httpClient<FundsLimitListResponse>(getListWithdrawLimitsUrl(ticker),
  {
    ...options,
    method: 'GET'

    ,
    schema: FundsLimitListResponse
  }
);}





export const getListWithdrawLimitsQueryKey = (ticker: Ticker,) => {
    return [
    `/v2/profile/withdraw-limits/${ticker}`
    ] as const;
    }


export const getListWithdrawLimitsQueryOptions = <TData = Awaited<ReturnType<typeof listWithdrawLimits>>, TError = ErrorType<ErrorBody>>(ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWithdrawLimits>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListWithdrawLimitsQueryKey(ticker);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listWithdrawLimits>>> = ({ signal }) => listWithdrawLimits(ticker, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: ticker !== null && ticker !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listWithdrawLimits>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListWithdrawLimitsQueryResult = NonNullable<Awaited<ReturnType<typeof listWithdrawLimits>>>
export type ListWithdrawLimitsQueryError = ErrorType<ErrorBody>


export function useListWithdrawLimits<TData = Awaited<ReturnType<typeof listWithdrawLimits>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWithdrawLimits>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWithdrawLimits>>,
          TError,
          Awaited<ReturnType<typeof listWithdrawLimits>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWithdrawLimits<TData = Awaited<ReturnType<typeof listWithdrawLimits>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWithdrawLimits>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWithdrawLimits>>,
          TError,
          Awaited<ReturnType<typeof listWithdrawLimits>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWithdrawLimits<TData = Awaited<ReturnType<typeof listWithdrawLimits>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWithdrawLimits>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the withdrawal limits of a currency
 */

export function useListWithdrawLimits<TData = Awaited<ReturnType<typeof listWithdrawLimits>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWithdrawLimits>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListWithdrawLimitsQueryOptions(ticker,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListDepositProvidersUrl = (ticker: Ticker,) => {




  return `/v2/profile/deposit-providers/${encodeURIComponent(String(ticker))}`
}

/**
 * Assumption: the spec names the failure of this call (1215 FailedToGetDepositProviders), not the call. The payment providers that take deposits of a fiat currency for this user (those the session restricts, `restrictedProviders.deposit`, left out), modelled on the published POST /api/v4/main-account/fee's `providers` list. A currency that is not fiat, or unknown, is a 404 with code 1215.
 * @summary List the providers a fiat currency may be deposited with
 */
export const listDepositProviders = async (ticker: Ticker, options?: Parameters<typeof httpClient>[1]): Promise<CurrencyProviderListResponse> => {

  return httpClient<CurrencyProviderListResponse>(getListDepositProvidersUrl(ticker),
  {
    ...options,
    method: 'GET'

    ,
    schema: CurrencyProviderListResponse
  }
);}





export const getListDepositProvidersQueryKey = (ticker: Ticker,) => {
    return [
    `/v2/profile/deposit-providers/${ticker}`
    ] as const;
    }


export const getListDepositProvidersQueryOptions = <TData = Awaited<ReturnType<typeof listDepositProviders>>, TError = ErrorType<ErrorBody>>(ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDepositProviders>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListDepositProvidersQueryKey(ticker);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listDepositProviders>>> = ({ signal }) => listDepositProviders(ticker, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: ticker !== null && ticker !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listDepositProviders>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListDepositProvidersQueryResult = NonNullable<Awaited<ReturnType<typeof listDepositProviders>>>
export type ListDepositProvidersQueryError = ErrorType<ErrorBody>


export function useListDepositProviders<TData = Awaited<ReturnType<typeof listDepositProviders>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDepositProviders>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listDepositProviders>>,
          TError,
          Awaited<ReturnType<typeof listDepositProviders>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListDepositProviders<TData = Awaited<ReturnType<typeof listDepositProviders>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDepositProviders>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listDepositProviders>>,
          TError,
          Awaited<ReturnType<typeof listDepositProviders>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListDepositProviders<TData = Awaited<ReturnType<typeof listDepositProviders>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDepositProviders>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the providers a fiat currency may be deposited with
 */

export function useListDepositProviders<TData = Awaited<ReturnType<typeof listDepositProviders>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDepositProviders>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListDepositProvidersQueryOptions(ticker,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListWithdrawProvidersUrl = (ticker: Ticker,) => {




  return `/v2/profile/withdraw-providers/${encodeURIComponent(String(ticker))}`
}

/**
 * Assumption: the spec names the failure of this call (1216 FailedToGetWithdrawProviders), not the call. The providers that pay out a fiat currency for this user (those the session restricts, `restrictedProviders.withdraw`, left out), with the payout details each needs, modelled on the published POST /api/v4/main-account/fee's `providers` list. A currency that is not fiat, or unknown, is a 404 with code 1216.
 * @summary List the providers a fiat currency may be withdrawn through
 */
export const listWithdrawProviders = async (ticker: Ticker, options?: Parameters<typeof httpClient>[1]): Promise<CurrencyProviderListResponse> => {

  return httpClient<CurrencyProviderListResponse>(getListWithdrawProvidersUrl(ticker),
  {
    ...options,
    method: 'GET'

    ,
    schema: CurrencyProviderListResponse
  }
);}





export const getListWithdrawProvidersQueryKey = (ticker: Ticker,) => {
    return [
    `/v2/profile/withdraw-providers/${ticker}`
    ] as const;
    }


export const getListWithdrawProvidersQueryOptions = <TData = Awaited<ReturnType<typeof listWithdrawProviders>>, TError = ErrorType<ErrorBody>>(ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWithdrawProviders>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListWithdrawProvidersQueryKey(ticker);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listWithdrawProviders>>> = ({ signal }) => listWithdrawProviders(ticker, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: ticker !== null && ticker !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listWithdrawProviders>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListWithdrawProvidersQueryResult = NonNullable<Awaited<ReturnType<typeof listWithdrawProviders>>>
export type ListWithdrawProvidersQueryError = ErrorType<ErrorBody>


export function useListWithdrawProviders<TData = Awaited<ReturnType<typeof listWithdrawProviders>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWithdrawProviders>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWithdrawProviders>>,
          TError,
          Awaited<ReturnType<typeof listWithdrawProviders>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWithdrawProviders<TData = Awaited<ReturnType<typeof listWithdrawProviders>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWithdrawProviders>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWithdrawProviders>>,
          TError,
          Awaited<ReturnType<typeof listWithdrawProviders>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWithdrawProviders<TData = Awaited<ReturnType<typeof listWithdrawProviders>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWithdrawProviders>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the providers a fiat currency may be withdrawn through
 */

export function useListWithdrawProviders<TData = Awaited<ReturnType<typeof listWithdrawProviders>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWithdrawProviders>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListWithdrawProvidersQueryOptions(ticker,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getValidateWithdrawAddressUrl = () => {




  return `/v2/profile/withdraw-address/validate`
}

/**
 * Assumption: the spec names the failure of this call (1223 FailedToValidateWithdrawAddress), not the call; the published API has no counterpart (its withdraw refuses a bad address itself). Checks that an address (and memo) is of the network's form before a withdrawal is made, and says whether it is in the user's address book. An address not of the network's form, a missing memo where the network needs one, or a currency or network that takes no withdrawals is a 422 with code 1223 on that field.
 * @summary Check a receiving address
 */
export const validateWithdrawAddress = async (validateWithdrawAddressRequest: ValidateWithdrawAddressRequest, options?: Parameters<typeof httpClient>[1]): Promise<ValidateWithdrawAddressResponse> => {

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
return httpClient<ValidateWithdrawAddressResponse>(getValidateWithdrawAddressUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(validateWithdrawAddressRequest),
    schema: ValidateWithdrawAddressResponse
  }
);}





export const getValidateWithdrawAddressMutationKey = () => ['validateWithdrawAddress'] as const;

export const getValidateWithdrawAddressMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof validateWithdrawAddress>>, TError,ValidateWithdrawAddressMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof validateWithdrawAddress>>, TError,ValidateWithdrawAddressMutationVariables, TContext> => {

const mutationKey = getValidateWithdrawAddressMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof validateWithdrawAddress>>, ValidateWithdrawAddressMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  validateWithdrawAddress(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ValidateWithdrawAddressMutationResult = NonNullable<Awaited<ReturnType<typeof validateWithdrawAddress>>>
    export type ValidateWithdrawAddressMutationBody = BodyType<ValidateWithdrawAddressRequest>
    export type ValidateWithdrawAddressMutationError = ErrorType<ErrorBody>
    export type ValidateWithdrawAddressMutationVariables = {data: BodyType<ValidateWithdrawAddressRequest>}

    /**
 * @summary Check a receiving address
 */
export const useValidateWithdrawAddress = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof validateWithdrawAddress>>, TError,ValidateWithdrawAddressMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof validateWithdrawAddress>>,
        TError,
        ValidateWithdrawAddressMutationVariables,
        TContext
      > => {
      return useMutation(getValidateWithdrawAddressMutationOptions(options), queryClient);
    }
    export const getCreateExpressWithdrawalUrl = () => {




  return `/v2/profile/express-withdraw`
}

/**
 * Assumption: the spec names the /express-withdraw page and the failure of its call (1224 FailedToCreateExpressWithdraw), not the call. A withdrawal to an entry of the address book (GET /v2/settings/whitelist), which gives the currency, network, address and memo; modelled on the published POST /api/v4/main-account/withdraw (`amount` includes the fee, `uniqueId` answers the withdrawal already made). It is then confirmed, listed and settled as createWithdrawal's. A 422 carries 37 NotEnoughBalance or 32 ErrAmount on `amount` (below the network's minimum, above its maximum, not above its fee, too many decimals), or 1224 FailedToCreateExpressWithdraw on `addressId` (no such saved address, or its currency or network takes no withdrawals now, or the session restricts it).
 * @summary Withdraw to a saved address
 */
export const createExpressWithdrawal = async (createExpressWithdrawalRequest: CreateExpressWithdrawalRequest, options?: Parameters<typeof httpClient>[1]): Promise<WithdrawalResponse> => {

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
return httpClient<WithdrawalResponse>(getCreateExpressWithdrawalUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createExpressWithdrawalRequest),
    schema: WithdrawalResponse
  }
);}





export const getCreateExpressWithdrawalMutationKey = () => ['createExpressWithdrawal'] as const;

export const getCreateExpressWithdrawalMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createExpressWithdrawal>>, TError,CreateExpressWithdrawalMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createExpressWithdrawal>>, TError,CreateExpressWithdrawalMutationVariables, TContext> => {

const mutationKey = getCreateExpressWithdrawalMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createExpressWithdrawal>>, CreateExpressWithdrawalMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createExpressWithdrawal(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateExpressWithdrawalMutationResult = NonNullable<Awaited<ReturnType<typeof createExpressWithdrawal>>>
    export type CreateExpressWithdrawalMutationBody = BodyType<CreateExpressWithdrawalRequest>
    export type CreateExpressWithdrawalMutationError = ErrorType<ErrorBody>
    export type CreateExpressWithdrawalMutationVariables = {data: BodyType<CreateExpressWithdrawalRequest>}

    /**
 * @summary Withdraw to a saved address
 */
export const useCreateExpressWithdrawal = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createExpressWithdrawal>>, TError,CreateExpressWithdrawalMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createExpressWithdrawal>>,
        TError,
        CreateExpressWithdrawalMutationVariables,
        TContext
      > => {
      return useMutation(getCreateExpressWithdrawalMutationOptions(options), queryClient);
    }
