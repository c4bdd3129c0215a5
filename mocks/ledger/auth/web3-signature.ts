/**
 * Wallet signatures as an Ethereum wallet makes them (EIP-191 `personal_sign`: the keccak-256 of
 * "\x19Ethereum Signed Message:\n" + the message's byte length + the message, signed with secp256k1, sent as r, s, v
 * in 65 bytes of hex), and the server's check of them: the address recovered from the signature must be the one the
 * request names. The demo exchange checks every web3 login and link this way; the demo wallet (mocks/demo-wallet.ts)
 * and the tests sign with `signPersonalMessage`.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

const prefixedHash = (message: string): Uint8Array => {
  const bytes = utf8ToBytes(message);
  const prefix = utf8ToBytes(`\x19Ethereum Signed Message:\n${bytes.length}`);
  const whole = new Uint8Array(prefix.length + bytes.length);
  whole.set(prefix);
  whole.set(bytes, prefix.length);
  return keccak_256(whole);
};

/** The EIP-55 checksummed address of an uncompressed public key (65 bytes, 0x04 first). */
function addressOf(publicKey: Uint8Array): string {
  const lower = bytesToHex(keccak_256(publicKey.slice(1)).slice(12));
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) out += parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i];
  return out;
}

/** The address of a private key. */
export const addressOfKey = (privateKey: Uint8Array): string => addressOf(secp256k1.getPublicKey(privateKey, false));

/** A deterministic private key from a seed phrase (the demo's wallets and the tests' keys). */
export const keyFromSeed = (seed: string): Uint8Array => keccak_256(utf8ToBytes(seed));

/** `personal_sign` of a message: 0x + r (32 bytes) + s (32 bytes) + v (27 or 28). */
export function signPersonalMessage(message: string, privateKey: Uint8Array): string {
  // noble's 'recovered' format is [recovery, r, s]; Ethereum sends r, s, then v = 27 + recovery.
  const signature = secp256k1.sign(prefixedHash(message), privateKey, { prehash: false, format: 'recovered' });
  const v = (27 + signature[0]!).toString(16).padStart(2, '0');
  return `0x${bytesToHex(signature.slice(1))}${v}`;
}

/** The checksummed address that signed `message`, or undefined when the signature is malformed or recovers nothing. */
export function recoverPersonalSigner(message: string, signature: string): string | undefined {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return undefined;
  const bytes = hexToBytes(signature.slice(2));
  const v = bytes[64]!;
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) return undefined;
  const recovered = new Uint8Array(65);
  recovered[0] = recovery;
  recovered.set(bytes.slice(0, 64), 1);
  try {
    // The recovered key comes compressed; the address is taken from the uncompressed form.
    const compressed = secp256k1.recoverPublicKey(recovered, prefixedHash(message), { prehash: false });
    return addressOf(secp256k1.Point.fromBytes(compressed).toBytes(false));
  } catch {
    return undefined;
  }
}

/** True when `signature` is `address`'s signature of `message` (addresses compared without their checksum case). */
export const signedBy = (message: string, signature: string, address: string): boolean =>
  recoverPersonalSigner(message, signature)?.toLowerCase() === address.toLowerCase();
