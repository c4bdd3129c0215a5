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
  CryptoBorrowTermsResponse,
  CryptoLoanEventListResponse,
  CryptoLoanListResponse,
  CryptoLoanResponse,
  InstitutionalLoanRequestListResponse,
  InstitutionalLoanRequestResponse
} from '../model';
import type {
  CreateCryptoLoanRequest,
  CreateInstitutionalLoanRequest,
  CryptoLoanAmountRequest,
  ErrorBody,
  ListCryptoLoanHistoryParams,
  ListCryptoLoansParams,
  ListInstitutionalLoanRequestsParams
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

export const getGetCryptoBorrowTermsUrl = () => {




  return `/v2/crypto-borrow/terms`
}

/**
 * Assumption: the spec names no call for /crypto-borrow and the published API documents no loan operation; shaped like the common crypto-loan APIs (borrowable coins with an hourly rate and limits, collateral coins with initial, margin-call and liquidation LTV). Prices are in USDT, as the rates of GET /v2/currencies/rates/USDT, so a client can preview a loan's LTV before asking. Guests may read it. Fails with 3300 FailedToGetBorrowInfo.
 * @summary Get the crypto borrow terms
 */
export const getCryptoBorrowTerms = async ( options?: Parameters<typeof httpClient>[1]): Promise<CryptoBorrowTermsResponse> => {

  return httpClient<CryptoBorrowTermsResponse>(getGetCryptoBorrowTermsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: CryptoBorrowTermsResponse
  }
);}





export const getGetCryptoBorrowTermsQueryKey = () => {
    return [
    `/v2/crypto-borrow/terms`
    ] as const;
    }


export const getGetCryptoBorrowTermsQueryOptions = <TData = Awaited<ReturnType<typeof getCryptoBorrowTerms>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCryptoBorrowTerms>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetCryptoBorrowTermsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getCryptoBorrowTerms>>> = ({ signal }) => getCryptoBorrowTerms({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getCryptoBorrowTerms>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetCryptoBorrowTermsQueryResult = NonNullable<Awaited<ReturnType<typeof getCryptoBorrowTerms>>>
export type GetCryptoBorrowTermsQueryError = ErrorType<ErrorBody>


export function useGetCryptoBorrowTerms<TData = Awaited<ReturnType<typeof getCryptoBorrowTerms>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCryptoBorrowTerms>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCryptoBorrowTerms>>,
          TError,
          Awaited<ReturnType<typeof getCryptoBorrowTerms>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCryptoBorrowTerms<TData = Awaited<ReturnType<typeof getCryptoBorrowTerms>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCryptoBorrowTerms>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCryptoBorrowTerms>>,
          TError,
          Awaited<ReturnType<typeof getCryptoBorrowTerms>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCryptoBorrowTerms<TData = Awaited<ReturnType<typeof getCryptoBorrowTerms>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCryptoBorrowTerms>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the crypto borrow terms
 */

export function useGetCryptoBorrowTerms<TData = Awaited<ReturnType<typeof getCryptoBorrowTerms>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCryptoBorrowTerms>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetCryptoBorrowTermsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListCryptoLoansUrl = (params?: ListCryptoLoansParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/crypto-borrow/loans?${stringifiedParams}` : `/v2/crypto-borrow/loans`
}

/**
 * Assumption: the user's loans, newest first, open ones or closed ones (repaid or liquidated), with their current LTV at the current prices. Offset and limit pagination (default 100). Fails with 3300 FailedToGetBorrowInfo.
 * @summary List the user's loans
 */
export const listCryptoLoans = async (params?: ListCryptoLoansParams, options?: Parameters<typeof httpClient>[1]): Promise<CryptoLoanListResponse> => {

  return httpClient<CryptoLoanListResponse>(getListCryptoLoansUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: CryptoLoanListResponse
  }
);}





export const getListCryptoLoansQueryKey = (params?: ListCryptoLoansParams,) => {
    return [
    `/v2/crypto-borrow/loans`, ...(params ? [params] : [])
    ] as const;
    }


export const getListCryptoLoansQueryOptions = <TData = Awaited<ReturnType<typeof listCryptoLoans>>, TError = ErrorType<ErrorBody>>(params?: ListCryptoLoansParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCryptoLoans>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListCryptoLoansQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listCryptoLoans>>> = ({ signal }) => listCryptoLoans(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listCryptoLoans>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListCryptoLoansQueryResult = NonNullable<Awaited<ReturnType<typeof listCryptoLoans>>>
export type ListCryptoLoansQueryError = ErrorType<ErrorBody>


export function useListCryptoLoans<TData = Awaited<ReturnType<typeof listCryptoLoans>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListCryptoLoansParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCryptoLoans>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCryptoLoans>>,
          TError,
          Awaited<ReturnType<typeof listCryptoLoans>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCryptoLoans<TData = Awaited<ReturnType<typeof listCryptoLoans>>, TError = ErrorType<ErrorBody>>(
 params?: ListCryptoLoansParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCryptoLoans>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCryptoLoans>>,
          TError,
          Awaited<ReturnType<typeof listCryptoLoans>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCryptoLoans<TData = Awaited<ReturnType<typeof listCryptoLoans>>, TError = ErrorType<ErrorBody>>(
 params?: ListCryptoLoansParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCryptoLoans>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the user's loans
 */

export function useListCryptoLoans<TData = Awaited<ReturnType<typeof listCryptoLoans>>, TError = ErrorType<ErrorBody>>(
 params?: ListCryptoLoansParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCryptoLoans>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListCryptoLoansQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateCryptoLoanUrl = () => {




  return `/v2/crypto-borrow/loans`
}

/**
 * Assumption: borrows loanAmount of loanTicker, credited to the main balance, against collateralAmount of collateralTicker, frozen on the main balance until the loan is repaid. The loan must be within the asset's minimum and maximum and at most the collateral's initial LTV. A 422 carries code 32 ErrAmount on loanAmount (limits, decimals), 37 NotEnoughBalance on collateralAmount, 30 on a ticker that cannot be borrowed or pledged, or 3301 FailedToBorrow on collateralAmount when the collateral is too small for the initial LTV.
 * @summary Take out a loan
 */
export const createCryptoLoan = async (createCryptoLoanRequest: CreateCryptoLoanRequest, options?: Parameters<typeof httpClient>[1]): Promise<CryptoLoanResponse> => {

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
return httpClient<CryptoLoanResponse>(getCreateCryptoLoanUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createCryptoLoanRequest),
    schema: CryptoLoanResponse
  }
);}





export const getCreateCryptoLoanMutationKey = () => ['createCryptoLoan'] as const;

export const getCreateCryptoLoanMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createCryptoLoan>>, TError,CreateCryptoLoanMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createCryptoLoan>>, TError,CreateCryptoLoanMutationVariables, TContext> => {

const mutationKey = getCreateCryptoLoanMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createCryptoLoan>>, CreateCryptoLoanMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createCryptoLoan(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateCryptoLoanMutationResult = NonNullable<Awaited<ReturnType<typeof createCryptoLoan>>>
    export type CreateCryptoLoanMutationBody = BodyType<CreateCryptoLoanRequest>
    export type CreateCryptoLoanMutationError = ErrorType<ErrorBody>
    export type CreateCryptoLoanMutationVariables = {data: BodyType<CreateCryptoLoanRequest>}

    /**
 * @summary Take out a loan
 */
export const useCreateCryptoLoan = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createCryptoLoan>>, TError,CreateCryptoLoanMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createCryptoLoan>>,
        TError,
        CreateCryptoLoanMutationVariables,
        TContext
      > => {
      return useMutation(getCreateCryptoLoanMutationOptions(options), queryClient);
    }
    export const getRepayCryptoLoanUrl = (id: number,) => {




  return `/v2/crypto-borrow/loans/${encodeURIComponent(String(id))}/repay`
}

/**
 * Assumption: pays amount of the loan's ticker from the main balance, interest first, then principal; once nothing is owed the loan is repaid and its collateral is unfrozen. A 422 carries code 32 ErrAmount on amount (zero, more than is owed, too many decimals), 37 NotEnoughBalance on amount, or 3302 FailedToUpdateCreditLine on id for a loan that is no longer open (repaid or liquidated meanwhile). Code 3302 on any other failure.
 * @summary Repay a loan
 */
export const repayCryptoLoan = async (id: number,
    cryptoLoanAmountRequest: CryptoLoanAmountRequest, options?: Parameters<typeof httpClient>[1]): Promise<CryptoLoanResponse> => {

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
return httpClient<CryptoLoanResponse>(getRepayCryptoLoanUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(cryptoLoanAmountRequest),
    schema: CryptoLoanResponse
  }
);}





export const getRepayCryptoLoanMutationKey = () => ['repayCryptoLoan'] as const;

export const getRepayCryptoLoanMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof repayCryptoLoan>>, TError,RepayCryptoLoanMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof repayCryptoLoan>>, TError,RepayCryptoLoanMutationVariables, TContext> => {

const mutationKey = getRepayCryptoLoanMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof repayCryptoLoan>>, RepayCryptoLoanMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  repayCryptoLoan(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type RepayCryptoLoanMutationResult = NonNullable<Awaited<ReturnType<typeof repayCryptoLoan>>>
    export type RepayCryptoLoanMutationBody = BodyType<CryptoLoanAmountRequest>
    export type RepayCryptoLoanMutationError = ErrorType<ErrorBody>
    export type RepayCryptoLoanMutationVariables = {id: number;data: BodyType<CryptoLoanAmountRequest>}

    /**
 * @summary Repay a loan
 */
export const useRepayCryptoLoan = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof repayCryptoLoan>>, TError,RepayCryptoLoanMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof repayCryptoLoan>>,
        TError,
        RepayCryptoLoanMutationVariables,
        TContext
      > => {
      return useMutation(getRepayCryptoLoanMutationOptions(options), queryClient);
    }
    export const getAddCryptoLoanCollateralUrl = (id: number,) => {




  return `/v2/crypto-borrow/loans/${encodeURIComponent(String(id))}/collateral`
}

/**
 * Assumption: freezes amount more of the loan's collateral ticker from the main balance, lowering its LTV (as the common crypto-loan APIs' adjust-collateral). A 422 carries code 32 ErrAmount or 37 NotEnoughBalance on amount, or 3302 FailedToUpdateCreditLine on id for a loan that is no longer open (repaid or liquidated meanwhile). Code 3302 on any other failure.
 * @summary Add collateral to a loan
 */
export const addCryptoLoanCollateral = async (id: number,
    cryptoLoanAmountRequest: CryptoLoanAmountRequest, options?: Parameters<typeof httpClient>[1]): Promise<CryptoLoanResponse> => {

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
return httpClient<CryptoLoanResponse>(getAddCryptoLoanCollateralUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(cryptoLoanAmountRequest),
    schema: CryptoLoanResponse
  }
);}





export const getAddCryptoLoanCollateralMutationKey = () => ['addCryptoLoanCollateral'] as const;

export const getAddCryptoLoanCollateralMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addCryptoLoanCollateral>>, TError,AddCryptoLoanCollateralMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof addCryptoLoanCollateral>>, TError,AddCryptoLoanCollateralMutationVariables, TContext> => {

const mutationKey = getAddCryptoLoanCollateralMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof addCryptoLoanCollateral>>, AddCryptoLoanCollateralMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  addCryptoLoanCollateral(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type AddCryptoLoanCollateralMutationResult = NonNullable<Awaited<ReturnType<typeof addCryptoLoanCollateral>>>
    export type AddCryptoLoanCollateralMutationBody = BodyType<CryptoLoanAmountRequest>
    export type AddCryptoLoanCollateralMutationError = ErrorType<ErrorBody>
    export type AddCryptoLoanCollateralMutationVariables = {id: number;data: BodyType<CryptoLoanAmountRequest>}

    /**
 * @summary Add collateral to a loan
 */
export const useAddCryptoLoanCollateral = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addCryptoLoanCollateral>>, TError,AddCryptoLoanCollateralMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof addCryptoLoanCollateral>>,
        TError,
        AddCryptoLoanCollateralMutationVariables,
        TContext
      > => {
      return useMutation(getAddCryptoLoanCollateralMutationOptions(options), queryClient);
    }
    export const getListCryptoLoanHistoryUrl = (params?: ListCryptoLoanHistoryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/crypto-borrow/history?${stringifiedParams}` : `/v2/crypto-borrow/history`
}

/**
 * Assumption: every movement of the user's loans (borrowed, repaid, collateral added or returned, liquidated), newest first, for the history tab collateral/borrow; optionally of one ticker. Offset and limit pagination (default 100). Fails with 3300 FailedToGetBorrowInfo.
 * @summary List the loans' movements
 */
export const listCryptoLoanHistory = async (params?: ListCryptoLoanHistoryParams, options?: Parameters<typeof httpClient>[1]): Promise<CryptoLoanEventListResponse> => {

  return httpClient<CryptoLoanEventListResponse>(getListCryptoLoanHistoryUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: CryptoLoanEventListResponse
  }
);}





export const getListCryptoLoanHistoryQueryKey = (params?: ListCryptoLoanHistoryParams,) => {
    return [
    `/v2/crypto-borrow/history`, ...(params ? [params] : [])
    ] as const;
    }


export const getListCryptoLoanHistoryQueryOptions = <TData = Awaited<ReturnType<typeof listCryptoLoanHistory>>, TError = ErrorType<ErrorBody>>(params?: ListCryptoLoanHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCryptoLoanHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListCryptoLoanHistoryQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listCryptoLoanHistory>>> = ({ signal }) => listCryptoLoanHistory(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listCryptoLoanHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListCryptoLoanHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof listCryptoLoanHistory>>>
export type ListCryptoLoanHistoryQueryError = ErrorType<ErrorBody>


export function useListCryptoLoanHistory<TData = Awaited<ReturnType<typeof listCryptoLoanHistory>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListCryptoLoanHistoryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCryptoLoanHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCryptoLoanHistory>>,
          TError,
          Awaited<ReturnType<typeof listCryptoLoanHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCryptoLoanHistory<TData = Awaited<ReturnType<typeof listCryptoLoanHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListCryptoLoanHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCryptoLoanHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCryptoLoanHistory>>,
          TError,
          Awaited<ReturnType<typeof listCryptoLoanHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCryptoLoanHistory<TData = Awaited<ReturnType<typeof listCryptoLoanHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListCryptoLoanHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCryptoLoanHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the loans' movements
 */

export function useListCryptoLoanHistory<TData = Awaited<ReturnType<typeof listCryptoLoanHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListCryptoLoanHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCryptoLoanHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListCryptoLoanHistoryQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListInstitutionalLoanRequestsUrl = (params?: ListInstitutionalLoanRequestsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/institutional-loan/requests?${stringifiedParams}` : `/v2/institutional-loan/requests`
}

/**
 * Assumption: the spec has the request form /institutional-loan and the history tab collateral/institutional-loan but no call, and the published API has no institutional loan call. The user's applications, newest first, each with its status; the desk's review runs on the exchange's clock (in review a minute after it is sent, approved ten minutes after), settled when read. Filters by status and by the time it was sent (from, to: Unix seconds); the web API's offset and limit (default 50). Fails with 2417 FailedToGetInstitutionalLoanHistory.
 * @summary List the institutional loan requests
 */
export const listInstitutionalLoanRequests = async (params?: ListInstitutionalLoanRequestsParams, options?: Parameters<typeof httpClient>[1]): Promise<InstitutionalLoanRequestListResponse> => {

  return httpClient<InstitutionalLoanRequestListResponse>(getListInstitutionalLoanRequestsUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: InstitutionalLoanRequestListResponse
  }
);}





export const getListInstitutionalLoanRequestsQueryKey = (params?: ListInstitutionalLoanRequestsParams,) => {
    return [
    `/v2/institutional-loan/requests`, ...(params ? [params] : [])
    ] as const;
    }


export const getListInstitutionalLoanRequestsQueryOptions = <TData = Awaited<ReturnType<typeof listInstitutionalLoanRequests>>, TError = ErrorType<ErrorBody>>(params?: ListInstitutionalLoanRequestsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listInstitutionalLoanRequests>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListInstitutionalLoanRequestsQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listInstitutionalLoanRequests>>> = ({ signal }) => listInstitutionalLoanRequests(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listInstitutionalLoanRequests>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListInstitutionalLoanRequestsQueryResult = NonNullable<Awaited<ReturnType<typeof listInstitutionalLoanRequests>>>
export type ListInstitutionalLoanRequestsQueryError = ErrorType<ErrorBody>


export function useListInstitutionalLoanRequests<TData = Awaited<ReturnType<typeof listInstitutionalLoanRequests>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListInstitutionalLoanRequestsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listInstitutionalLoanRequests>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listInstitutionalLoanRequests>>,
          TError,
          Awaited<ReturnType<typeof listInstitutionalLoanRequests>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListInstitutionalLoanRequests<TData = Awaited<ReturnType<typeof listInstitutionalLoanRequests>>, TError = ErrorType<ErrorBody>>(
 params?: ListInstitutionalLoanRequestsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listInstitutionalLoanRequests>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listInstitutionalLoanRequests>>,
          TError,
          Awaited<ReturnType<typeof listInstitutionalLoanRequests>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListInstitutionalLoanRequests<TData = Awaited<ReturnType<typeof listInstitutionalLoanRequests>>, TError = ErrorType<ErrorBody>>(
 params?: ListInstitutionalLoanRequestsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listInstitutionalLoanRequests>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the institutional loan requests
 */

export function useListInstitutionalLoanRequests<TData = Awaited<ReturnType<typeof listInstitutionalLoanRequests>>, TError = ErrorType<ErrorBody>>(
 params?: ListInstitutionalLoanRequestsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listInstitutionalLoanRequests>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListInstitutionalLoanRequestsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateInstitutionalLoanRequestUrl = () => {




  return `/v2/institutional-loan/requests`
}

/**
 * Assumption: sends the application of /institutional-loan to the institutional desk (until now the page handed it to the user's e-mail program); answered at once as submitted. A 422 carries code 30 on a field the desk refuses (a ticker it does not lend or take as collateral, the same asset on both sides) or 32 ErrAmount on amount (not above zero, or more decimals than the asset has).
 * @summary Apply for an institutional loan
 */
export const createInstitutionalLoanRequest = async (createInstitutionalLoanRequestBody: CreateInstitutionalLoanRequest, options?: Parameters<typeof httpClient>[1]): Promise<InstitutionalLoanRequestResponse> => {

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
return httpClient<InstitutionalLoanRequestResponse>(getCreateInstitutionalLoanRequestUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createInstitutionalLoanRequestBody),
    schema: InstitutionalLoanRequestResponse
  }
);}





export const getCreateInstitutionalLoanRequestMutationKey = () => ['createInstitutionalLoanRequest'] as const;

export const getCreateInstitutionalLoanRequestMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createInstitutionalLoanRequest>>, TError,CreateInstitutionalLoanRequestMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createInstitutionalLoanRequest>>, TError,CreateInstitutionalLoanRequestMutationVariables, TContext> => {

const mutationKey = getCreateInstitutionalLoanRequestMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createInstitutionalLoanRequest>>, CreateInstitutionalLoanRequestMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createInstitutionalLoanRequest(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateInstitutionalLoanRequestMutationResult = NonNullable<Awaited<ReturnType<typeof createInstitutionalLoanRequest>>>
    export type CreateInstitutionalLoanRequestMutationBody = BodyType<CreateInstitutionalLoanRequest>
    export type CreateInstitutionalLoanRequestMutationError = ErrorType<ErrorBody>
    export type CreateInstitutionalLoanRequestMutationVariables = {data: BodyType<CreateInstitutionalLoanRequest>}

    /**
 * @summary Apply for an institutional loan
 */
export const useCreateInstitutionalLoanRequest = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createInstitutionalLoanRequest>>, TError,CreateInstitutionalLoanRequestMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createInstitutionalLoanRequest>>,
        TError,
        CreateInstitutionalLoanRequestMutationVariables,
        TContext
      > => {
      return useMutation(getCreateInstitutionalLoanRequestMutationOptions(options), queryClient);
    }
    export const getWithdrawInstitutionalLoanRequestUrl = (id: number,) => {




  return `/v2/institutional-loan/requests/${encodeURIComponent(String(id))}`
}

/**
 * Assumption: withdraws a request that is not yet approved; answers the request, withdrawn. 404 for an unknown request; a 422 with code 30 on id when it is approved or withdrawn already.
 * @summary Withdraw an institutional loan request
 */
export const withdrawInstitutionalLoanRequest = async (id: number, options?: Parameters<typeof httpClient>[1]): Promise<InstitutionalLoanRequestResponse> => {

  return httpClient<InstitutionalLoanRequestResponse>(getWithdrawInstitutionalLoanRequestUrl(id),
  {
    ...options,
    method: 'DELETE'

    ,
    schema: InstitutionalLoanRequestResponse
  }
);}





export const getWithdrawInstitutionalLoanRequestMutationKey = () => ['withdrawInstitutionalLoanRequest'] as const;

export const getWithdrawInstitutionalLoanRequestMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof withdrawInstitutionalLoanRequest>>, TError,WithdrawInstitutionalLoanRequestMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof withdrawInstitutionalLoanRequest>>, TError,WithdrawInstitutionalLoanRequestMutationVariables, TContext> => {

const mutationKey = getWithdrawInstitutionalLoanRequestMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof withdrawInstitutionalLoanRequest>>, WithdrawInstitutionalLoanRequestMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  withdrawInstitutionalLoanRequest(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type WithdrawInstitutionalLoanRequestMutationResult = NonNullable<Awaited<ReturnType<typeof withdrawInstitutionalLoanRequest>>>

    export type WithdrawInstitutionalLoanRequestMutationError = ErrorType<ErrorBody>
    export type WithdrawInstitutionalLoanRequestMutationVariables = {id: number}

    /**
 * @summary Withdraw an institutional loan request
 */
export const useWithdrawInstitutionalLoanRequest = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof withdrawInstitutionalLoanRequest>>, TError,WithdrawInstitutionalLoanRequestMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof withdrawInstitutionalLoanRequest>>,
        TError,
        WithdrawInstitutionalLoanRequestMutationVariables,
        TContext
      > => {
      return useMutation(getWithdrawInstitutionalLoanRequestMutationOptions(options), queryClient);
    }
