import { hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { demoWalletAccounts } from '../../demo-wallet';
import { addressOfKey, recoverPersonalSigner, signedBy, signPersonalMessage } from './web3-signature';

describe('personal_sign signatures', () => {
  // The key, address and signature of web3.js's documented example of eth.accounts.sign('Some data', key).
  const key = hexToBytes('4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318');
  const documented =
    '0xb91467e570a6466aa9e9876cbcd013baba02900b8979d43fe208a4a4f339f5fd6007e74cd82e037b800186422fc2da167c747ef045e5d18a5f5d4300f8e1a0291c';

  it('signs and recovers as Ethereum wallets do (a published vector)', () => {
    expect(addressOfKey(key)).toBe('0x2c7536E3605D9C16a7a3D7b1898e529396a65c23');
    expect(signPersonalMessage('Some data', key)).toBe(documented);
    expect(recoverPersonalSigner('Some data', documented)).toBe('0x2c7536E3605D9C16a7a3D7b1898e529396a65c23');
  });

  it('refuses another message, another signer and malformed signatures', () => {
    expect(signedBy('Some data', documented, '0x2c7536e3605d9c16a7a3d7b1898e529396a65c23')).toBe(true);
    expect(signedBy('Some datA', documented, '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23')).toBe(false);
    expect(signedBy('Some data', documented, demoWalletAccounts()[0]!.address)).toBe(false);
    expect(recoverPersonalSigner('Some data', '0x12')).toBeUndefined();
    expect(recoverPersonalSigner('Some data', `${documented.slice(0, -2)}05`)).toBeUndefined();
  });

  it('gives the demo wallet two distinct, stable accounts that sign multi-line messages', () => {
    const [first, second] = demoWalletAccounts();
    expect(first!.address).toBe('0x47ed3d96BAEFbC84f19D0467b42E2c86Ec3127C3');
    expect(second!.address).not.toBe(first!.address);
    const message = 'meridian.example wants you to sign in\n\nNonce: 8d41c7e2a9f0';
    expect(signedBy(message, signPersonalMessage(message, second!.key), second!.address)).toBe(true);
  });
});
