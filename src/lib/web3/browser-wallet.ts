/**
 * The browser's Ethereum wallet (an EIP-1193 provider at `window.ethereum`, put there by a wallet extension such as
 * MetaMask, Coinbase Wallet or Trust Wallet; in the demo build by mocks/demo-wallet.ts): ask for its accounts, then
 * have one of them sign a challenge (`personal_sign`, EIP-191). Failures come back as what the user should be told,
 * never thrown:
 * - `rejected`: the user declined in the wallet (EIP-1193 code 4001);
 * - `pending`: the wallet already shows a request of this site, to be answered there first (-32002);
 * - `noAccount`: the wallet gave no account;
 * - `failed`: anything else (the wallet's own message, when it gave one).
 */
import type { AuthWeb3WalletType } from '../../../generated/api/model/authWeb3WalletType.zod';

export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
  isMetaMask?: boolean;
  isCoinbaseWallet?: boolean;
  isTrust?: boolean;
  isTrustWallet?: boolean;
}

export type WalletFailure = 'rejected' | 'pending' | 'noAccount' | 'failed';
export type WalletResult<T> = { value: T } | { failure: WalletFailure; detail?: string };

/** The page's wallet, or undefined when the browser has none. */
export function browserWallet(): Eip1193Provider | undefined {
  const candidate = (globalThis as { ethereum?: unknown }).ethereum;
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  return typeof (candidate as { request?: unknown }).request === 'function' ? (candidate as Eip1193Provider) : undefined;
}

/** The contract's wallet type of a provider, from the flags the wallets set on it (MetaMask's when none is known). */
export function walletType(provider: Eip1193Provider): AuthWeb3WalletType {
  if (provider.isCoinbaseWallet) return 'coinbase';
  if (provider.isTrust || provider.isTrustWallet) return 'trust';
  return 'metamask';
}

function failureOf(error: unknown): { failure: WalletFailure; detail?: string } {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 4001) return { failure: 'rejected' };
  if (code === -32002) return { failure: 'pending' };
  return { failure: 'failed', detail: typeof message === 'string' && message ? message : undefined };
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The wallet's accounts after it asked the user to connect this site (eth_requestAccounts). */
export async function connectWallet(provider: Eip1193Provider): Promise<WalletResult<string[]>> {
  try {
    const answer = await provider.request({ method: 'eth_requestAccounts' });
    const accounts = Array.isArray(answer) ? answer.filter((a): a is string => typeof a === 'string' && ADDRESS.test(a)) : [];
    return accounts.length > 0 ? { value: accounts } : { failure: 'noAccount' };
  } catch (error) {
    return failureOf(error);
  }
}

/** The message as personal_sign expects it: the hex of its UTF-8 bytes. */
export function messageHex(message: string): string {
  let out = '0x';
  for (const byte of new TextEncoder().encode(message)) out += byte.toString(16).padStart(2, '0');
  return out;
}

/** `address`'s signature of `message` (personal_sign), 0x and 130 hex digits. */
export async function signWithWallet(provider: Eip1193Provider, address: string, message: string): Promise<WalletResult<string>> {
  try {
    const signature = await provider.request({ method: 'personal_sign', params: [messageHex(message), address] });
    return typeof signature === 'string' && /^0x[0-9a-fA-F]{130}$/.test(signature) ? { value: signature } : { failure: 'failed' };
  } catch (error) {
    return failureOf(error);
  }
}

/** A long address shortened for a button: 0x47ed…27C3. */
export const shortAddress = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`;
