/**
 * The demo's browser wallet: an EIP-1193 provider put at `window.ethereum` by the demo build (only where the page
 * has none, so a real wallet extension wins), holding two deterministic accounts that sign for real
 * (`personal_sign`, checked by the demo exchange like a server would: mocks/ledger/auth/web3-signature.ts). It
 * approves every request at once, as a wallet whose user said yes; a test that wants no wallet sets
 * `window.ethereum = null` before the page starts.
 */
import { addressOfKey, keyFromSeed, signPersonalMessage } from './ledger/auth/web3-signature';

/** The seeds of the demo wallet's accounts, first the one it offers first. */
const SEEDS = ['meridian demo wallet 1', 'meridian demo wallet 2'] as const;

type Account = { address: string; key: Uint8Array };
let accounts: readonly Account[] | undefined;

/** The wallet's accounts, derived on first use (not while the demo starts: deriving a key costs tens of ms). */
export function demoWalletAccounts(): readonly Account[] {
  accounts ??= SEEDS.map((seed) => {
    const key = keyFromSeed(seed);
    return { address: addressOfKey(key), key };
  });
  return accounts;
}

interface RequestArguments {
  method: string;
  params?: readonly unknown[] | object;
}

/** An EIP-1193 provider error (4001 rejected by the user, 4100 unauthorized, 4200 unsupported). */
class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** `personal_sign`'s data: hex of the UTF-8 bytes (what wallets are sent), or the text itself. */
function decodeMessage(data: unknown): string {
  if (typeof data !== 'string') throw new ProviderRpcError(-32602, 'The message must be a string.');
  if (!/^0x([0-9a-fA-F]{2})*$/.test(data)) return data;
  const bytes = new Uint8Array((data.length - 2) / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(data.slice(2 + i * 2, 4 + i * 2), 16);
  return new TextDecoder().decode(bytes);
}

export function createDemoWallet() {
  let connected = false;
  const addresses = () => demoWalletAccounts().map((account) => account.address);
  return {
    isMetaMask: true,
    isMeridianDemo: true,
    async request({ method, params }: RequestArguments): Promise<unknown> {
      const list = Array.isArray(params) ? (params as unknown[]) : [];
      switch (method) {
        case 'eth_requestAccounts':
          connected = true;
          return addresses();
        case 'eth_accounts':
          return connected ? addresses() : [];
        case 'eth_chainId':
          return '0x1';
        case 'personal_sign': {
          const [data, address] = list;
          const account = demoWalletAccounts().find(
            (a) => typeof address === 'string' && a.address.toLowerCase() === address.toLowerCase(),
          );
          if (!connected || !account) throw new ProviderRpcError(4100, 'The account is not connected to this site.');
          return signPersonalMessage(decodeMessage(data), account.key);
        }
        default:
          throw new ProviderRpcError(4200, `The demo wallet does not support ${method}.`);
      }
    },
    // The demo wallet's accounts and chain never change: nothing to tell listeners.
    on() {},
    removeListener() {},
  };
}

/** Puts the demo wallet at window.ethereum unless the page already has one (or a test set it to null). */
export function installDemoWallet(): void {
  if ('ethereum' in window) return;
  Object.defineProperty(window, 'ethereum', { value: createDemoWallet(), configurable: true, writable: true });
}
