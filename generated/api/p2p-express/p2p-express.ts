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
  P2pCardListResponse,
  P2pCardResponse,
  P2pOfferListResponse,
  P2pOrderListResponse,
  P2pOrderResponse,
  P2pQuoteResponse
} from '../model';
import type {
  AddP2pCardRequest,
  ConfirmP2pDepositRequest,
  ConfirmP2pWithdrawalRequest,
  CreateP2pOrderRequest,
  ErrorBody,
  GetP2pExpressQuoteParams,
  ListP2pExpressOffersParams,
  ListP2pExpressOrdersParams,
  P2pOfferId,
  P2pOrderId
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

export const getListP2pExpressOffersUrl = (params: ListP2pExpressOffersParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/p2p-express/offers?${stringifiedParams}` : `/v2/p2p-express/offers`
}

/**
 * Assumption: no published counterpart. The merchants' offers for one direction, best price first (the lowest fiat price per unit for a deposit, the highest for a withdrawal), optionally for one fiat currency. Code 4800 FailedToGetP2pExpressOffers on failure; 403 for a user not allowed payments.
 * @summary List the P2P Express merchants' offers
 */
export const listP2pExpressOffers = async (params: ListP2pExpressOffersParams, options?: Parameters<typeof httpClient>[1]): Promise<P2pOfferListResponse> => {

  return httpClient<P2pOfferListResponse>(getListP2pExpressOffersUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: P2pOfferListResponse
  }
);}





export const getListP2pExpressOffersQueryKey = (params?: ListP2pExpressOffersParams,) => {
    return [
    `/v2/p2p-express/offers`, ...(params ? [params] : [])
    ] as const;
    }


export const getListP2pExpressOffersQueryOptions = <TData = Awaited<ReturnType<typeof listP2pExpressOffers>>, TError = ErrorType<ErrorBody>>(params: ListP2pExpressOffersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listP2pExpressOffers>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListP2pExpressOffersQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listP2pExpressOffers>>> = ({ signal }) => listP2pExpressOffers(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listP2pExpressOffers>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListP2pExpressOffersQueryResult = NonNullable<Awaited<ReturnType<typeof listP2pExpressOffers>>>
export type ListP2pExpressOffersQueryError = ErrorType<ErrorBody>


export function useListP2pExpressOffers<TData = Awaited<ReturnType<typeof listP2pExpressOffers>>, TError = ErrorType<ErrorBody>>(
 params: ListP2pExpressOffersParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listP2pExpressOffers>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listP2pExpressOffers>>,
          TError,
          Awaited<ReturnType<typeof listP2pExpressOffers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListP2pExpressOffers<TData = Awaited<ReturnType<typeof listP2pExpressOffers>>, TError = ErrorType<ErrorBody>>(
 params: ListP2pExpressOffersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listP2pExpressOffers>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listP2pExpressOffers>>,
          TError,
          Awaited<ReturnType<typeof listP2pExpressOffers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListP2pExpressOffers<TData = Awaited<ReturnType<typeof listP2pExpressOffers>>, TError = ErrorType<ErrorBody>>(
 params: ListP2pExpressOffersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listP2pExpressOffers>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the P2P Express merchants' offers
 */

export function useListP2pExpressOffers<TData = Awaited<ReturnType<typeof listP2pExpressOffers>>, TError = ErrorType<ErrorBody>>(
 params: ListP2pExpressOffersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listP2pExpressOffers>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListP2pExpressOffersQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetP2pExpressQuoteUrl = (id: P2pOfferId,
    params: GetP2pExpressQuoteParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/p2p-express/offers/${encodeURIComponent(String(id))}/quote?${stringifiedParams}` : `/v2/p2p-express/offers/${encodeURIComponent(String(id))}/quote`
}

/**
 * Assumption: no published counterpart (shaped like the fee calculation of POST /api/v4/main-account/fee). The merchant's fee and what arrives for `amount` (fiat for a deposit, the asset for a withdrawal), rounded as an order at the offer would be. A 422 with code 32 ErrAmount on `amount` outside the offer's limits or finer than its decimals; 404 for an unknown offer. Code 4802 FailedToGetP2pExpressQuote on failure.
 * @summary Calculate what an amount comes to at an offer
 */
export const getP2pExpressQuote = async (id: P2pOfferId,
    params: GetP2pExpressQuoteParams, options?: Parameters<typeof httpClient>[1]): Promise<P2pQuoteResponse> => {

  return httpClient<P2pQuoteResponse>(getGetP2pExpressQuoteUrl(id,params),
  {
    ...options,
    method: 'GET'

    ,
    schema: P2pQuoteResponse
  }
);}





export const getGetP2pExpressQuoteQueryKey = (id: P2pOfferId,
    params?: GetP2pExpressQuoteParams,) => {
    return [
    `/v2/p2p-express/offers/${id}/quote`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetP2pExpressQuoteQueryOptions = <TData = Awaited<ReturnType<typeof getP2pExpressQuote>>, TError = ErrorType<ErrorBody>>(id: P2pOfferId,
    params: GetP2pExpressQuoteParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getP2pExpressQuote>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetP2pExpressQuoteQueryKey(id,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getP2pExpressQuote>>> = ({ signal }) => getP2pExpressQuote(id,params, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getP2pExpressQuote>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetP2pExpressQuoteQueryResult = NonNullable<Awaited<ReturnType<typeof getP2pExpressQuote>>>
export type GetP2pExpressQuoteQueryError = ErrorType<ErrorBody>


export function useGetP2pExpressQuote<TData = Awaited<ReturnType<typeof getP2pExpressQuote>>, TError = ErrorType<ErrorBody>>(
 id: P2pOfferId,
    params: GetP2pExpressQuoteParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getP2pExpressQuote>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getP2pExpressQuote>>,
          TError,
          Awaited<ReturnType<typeof getP2pExpressQuote>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetP2pExpressQuote<TData = Awaited<ReturnType<typeof getP2pExpressQuote>>, TError = ErrorType<ErrorBody>>(
 id: P2pOfferId,
    params: GetP2pExpressQuoteParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getP2pExpressQuote>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getP2pExpressQuote>>,
          TError,
          Awaited<ReturnType<typeof getP2pExpressQuote>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetP2pExpressQuote<TData = Awaited<ReturnType<typeof getP2pExpressQuote>>, TError = ErrorType<ErrorBody>>(
 id: P2pOfferId,
    params: GetP2pExpressQuoteParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getP2pExpressQuote>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Calculate what an amount comes to at an offer
 */

export function useGetP2pExpressQuote<TData = Awaited<ReturnType<typeof getP2pExpressQuote>>, TError = ErrorType<ErrorBody>>(
 id: P2pOfferId,
    params: GetP2pExpressQuoteParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getP2pExpressQuote>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetP2pExpressQuoteQueryOptions(id,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListP2pExpressCardsUrl = () => {




  return `/v2/p2p-express/cards`
}

/**
 * Assumption: no published counterpart. The cards the user added to pay merchants from or be paid to, newest first. Code 4807 FailedToGetP2pExpressCards on failure.
 * @summary List the bank cards added for P2P Express
 */
export const listP2pExpressCards = async ( options?: Parameters<typeof httpClient>[1]): Promise<P2pCardListResponse> => {

  return httpClient<P2pCardListResponse>(getListP2pExpressCardsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: P2pCardListResponse
  }
);}





export const getListP2pExpressCardsQueryKey = () => {
    return [
    `/v2/p2p-express/cards`
    ] as const;
    }


export const getListP2pExpressCardsQueryOptions = <TData = Awaited<ReturnType<typeof listP2pExpressCards>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listP2pExpressCards>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListP2pExpressCardsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listP2pExpressCards>>> = ({ signal }) => listP2pExpressCards({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listP2pExpressCards>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListP2pExpressCardsQueryResult = NonNullable<Awaited<ReturnType<typeof listP2pExpressCards>>>
export type ListP2pExpressCardsQueryError = ErrorType<ErrorBody>


export function useListP2pExpressCards<TData = Awaited<ReturnType<typeof listP2pExpressCards>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listP2pExpressCards>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listP2pExpressCards>>,
          TError,
          Awaited<ReturnType<typeof listP2pExpressCards>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListP2pExpressCards<TData = Awaited<ReturnType<typeof listP2pExpressCards>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listP2pExpressCards>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listP2pExpressCards>>,
          TError,
          Awaited<ReturnType<typeof listP2pExpressCards>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListP2pExpressCards<TData = Awaited<ReturnType<typeof listP2pExpressCards>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listP2pExpressCards>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the bank cards added for P2P Express
 */

export function useListP2pExpressCards<TData = Awaited<ReturnType<typeof listP2pExpressCards>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listP2pExpressCards>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListP2pExpressCardsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getAddP2pExpressCardUrl = () => {




  return `/v2/p2p-express/cards`
}

/**
 * Assumption: no published counterpart (the card checked as the published withdraw-pay checks a card payout's `address`). A Visa or Mastercard number (13 to 19 digits with a right Luhn sum), the holder's name and an expiry not in the past. A 422 with code 30 DefaultRequestValidation on `number` (not a card number, or not Visa or Mastercard), `holder` or `expiry`; the same card added again is answered with the card already there. Code 4808 FailedToAddP2pExpressCard on any other failure.
 * @summary Add a bank card for P2P Express
 */
export const addP2pExpressCard = async (addP2pCardRequest: AddP2pCardRequest, options?: Parameters<typeof httpClient>[1]): Promise<P2pCardResponse> => {

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
return httpClient<P2pCardResponse>(getAddP2pExpressCardUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(addP2pCardRequest),
    schema: P2pCardResponse
  }
);}





export const getAddP2pExpressCardMutationKey = () => ['addP2pExpressCard'] as const;

export const getAddP2pExpressCardMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addP2pExpressCard>>, TError,AddP2pExpressCardMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof addP2pExpressCard>>, TError,AddP2pExpressCardMutationVariables, TContext> => {

const mutationKey = getAddP2pExpressCardMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof addP2pExpressCard>>, AddP2pExpressCardMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  addP2pExpressCard(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type AddP2pExpressCardMutationResult = NonNullable<Awaited<ReturnType<typeof addP2pExpressCard>>>
    export type AddP2pExpressCardMutationBody = BodyType<AddP2pCardRequest>
    export type AddP2pExpressCardMutationError = ErrorType<ErrorBody>
    export type AddP2pExpressCardMutationVariables = {data: BodyType<AddP2pCardRequest>}

    /**
 * @summary Add a bank card for P2P Express
 */
export const useAddP2pExpressCard = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addP2pExpressCard>>, TError,AddP2pExpressCardMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof addP2pExpressCard>>,
        TError,
        AddP2pExpressCardMutationVariables,
        TContext
      > => {
      return useMutation(getAddP2pExpressCardMutationOptions(options), queryClient);
    }
    export const getCreateP2pExpressDepositUrl = () => {




  return `/v2/p2p-express/deposits`
}

/**
 * Assumption: modelled on the published POST /api/v4/main-account/fiat-deposit-url (ticker, amount and provider: here the merchant's offer). Makes a `draft` order at the offer's figures for `amount` of fiat; it lapses after the offer's payment window unless confirmed. A 422 with code 32 ErrAmount on `amount` (outside the offer's limits or finer than the fiat's decimals), 30 on `offerId` (no such deposit offer). Code 4803 FailedToCreateP2pExpressDeposit on any other failure.
 * @summary Start a P2P Express deposit
 */
export const createP2pExpressDeposit = async (createP2pOrderRequest: CreateP2pOrderRequest, options?: Parameters<typeof httpClient>[1]): Promise<P2pOrderResponse> => {

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
return httpClient<P2pOrderResponse>(getCreateP2pExpressDepositUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createP2pOrderRequest),
    schema: P2pOrderResponse
  }
);}





export const getCreateP2pExpressDepositMutationKey = () => ['createP2pExpressDeposit'] as const;

export const getCreateP2pExpressDepositMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createP2pExpressDeposit>>, TError,CreateP2pExpressDepositMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createP2pExpressDeposit>>, TError,CreateP2pExpressDepositMutationVariables, TContext> => {

const mutationKey = getCreateP2pExpressDepositMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createP2pExpressDeposit>>, CreateP2pExpressDepositMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createP2pExpressDeposit(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateP2pExpressDepositMutationResult = NonNullable<Awaited<ReturnType<typeof createP2pExpressDeposit>>>
    export type CreateP2pExpressDepositMutationBody = BodyType<CreateP2pOrderRequest>
    export type CreateP2pExpressDepositMutationError = ErrorType<ErrorBody>
    export type CreateP2pExpressDepositMutationVariables = {data: BodyType<CreateP2pOrderRequest>}

    /**
 * @summary Start a P2P Express deposit
 */
export const useCreateP2pExpressDeposit = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createP2pExpressDeposit>>, TError,CreateP2pExpressDepositMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createP2pExpressDeposit>>,
        TError,
        CreateP2pExpressDepositMutationVariables,
        TContext
      > => {
      return useMutation(getCreateP2pExpressDepositMutationOptions(options), queryClient);
    }
    export const getConfirmP2pExpressDepositUrl = (id: P2pOrderId,) => {




  return `/v2/p2p-express/deposits/${encodeURIComponent(String(id))}/confirm`
}

/**
 * Assumption: no published counterpart. Confirms a `draft` deposit with the card the user pays from: the order is `created`, with the merchant's card to pay to and the reference, to be paid within the payment window. A 422 with code 4804 FailedToConfirmP2pExpressDeposit on `id` when the order is no longer a draft (or lapsed), 30 on `cardId` (not the user's card); 404 when the user has no deposit of this id. Code 4804 on any other failure.
 * @summary Confirm a P2P Express deposit
 */
export const confirmP2pExpressDeposit = async (id: P2pOrderId,
    confirmP2pDepositRequest: ConfirmP2pDepositRequest, options?: Parameters<typeof httpClient>[1]): Promise<P2pOrderResponse> => {

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
return httpClient<P2pOrderResponse>(getConfirmP2pExpressDepositUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(confirmP2pDepositRequest),
    schema: P2pOrderResponse
  }
);}





export const getConfirmP2pExpressDepositMutationKey = () => ['confirmP2pExpressDeposit'] as const;

export const getConfirmP2pExpressDepositMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof confirmP2pExpressDeposit>>, TError,ConfirmP2pExpressDepositMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof confirmP2pExpressDeposit>>, TError,ConfirmP2pExpressDepositMutationVariables, TContext> => {

const mutationKey = getConfirmP2pExpressDepositMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof confirmP2pExpressDeposit>>, ConfirmP2pExpressDepositMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  confirmP2pExpressDeposit(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ConfirmP2pExpressDepositMutationResult = NonNullable<Awaited<ReturnType<typeof confirmP2pExpressDeposit>>>
    export type ConfirmP2pExpressDepositMutationBody = BodyType<ConfirmP2pDepositRequest>
    export type ConfirmP2pExpressDepositMutationError = ErrorType<ErrorBody>
    export type ConfirmP2pExpressDepositMutationVariables = {id: P2pOrderId;data: BodyType<ConfirmP2pDepositRequest>}

    /**
 * @summary Confirm a P2P Express deposit
 */
export const useConfirmP2pExpressDeposit = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof confirmP2pExpressDeposit>>, TError,ConfirmP2pExpressDepositMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof confirmP2pExpressDeposit>>,
        TError,
        ConfirmP2pExpressDepositMutationVariables,
        TContext
      > => {
      return useMutation(getConfirmP2pExpressDepositMutationOptions(options), queryClient);
    }
    export const getMarkP2pExpressDepositPaidUrl = (id: P2pOrderId,) => {




  return `/v2/p2p-express/deposits/${encodeURIComponent(String(id))}/paid`
}

/**
 * Assumption: no published counterpart. The user says they paid the merchant: the order is `paid` and waits for the merchant to confirm the payment (on the exchange's clock, two minutes in the demo), then it is `completed` and `receive` of the asset is credited to the main balance. A 422 with code 4804 FailedToConfirmP2pExpressDeposit on `id` when the order is not `created`; 404 when the user has no deposit of this id. Code 4804 on any other failure.
 * @summary Say a P2P Express deposit was paid
 */
export const markP2pExpressDepositPaid = async (id: P2pOrderId, options?: Parameters<typeof httpClient>[1]): Promise<P2pOrderResponse> => {

  return httpClient<P2pOrderResponse>(getMarkP2pExpressDepositPaidUrl(id),
  {
    ...options,
    method: 'POST'

    ,
    schema: P2pOrderResponse
  }
);}





export const getMarkP2pExpressDepositPaidMutationKey = () => ['markP2pExpressDepositPaid'] as const;

export const getMarkP2pExpressDepositPaidMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof markP2pExpressDepositPaid>>, TError,MarkP2pExpressDepositPaidMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof markP2pExpressDepositPaid>>, TError,MarkP2pExpressDepositPaidMutationVariables, TContext> => {

const mutationKey = getMarkP2pExpressDepositPaidMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof markP2pExpressDepositPaid>>, MarkP2pExpressDepositPaidMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  markP2pExpressDepositPaid(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type MarkP2pExpressDepositPaidMutationResult = NonNullable<Awaited<ReturnType<typeof markP2pExpressDepositPaid>>>

    export type MarkP2pExpressDepositPaidMutationError = ErrorType<ErrorBody>
    export type MarkP2pExpressDepositPaidMutationVariables = {id: P2pOrderId}

    /**
 * @summary Say a P2P Express deposit was paid
 */
export const useMarkP2pExpressDepositPaid = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof markP2pExpressDepositPaid>>, TError,MarkP2pExpressDepositPaidMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof markP2pExpressDepositPaid>>,
        TError,
        MarkP2pExpressDepositPaidMutationVariables,
        TContext
      > => {
      return useMutation(getMarkP2pExpressDepositPaidMutationOptions(options), queryClient);
    }
    export const getCreateP2pExpressWithdrawalUrl = () => {




  return `/v2/p2p-express/withdrawals`
}

/**
 * Assumption: modelled on the published POST /api/v4/main-account/withdraw-pay (ticker, amount, a fiat provider: here the merchant's offer). Makes a `draft` order at the offer's figures for `amount` of the asset; nothing is frozen until it is confirmed, and it lapses after the offer's payment window. A 422 with code 32 ErrAmount on `amount` (outside the offer's limits or finer than the asset's decimals), 37 NotEnoughBalance on `amount` (main does not hold it), 30 on `offerId` (no such withdrawal offer). Code 4805 FailedToCreateP2pExpressWithdraw on any other failure.
 * @summary Start a P2P Express withdrawal
 */
export const createP2pExpressWithdrawal = async (createP2pOrderRequest: CreateP2pOrderRequest, options?: Parameters<typeof httpClient>[1]): Promise<P2pOrderResponse> => {

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
return httpClient<P2pOrderResponse>(getCreateP2pExpressWithdrawalUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createP2pOrderRequest),
    schema: P2pOrderResponse
  }
);}





export const getCreateP2pExpressWithdrawalMutationKey = () => ['createP2pExpressWithdrawal'] as const;

export const getCreateP2pExpressWithdrawalMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createP2pExpressWithdrawal>>, TError,CreateP2pExpressWithdrawalMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createP2pExpressWithdrawal>>, TError,CreateP2pExpressWithdrawalMutationVariables, TContext> => {

const mutationKey = getCreateP2pExpressWithdrawalMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createP2pExpressWithdrawal>>, CreateP2pExpressWithdrawalMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createP2pExpressWithdrawal(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateP2pExpressWithdrawalMutationResult = NonNullable<Awaited<ReturnType<typeof createP2pExpressWithdrawal>>>
    export type CreateP2pExpressWithdrawalMutationBody = BodyType<CreateP2pOrderRequest>
    export type CreateP2pExpressWithdrawalMutationError = ErrorType<ErrorBody>
    export type CreateP2pExpressWithdrawalMutationVariables = {data: BodyType<CreateP2pOrderRequest>}

    /**
 * @summary Start a P2P Express withdrawal
 */
export const useCreateP2pExpressWithdrawal = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createP2pExpressWithdrawal>>, TError,CreateP2pExpressWithdrawalMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createP2pExpressWithdrawal>>,
        TError,
        CreateP2pExpressWithdrawalMutationVariables,
        TContext
      > => {
      return useMutation(getCreateP2pExpressWithdrawalMutationOptions(options), queryClient);
    }
    export const getConfirmP2pExpressWithdrawalUrl = (id: P2pOrderId,) => {




  return `/v2/p2p-express/withdrawals/${encodeURIComponent(String(id))}/confirm`
}

/**
 * Assumption: no published counterpart. Confirms a `draft` withdrawal with the card the merchant pays to: the order's `amount` of the asset is frozen on the main balance and the order is `created`; the merchant pays the card (on the exchange's clock, two minutes in the demo), then it is `paid` until the user confirms the money arrived. A withdrawal the travel rule covers needs `travelRuleConfirmed` (else a 422 with code 4811 FailedToSubmitTravelRuleData on `travelRuleConfirmed`). A 422 with code 4806 FailedToConfirmP2pExpressWithdraw on `id` when the order is no longer a draft, 30 on `cardId` (not the user's card), 37 NotEnoughBalance on `amount`; 404 when the user has no withdrawal of this id. Code 4806 on any other failure.
 * @summary Confirm a P2P Express withdrawal
 */
export const confirmP2pExpressWithdrawal = async (id: P2pOrderId,
    confirmP2pWithdrawalRequest: ConfirmP2pWithdrawalRequest, options?: Parameters<typeof httpClient>[1]): Promise<P2pOrderResponse> => {

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
return httpClient<P2pOrderResponse>(getConfirmP2pExpressWithdrawalUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(confirmP2pWithdrawalRequest),
    schema: P2pOrderResponse
  }
);}





export const getConfirmP2pExpressWithdrawalMutationKey = () => ['confirmP2pExpressWithdrawal'] as const;

export const getConfirmP2pExpressWithdrawalMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof confirmP2pExpressWithdrawal>>, TError,ConfirmP2pExpressWithdrawalMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof confirmP2pExpressWithdrawal>>, TError,ConfirmP2pExpressWithdrawalMutationVariables, TContext> => {

const mutationKey = getConfirmP2pExpressWithdrawalMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof confirmP2pExpressWithdrawal>>, ConfirmP2pExpressWithdrawalMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  confirmP2pExpressWithdrawal(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ConfirmP2pExpressWithdrawalMutationResult = NonNullable<Awaited<ReturnType<typeof confirmP2pExpressWithdrawal>>>
    export type ConfirmP2pExpressWithdrawalMutationBody = BodyType<ConfirmP2pWithdrawalRequest>
    export type ConfirmP2pExpressWithdrawalMutationError = ErrorType<ErrorBody>
    export type ConfirmP2pExpressWithdrawalMutationVariables = {id: P2pOrderId;data: BodyType<ConfirmP2pWithdrawalRequest>}

    /**
 * @summary Confirm a P2P Express withdrawal
 */
export const useConfirmP2pExpressWithdrawal = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof confirmP2pExpressWithdrawal>>, TError,ConfirmP2pExpressWithdrawalMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof confirmP2pExpressWithdrawal>>,
        TError,
        ConfirmP2pExpressWithdrawalMutationVariables,
        TContext
      > => {
      return useMutation(getConfirmP2pExpressWithdrawalMutationOptions(options), queryClient);
    }
    export const getReleaseP2pExpressWithdrawalUrl = (id: P2pOrderId,) => {




  return `/v2/p2p-express/withdrawals/${encodeURIComponent(String(id))}/release`
}

/**
 * Assumption: no published counterpart. The user confirms the merchant's fiat reached their card: the frozen `amount` of the asset goes to the merchant and the order is `completed`. A 422 with code 4806 FailedToConfirmP2pExpressWithdraw on `id` when the order is not `paid`; 404 when the user has no withdrawal of this id. Code 4806 on any other failure.
 * @summary Confirm the merchant's payment of a P2P Express withdrawal
 */
export const releaseP2pExpressWithdrawal = async (id: P2pOrderId, options?: Parameters<typeof httpClient>[1]): Promise<P2pOrderResponse> => {

  return httpClient<P2pOrderResponse>(getReleaseP2pExpressWithdrawalUrl(id),
  {
    ...options,
    method: 'POST'

    ,
    schema: P2pOrderResponse
  }
);}





export const getReleaseP2pExpressWithdrawalMutationKey = () => ['releaseP2pExpressWithdrawal'] as const;

export const getReleaseP2pExpressWithdrawalMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof releaseP2pExpressWithdrawal>>, TError,ReleaseP2pExpressWithdrawalMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof releaseP2pExpressWithdrawal>>, TError,ReleaseP2pExpressWithdrawalMutationVariables, TContext> => {

const mutationKey = getReleaseP2pExpressWithdrawalMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof releaseP2pExpressWithdrawal>>, ReleaseP2pExpressWithdrawalMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  releaseP2pExpressWithdrawal(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ReleaseP2pExpressWithdrawalMutationResult = NonNullable<Awaited<ReturnType<typeof releaseP2pExpressWithdrawal>>>

    export type ReleaseP2pExpressWithdrawalMutationError = ErrorType<ErrorBody>
    export type ReleaseP2pExpressWithdrawalMutationVariables = {id: P2pOrderId}

    /**
 * @summary Confirm the merchant's payment of a P2P Express withdrawal
 */
export const useReleaseP2pExpressWithdrawal = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof releaseP2pExpressWithdrawal>>, TError,ReleaseP2pExpressWithdrawalMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof releaseP2pExpressWithdrawal>>,
        TError,
        ReleaseP2pExpressWithdrawalMutationVariables,
        TContext
      > => {
      return useMutation(getReleaseP2pExpressWithdrawalMutationOptions(options), queryClient);
    }
    export const getListP2pExpressOrdersUrl = (params?: ListP2pExpressOrdersParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/p2p-express/orders?${stringifiedParams}` : `/v2/p2p-express/orders`
}

/**
 * Assumption: no published counterpart. The user's orders (drafts left out), newest first, with their status on the exchange's clock now. Code 4801 FailedToGetP2pExpressOrder on failure.
 * @summary List the user's P2P Express orders
 */
export const listP2pExpressOrders = async (params?: ListP2pExpressOrdersParams, options?: Parameters<typeof httpClient>[1]): Promise<P2pOrderListResponse> => {

  return httpClient<P2pOrderListResponse>(getListP2pExpressOrdersUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: P2pOrderListResponse
  }
);}





export const getListP2pExpressOrdersQueryKey = (params?: ListP2pExpressOrdersParams,) => {
    return [
    `/v2/p2p-express/orders`, ...(params ? [params] : [])
    ] as const;
    }


export const getListP2pExpressOrdersQueryOptions = <TData = Awaited<ReturnType<typeof listP2pExpressOrders>>, TError = ErrorType<ErrorBody>>(params?: ListP2pExpressOrdersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listP2pExpressOrders>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListP2pExpressOrdersQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listP2pExpressOrders>>> = ({ signal }) => listP2pExpressOrders(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listP2pExpressOrders>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListP2pExpressOrdersQueryResult = NonNullable<Awaited<ReturnType<typeof listP2pExpressOrders>>>
export type ListP2pExpressOrdersQueryError = ErrorType<ErrorBody>


export function useListP2pExpressOrders<TData = Awaited<ReturnType<typeof listP2pExpressOrders>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListP2pExpressOrdersParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listP2pExpressOrders>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listP2pExpressOrders>>,
          TError,
          Awaited<ReturnType<typeof listP2pExpressOrders>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListP2pExpressOrders<TData = Awaited<ReturnType<typeof listP2pExpressOrders>>, TError = ErrorType<ErrorBody>>(
 params?: ListP2pExpressOrdersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listP2pExpressOrders>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listP2pExpressOrders>>,
          TError,
          Awaited<ReturnType<typeof listP2pExpressOrders>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListP2pExpressOrders<TData = Awaited<ReturnType<typeof listP2pExpressOrders>>, TError = ErrorType<ErrorBody>>(
 params?: ListP2pExpressOrdersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listP2pExpressOrders>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the user's P2P Express orders
 */

export function useListP2pExpressOrders<TData = Awaited<ReturnType<typeof listP2pExpressOrders>>, TError = ErrorType<ErrorBody>>(
 params?: ListP2pExpressOrdersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listP2pExpressOrders>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListP2pExpressOrdersQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetP2pExpressOrderUrl = (id: P2pOrderId,) => {




  return `/v2/p2p-express/orders/${encodeURIComponent(String(id))}`
}

/**
 * Assumption: no published counterpart. One of the user's orders, drafts included, with its status on the exchange's clock now; 404 when the user has no order of this id (another user's included). Code 4801 FailedToGetP2pExpressOrder on failure.
 * @summary Get a P2P Express order
 */
export const getP2pExpressOrder = async (id: P2pOrderId, options?: Parameters<typeof httpClient>[1]): Promise<P2pOrderResponse> => {

  return httpClient<P2pOrderResponse>(getGetP2pExpressOrderUrl(id),
  {
    ...options,
    method: 'GET'

    ,
    schema: P2pOrderResponse
  }
);}





export const getGetP2pExpressOrderQueryKey = (id: P2pOrderId,) => {
    return [
    `/v2/p2p-express/orders/${id}`
    ] as const;
    }


export const getGetP2pExpressOrderQueryOptions = <TData = Awaited<ReturnType<typeof getP2pExpressOrder>>, TError = ErrorType<ErrorBody>>(id: P2pOrderId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getP2pExpressOrder>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetP2pExpressOrderQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getP2pExpressOrder>>> = ({ signal }) => getP2pExpressOrder(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getP2pExpressOrder>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetP2pExpressOrderQueryResult = NonNullable<Awaited<ReturnType<typeof getP2pExpressOrder>>>
export type GetP2pExpressOrderQueryError = ErrorType<ErrorBody>


export function useGetP2pExpressOrder<TData = Awaited<ReturnType<typeof getP2pExpressOrder>>, TError = ErrorType<ErrorBody>>(
 id: P2pOrderId, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getP2pExpressOrder>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getP2pExpressOrder>>,
          TError,
          Awaited<ReturnType<typeof getP2pExpressOrder>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetP2pExpressOrder<TData = Awaited<ReturnType<typeof getP2pExpressOrder>>, TError = ErrorType<ErrorBody>>(
 id: P2pOrderId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getP2pExpressOrder>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getP2pExpressOrder>>,
          TError,
          Awaited<ReturnType<typeof getP2pExpressOrder>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetP2pExpressOrder<TData = Awaited<ReturnType<typeof getP2pExpressOrder>>, TError = ErrorType<ErrorBody>>(
 id: P2pOrderId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getP2pExpressOrder>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a P2P Express order
 */

export function useGetP2pExpressOrder<TData = Awaited<ReturnType<typeof getP2pExpressOrder>>, TError = ErrorType<ErrorBody>>(
 id: P2pOrderId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getP2pExpressOrder>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetP2pExpressOrderQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCancelP2pExpressOrderUrl = (id: P2pOrderId,) => {




  return `/v2/p2p-express/orders/${encodeURIComponent(String(id))}/cancel`
}

/**
 * Assumption: no published counterpart. Cancels an order while nobody has paid: a `draft`, or a `created` one (a withdrawal's frozen asset is released). A 422 with code 4809 FailedToCancelP2pExpressOrder on `id` once it is `paid`, completed, cancelled or expired; 404 when the user has no order of this id. Code 4809 on any other failure.
 * @summary Cancel a P2P Express order
 */
export const cancelP2pExpressOrder = async (id: P2pOrderId, options?: Parameters<typeof httpClient>[1]): Promise<P2pOrderResponse> => {

  return httpClient<P2pOrderResponse>(getCancelP2pExpressOrderUrl(id),
  {
    ...options,
    method: 'POST'

    ,
    schema: P2pOrderResponse
  }
);}





export const getCancelP2pExpressOrderMutationKey = () => ['cancelP2pExpressOrder'] as const;

export const getCancelP2pExpressOrderMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cancelP2pExpressOrder>>, TError,CancelP2pExpressOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof cancelP2pExpressOrder>>, TError,CancelP2pExpressOrderMutationVariables, TContext> => {

const mutationKey = getCancelP2pExpressOrderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof cancelP2pExpressOrder>>, CancelP2pExpressOrderMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  cancelP2pExpressOrder(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CancelP2pExpressOrderMutationResult = NonNullable<Awaited<ReturnType<typeof cancelP2pExpressOrder>>>

    export type CancelP2pExpressOrderMutationError = ErrorType<ErrorBody>
    export type CancelP2pExpressOrderMutationVariables = {id: P2pOrderId}

    /**
 * @summary Cancel a P2P Express order
 */
export const useCancelP2pExpressOrder = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cancelP2pExpressOrder>>, TError,CancelP2pExpressOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof cancelP2pExpressOrder>>,
        TError,
        CancelP2pExpressOrderMutationVariables,
        TContext
      > => {
      return useMutation(getCancelP2pExpressOrderMutationOptions(options), queryClient);
    }
