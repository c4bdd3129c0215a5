/**
 * Withdrawals on the ledger (the contract's assumed createWithdrawal / confirmWithdrawal / resendWithdrawalCode /
 * cancelWithdrawal / listFundsHistory, modelled on the published main-account withdraw and history): a withdrawal
 * freezes its amount (fee included) on the main balance and waits `unconfirmed` for the user's code (the
 * authenticator's when 2FA is on, else the e-mailed one; the demo's codes are 123456); confirmed it is `pending`
 * and completes WITHDRAW_COMPLETE_MS later on the ledger's clock, when the frozen amount leaves the ledger (settled
 * when read, like the WBT unhold requests). Cancelling an unconfirmed one gives the amount back. Every movement is
 * one post(); amounts are exact decimals. A currency or provider the session restricts is refused (1219), and a
 * crypto withdrawal worth the travel rule's threshold without the beneficiary's details too (4811); the details are
 * kept on the withdrawal.
 */
import { compactCard, compactIban, isCardNumber, isIban } from '../../../src/lib/input/payout-details';
import { reachesTravelRule } from '../../../src/lib/valuation/travel-rule';
import { DEMO_CODE } from '../auth/state';
import { isAccountTotp } from '../settings/checks';
import { decimal, InsufficientBalance, units, type Ledger } from '../ledger';
import { accountEmail, isTwoFactorOn, restrictions, settingsState } from '../settings/state';
import { sendMail } from '../mailbox';
import { percentOfRoundedUp, positiveAmount } from './amounts';
import { TRAVEL_RULE_VASPS } from './crypto-deposits';
import { ADDRESS_FORMATS, currencyOf, decimalsOf, networkOf, type NetworkInfo } from './currencies';

/** How long the demo's network takes to send a confirmed withdrawal. */
export const WITHDRAW_COMPLETE_MS = 5_000;
const SLICE = 'withdrawals';

export type WithdrawalStatus = 'unconfirmed' | 'pending' | 'completed' | 'cancelled';

export interface StoredWithdrawal {
  id: number;
  uniqueId: string;
  ticker: string;
  network: string;
  /** A fiat withdrawal's provider (its payout code is the network, the masked card or the IBAN the address). */
  provider?: string;
  address: string;
  memo?: string;
  amount: string;
  fee: string;
  receive: string;
  status: WithdrawalStatus;
  confirmWith: 'totp' | 'email';
  createdAt: number;
  confirmedAt?: number;
  completedAt?: number;
  txHash?: string;
  /** The travel rule's details it was sent with (a withdrawal worth the threshold). */
  travelRule?: TravelRuleDetails;
}

export interface TravelRuleDetails {
  walletType: 'vasp' | 'self-hosted';
  vaspId?: string;
  beneficiaryName: string;
  beneficiaryCountry: string;
}

interface WithdrawalState {
  items: StoredWithdrawal[];
}

const seed = (): WithdrawalState => ({ items: [] });

export function defineWithdrawals(ledger: Ledger): void {
  ledger.defineSlice<WithdrawalState>(SLICE, seed);
}

const state = (ledger: Ledger): WithdrawalState => ledger.slice<WithdrawalState>(SLICE, seed);

export interface WithdrawalRequest {
  ticker: string;
  network?: string;
  amount: string;
  address?: string;
  memo?: string;
  uniqueId: string;
  provider?: string;
  iban?: string;
  beneficiary?: { firstName: string; lastName: string };
  travelRule?: TravelRuleDetails;
}

export type Refusal = { ok: false; code: number; field: string; message: string };
export type CreateResult = { ok: true; withdrawal: StoredWithdrawal } | Refusal;

const refuse = (code: number, field: string, message: string): Refusal => ({ ok: false, code, field, message });

/**
 * Checks a withdrawal and freezes its amount (throws InsufficientBalance when main does not hold it). `eurRate` is one
 * unit of a ticker in EUR at the exchange's rates (the travel rule's threshold is in EUR).
 */
export function createWithdrawal(
  ledger: Ledger,
  request: WithdrawalRequest,
  eurRate: (ticker: string) => string | undefined = () => undefined,
): CreateResult {
  const existing = state(ledger).items.find((w) => w.uniqueId === request.uniqueId);
  if (existing) return { ok: true, withdrawal: existing };
  const { ticker } = request;
  if (restrictions(ledger).assets.withdraw.includes(ticker))
    return refuse(1219, 'ticker', `Withdrawals of ${ticker} are restricted on this account.`);
  const currency = currencyOf(ticker);
  if (currency?.isFiat && currency.isWithdrawal) return createFiatWithdrawal(ledger, request);
  const checked = checkWithdrawAddress(ledger, { ...request, network: request.network ?? '', address: request.address ?? '' }, 1219);
  if (!checked.ok) return checked;
  const { net, network, address, memo } = checked;
  if (settingsState(ledger).whitelist.enabled && !checked.whitelisted)
    return refuse(1219, 'address', 'Your whitelist is on: withdraw only to an address saved in your address book.');
  const amount = positiveAmount(request.amount, decimalsOf(ticker));
  if (!amount.ok) return refuse(32, 'amount', amount.message);
  if (amount.units < units(net.minWithdraw))
    return refuse(32, 'amount', `The minimum withdrawal on ${net.name} is ${net.minWithdraw} ${ticker}.`);
  const fee = units(net.withdrawFee);
  if (amount.units <= fee) return refuse(32, 'amount', `The amount must be more than the ${net.withdrawFee} ${ticker} fee.`);
  // Not enough on main is said (37) before the travel rule's details are asked for.
  const held = ledger.balance('main', ticker).available;
  if (held < amount.units) throw new InsufficientBalance('main', ticker, decimal(amount.units), decimal(held));
  // The network's maximum after the balance (as the form says them): more than the balance is said first.
  if (net.maxWithdraw !== undefined && amount.units > units(net.maxWithdraw))
    return refuse(32, 'amount', `The maximum withdrawal on ${net.name} is ${net.maxWithdraw} ${ticker}.`);
  const travelRule = reachesTravelRule(request.amount, eurRate(ticker)) ? travelRuleDetails(request.travelRule) : undefined;
  if (travelRule && !travelRule.ok) return travelRule;
  return freeze(
    ledger,
    request.uniqueId,
    { ticker, network, address, ...(memo ? { memo } : {}), ...(travelRule ? { travelRule: travelRule.details } : {}) },
    amount.units,
    fee,
  );
}

export interface AddressToCheck {
  ticker: string;
  network: string;
  address: string;
  memo?: string;
}
export type CheckedAddress =
  { ok: true; net: NetworkInfo; network: string; address: string; memo?: string; whitelisted: boolean } | Refusal;

/**
 * Whether a coin may be sent to an address (the address check of validateWithdrawAddress, and createWithdrawal's):
 * the currency and network take withdrawals, the address is of the network's form and the memo is there where the
 * network needs one; refused with `code` on the field at fault. Says whether the address is in the address book.
 */
export function checkWithdrawAddress(ledger: Ledger, request: AddressToCheck, code: number): CheckedAddress {
  const { ticker, network } = request;
  if (restrictions(ledger).assets.withdraw.includes(ticker))
    return refuse(code, 'ticker', `Withdrawals of ${ticker} are restricted on this account.`);
  const currency = currencyOf(ticker);
  if (!currency || currency.isFiat || !currency.isWithdrawal)
    return refuse(code, 'ticker', `${ticker} cannot be withdrawn to an address here.`);
  const net = networkOf(ticker, network);
  if (!net || !net.isWithdrawal) return refuse(code, 'network', `${ticker} cannot be withdrawn on ${network || 'no network'}.`);
  const address = request.address.trim();
  const format = ADDRESS_FORMATS[network];
  if (format && !format.test(address)) return refuse(code, 'address', `This is not a ${net.name} address.`);
  const memo = request.memo?.trim() || undefined;
  if (net.isMemo && !memo) return refuse(code, 'memo', `A ${net.name} withdrawal needs the memo (tag) of the receiving account.`);
  const whitelisted = settingsState(ledger).whitelist.addresses.some(
    (a) => a.network === network && a.address === address && (a.memo ?? undefined) === memo,
  );
  return { ok: true, net, network, address, ...(memo ? { memo } : {}), whitelisted };
}

/**
 * A withdrawal to a saved address of the address book (the assumed createExpressWithdrawal): the entry gives the
 * currency, network, address and memo; it is then made as createWithdrawal makes it. What the entry cannot be used
 * for (gone, restricted, its network closed) is refused with 1224 on `addressId`; the amount's refusals stay its own.
 */
export function createExpressWithdrawal(
  ledger: Ledger,
  request: { addressId: number; amount: string; uniqueId: string },
  eurRate: (ticker: string) => string | undefined = () => undefined,
): CreateResult {
  const existing = state(ledger).items.find((w) => w.uniqueId === request.uniqueId);
  if (existing) return { ok: true, withdrawal: existing };
  const entry = settingsState(ledger).whitelist.addresses.find((a) => a.id === request.addressId);
  if (!entry) return refuse(1224, 'addressId', 'This address is no longer in your address book.');
  const result = createWithdrawal(
    ledger,
    {
      ticker: entry.ticker,
      network: entry.network,
      address: entry.address,
      ...(entry.memo ? { memo: entry.memo } : {}),
      amount: request.amount,
      uniqueId: request.uniqueId,
    },
    eurRate,
  );
  // The travel rule's details cannot be given here: such a withdrawal is made on /withdraw.
  if (!result.ok && (result.code === 1219 || result.code === 4811)) return refuse(1224, 'addressId', result.message);
  return result;
}

/** The travel rule's details of a withdrawal that needs them: all there, and a provider from the list. */
function travelRuleDetails(details: TravelRuleDetails | undefined): { ok: true; details: TravelRuleDetails } | Refusal {
  const name = details?.beneficiaryName.trim() ?? '';
  if (!details || name.length < 2 || !/^[A-Z]{2}$/.test(details.beneficiaryCountry))
    return refuse(
      4811,
      'travelRule',
      "This withdrawal needs the travel rule's details: where it goes and the beneficiary's name and country.",
    );
  if (details.walletType === 'vasp' && !TRAVEL_RULE_VASPS.some((v) => v.id === details.vaspId))
    return refuse(4811, 'travelRule', 'Choose the exchange or wallet provider it goes to from the list.');
  const { walletType, vaspId, beneficiaryCountry } = details;
  return { ok: true, details: { walletType, ...(walletType === 'vasp' ? { vaspId } : {}), beneficiaryName: name, beneficiaryCountry } };
}

/** Freezes the amount (fee included) on main and records the withdrawal, unconfirmed. */
function freeze(
  ledger: Ledger,
  uniqueId: string,
  where: Pick<StoredWithdrawal, 'ticker' | 'network' | 'address' | 'memo' | 'provider' | 'travelRule'>,
  amount: bigint,
  fee: bigint,
): CreateResult {
  ledger.post({ account: 'main', ticker: where.ticker, available: -amount, freeze: amount });
  const withdrawal: StoredWithdrawal = {
    id: ledger.nextId('withdrawal', 100_000),
    uniqueId,
    ...where,
    amount: decimal(amount),
    fee: decimal(fee),
    receive: decimal(amount - fee),
    status: 'unconfirmed',
    confirmWith: isTwoFactorOn(ledger) ? 'totp' : 'email',
    createdAt: ledger.now(),
  };
  state(ledger).items.unshift(withdrawal);
  ledger.changed();
  if (withdrawal.confirmWith === 'email') mailWithdrawalCode(ledger, withdrawal);
  return { ok: true, withdrawal };
}

/** The e-mail with the code that confirms a withdrawal (sent when it is made, and again on request). */
export function mailWithdrawalCode(ledger: Ledger, withdrawal: StoredWithdrawal): void {
  sendMail(ledger, {
    kind: 'withdrawalCode',
    to: accountEmail(ledger),
    subject: `Confirm your withdrawal of ${withdrawal.amount} ${withdrawal.ticker}`,
    lines: [
      `You asked to withdraw ${withdrawal.amount} ${withdrawal.ticker} (${withdrawal.network}) to ${withdrawal.address}.`,
      'Enter this code on the withdrawal page to confirm it. If you did not ask for this withdrawal, do not share the code and change your password.',
    ],
    code: DEMO_CODE,
  });
}

/** A fiat provider's payout code, the `network` of its withdrawals (as the published providers' codes: SEPA, VISAMASTER). */
const PAYOUT_CODES: Record<string, string> = { SEPA: 'SEPA', 'Visa/Mastercard': 'VISAMASTER', 'Bank transfer (FAST)': 'FAST' };
export const payoutCode = (provider: string): string =>
  PAYOUT_CODES[provider] ??
  (provider
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .slice(0, 16) ||
    'FIAT');

/**
 * A fiat withdrawal through one of the currency's providers (published withdraw with `provider`): the provider must pay
 * out, its details (a card number or an IBAN) and the beneficiary's name must be there, the amount within the
 * provider's limits; the fee is the provider's fixed part plus its percentage of the amount, rounded up to the
 * currency's decimals. Only the last four digits of a card are kept.
 */
function createFiatWithdrawal(ledger: Ledger, request: WithdrawalRequest): CreateResult {
  const { ticker } = request;
  const name = request.provider ?? '';
  const provider = currencyOf(ticker)?.providers.find((p) => p.name === name);
  if (restrictions(ledger).providers.withdraw.includes(name))
    return refuse(1219, 'provider', `Withdrawals through ${name} are restricted on this account.`);
  if (!provider?.isWithdrawal || !provider.withdrawDetails)
    return refuse(1219, 'provider', name ? `${name} does not pay out ${ticker}.` : `Choose how to receive the ${ticker}.`);
  let address: string;
  if (provider.withdrawDetails === 'card') {
    const card = compactCard(request.address ?? '');
    if (!isCardNumber(card)) return refuse(1219, 'address', 'This is not a valid card number.');
    address = `**** ${card.slice(-4)}`;
  } else {
    const iban = compactIban(request.iban ?? '');
    if (!isIban(iban)) return refuse(1219, 'iban', 'This is not a valid IBAN.');
    address = iban;
  }
  const beneficiary = request.beneficiary;
  if (!beneficiary?.firstName.trim() || !beneficiary.lastName.trim())
    return refuse(1219, 'beneficiary', 'Give the first and last name of the account holder.');
  const decimals = decimalsOf(ticker);
  const amount = positiveAmount(request.amount, decimals);
  if (!amount.ok) return refuse(32, 'amount', amount.message);
  const min = provider.minWithdraw ?? '0';
  if (amount.units < units(min)) return refuse(32, 'amount', `The minimum with ${name} is ${min} ${ticker}.`);
  if (provider.maxWithdraw !== undefined && amount.units > units(provider.maxWithdraw))
    return refuse(32, 'amount', `The maximum with ${name} is ${provider.maxWithdraw} ${ticker}.`);
  const fee = units(provider.withdrawFixedFee ?? '0') + percentOfRoundedUp(amount.units, provider.withdrawPercentFee ?? '0', decimals);
  if (amount.units <= fee) return refuse(32, 'amount', `The amount must be more than the ${decimal(fee)} ${ticker} fee.`);
  return freeze(ledger, request.uniqueId, { ticker, network: payoutCode(name), address, provider: name }, amount.units, fee);
}

export const findWithdrawal = (ledger: Ledger, id: number): StoredWithdrawal | undefined => {
  settleWithdrawals(ledger);
  return state(ledger).items.find((w) => w.id === id);
};

/** The user's code confirms an unconfirmed withdrawal: it goes pending, to complete on the ledger's clock. */
export function confirmWithdrawal(
  ledger: Ledger,
  id: number,
  code: string,
): { ok: true; withdrawal: StoredWithdrawal } | Refusal | 'missing' {
  const withdrawal = findWithdrawal(ledger, id);
  if (!withdrawal) return 'missing';
  if (withdrawal.status !== 'unconfirmed') return refuse(1220, 'code', 'This withdrawal does not wait for a code any more.');
  const right = withdrawal.confirmWith === 'totp' ? isAccountTotp(ledger, settingsState(ledger), code) : code === DEMO_CODE;
  if (!right)
    return refuse(
      1220,
      'code',
      withdrawal.confirmWith === 'totp' ? 'The authenticator code is wrong or has expired.' : 'The e-mailed code is wrong or has expired.',
    );
  withdrawal.status = 'pending';
  withdrawal.confirmedAt = ledger.now();
  ledger.changed();
  return { ok: true, withdrawal };
}

/** Gives an unconfirmed withdrawal's frozen amount back. */
export function cancelWithdrawal(ledger: Ledger, id: number): { ok: true; withdrawal: StoredWithdrawal } | Refusal | 'missing' {
  const withdrawal = findWithdrawal(ledger, id);
  if (!withdrawal) return 'missing';
  if (withdrawal.status !== 'unconfirmed') return refuse(1222, 'id', 'Only a withdrawal that is not confirmed yet can be cancelled.');
  const amount = units(withdrawal.amount);
  ledger.post({ account: 'main', ticker: withdrawal.ticker, available: amount, freeze: -amount });
  withdrawal.status = 'cancelled';
  ledger.changed();
  return { ok: true, withdrawal };
}

/** A transaction hash for a sent withdrawal: 64 hex digits from the ledger's seeded source (the same demo, the same hash). */
function txHash(ledger: Ledger, id: number): string {
  const random = ledger.random(`withdrawal-tx:${id}`);
  return Array.from({ length: 64 }, () => '0123456789abcdef'[random.int(0, 15)]).join('');
}

/** Completes the pending withdrawals whose time has come: the frozen amount leaves main, the history records it. */
export function settleWithdrawals(ledger: Ledger): void {
  const now = ledger.now();
  let settled = false;
  for (const w of [...state(ledger).items].reverse()) {
    if (w.status !== 'pending' || w.confirmedAt === undefined || w.confirmedAt + WITHDRAW_COMPLETE_MS > now) continue;
    ledger.post({ account: 'main', ticker: w.ticker, freeze: -units(w.amount) });
    w.status = 'completed';
    w.completedAt = w.confirmedAt + WITHDRAW_COMPLETE_MS;
    // A payout by card or bank has no transaction on a chain.
    if (!w.provider) w.txHash = txHash(ledger, w.id);
    ledger.record(
      'withdrawals',
      {
        withdrawalId: w.id,
        ticker: w.ticker,
        network: w.network,
        ...(w.provider ? { provider: w.provider } : {}),
        address: w.address,
        amount: w.amount,
        fee: w.fee,
      },
      w.completedAt,
    );
    settled = true;
  }
  if (settled) ledger.changed();
}

/** Every withdrawal, newest first (settled first). */
export function withdrawals(ledger: Ledger): StoredWithdrawal[] {
  settleWithdrawals(ledger);
  return state(ledger).items;
}
