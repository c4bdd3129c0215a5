/**
 * The contact and payment part of the settings calls: billing address, phone (the SMS code is 123456), USSD
 * access and the withdrawal address whitelist, whose currencies and networks are the demo's markets' assets as
 * mocks/ledger/money/currencies.ts lists them.
 */
import { http, type RequestHandler } from 'msw';
import { AuthCodeSentResponse } from '../../../generated/api/model/authCodeSentResponse.zod';
import { SettingsBillingAddressResponse } from '../../../generated/api/model/settingsBillingAddressResponse.zod';
import { SettingsOptionalBillingAddressResponse } from '../../../generated/api/model/settingsOptionalBillingAddressResponse.zod';
import { SettingsPhoneResponse } from '../../../generated/api/model/settingsPhoneResponse.zod';
import { SettingsPhoneTotpResponse } from '../../../generated/api/model/settingsPhoneTotpResponse.zod';
import { SettingsUssdResponse } from '../../../generated/api/model/settingsUssdResponse.zod';
import { SettingsWhitelistAddressResponse } from '../../../generated/api/model/settingsWhitelistAddressResponse.zod';
import { SettingsWhitelistResponse } from '../../../generated/api/model/settingsWhitelistResponse.zod';
import { SettingsWhitelistTickersResponse } from '../../../generated/api/model/settingsWhitelistTickersResponse.zod';
import {
  AddWhitelistAddressBody,
  ConfirmPhoneBody,
  CreateBillingAddressBody,
  EnableUssdBody,
  SetPhoneBody,
  SetUssdPinBody,
  ToggleWhitelistBody,
  UpdateBillingAddressBody,
} from '../../../generated/api/settings/settings.zod';
import type { MockExchange } from '../../exchange/mock-exchange';
import type { Ledger } from '../ledger';
import { json, noContent, notFound, query, seconds, signedIn, validation, type LedgerContext } from '../http';
import { currencyOf } from '../money/currencies';
import { checkedBody, INVALID_OPTION, pathId, REQUEST_VALIDATION, totpError } from './checks';
import {
  carrierOf,
  DEMO_CODE,
  maskPhone,
  RESEND_SECONDS,
  settingsState,
  update,
  type BillingAddressRecord,
  type SettingsState,
  type WhitelistAddressRecord,
} from './state';

/** Catalogue codes of these calls (contracts/errors: account-settings and deposit-withdraw areas). */
const CODES = {
  toggleWhitelist: 1226,
  addWhitelistAddress: 1228,
  deleteWhitelistAddress: 1229,
  createBillingAddress: 1525,
  updateBillingAddress: 1526,
  deleteBillingAddress: 1527,
  setPhone: 1537,
  sendPhoneCode: 1538,
  confirmPhone: 1539,
  ussd: 1547,
} as const;

/** The most addresses a whitelist holds. */
const WHITELIST_MAX = 20;

/** What an address of a network looks like (hex in either case, since wallets show checksummed addresses). */
const ADDRESS_FORMATS: Record<string, RegExp> = {
  BTC: /^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BEP20: /^0x[0-9a-fA-F]{40}$/,
  WBT: /^0x[0-9a-fA-F]{40}$/,
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  SOL: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  XRP: /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/,
  TON: /^[EU]Q[A-Za-z0-9_-]{46}$/,
  DOGE: /^D[1-9A-HJ-NP-Za-km-z]{25,34}$/,
};

/** The currencies an address may be whitelisted for: the crypto assets of the markets and balances, with the networks they are withdrawn on. */
export function whitelistTickers(exchange: MockExchange, ledger: Ledger) {
  const tickers = new Set([...exchange.catalogue().flatMap((m) => [m.stock, m.money]), ...ledger.tickers()]);
  return [...tickers].sort().flatMap((ticker) => {
    const currency = currencyOf(ticker);
    const networks = currency && !currency.isFiat ? currency.networks.filter((n) => n.isWithdrawal) : [];
    if (networks.length === 0) return [];
    return [{ ticker, networks: networks.map((n) => n.code), memoRequired: networks.some((n) => n.isMemo === true) }];
  });
}

const memoNeeded = (ticker: string, network: string) => currencyOf(ticker)?.networks.find((n) => n.code === network)?.isMemo === true;

const billingOut = (a: BillingAddressRecord) => ({ ...a, updatedAt: seconds(a.updatedAt) });
const addressOut = (a: WhitelistAddressRecord) => ({ ...a, createdAt: seconds(a.createdAt) });
const whitelistOut = (s: SettingsState) => ({ enabled: s.whitelist.enabled, addresses: s.whitelist.addresses.map(addressOut) });
const ussdOut = (s: SettingsState) => ({
  enabled: s.ussd.enabled,
  ...(s.ussd.enabled && s.ussd.phone ? { phone: maskPhone(s.ussd.phone) } : {}),
  hasPin: s.ussd.hasPin,
});

/** The optional parts of an address kept only when they say something. */
function billingRecord(id: number, input: Omit<BillingAddressRecord, 'id' | 'updatedAt'>, now: number): BillingAddressRecord {
  const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    id,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    countryCode: input.countryCode,
    ...(text(input.state) ? { state: text(input.state) } : {}),
    city: input.city.trim(),
    address: input.address.trim(),
    ...(text(input.addressLine2) ? { addressLine2: text(input.addressLine2) } : {}),
    postalCode: input.postalCode.trim(),
    updatedAt: now,
  };
}

/** A PIN anyone would try first: one digit four times, or four digits in a row. */
const obviousPin = (pin: string) => /^(\d)\1{3}$/.test(pin) || '0123456789'.includes(pin) || '9876543210'.includes(pin);

export function contactHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger, exchange } = ctx;
  const state = () => settingsState(ledger);

  return [
    // ------------------------------------------------------------------ billing address
    http.get('*/v2/settings/billing-address', () =>
      signedIn(ctx, () => {
        const address = state().billingAddress;
        return json(SettingsOptionalBillingAddressResponse, { data: address ? billingOut(address) : null });
      }),
    ),

    http.post('*/v2/settings/billing-address', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, CreateBillingAddressBody);
        if (body.error) return body.error;
        if (state().billingAddress)
          return validation(CODES.createBillingAddress, { address: ['A billing address is saved already: edit it instead.'] });
        const address = update(
          ledger,
          (s) => (s.billingAddress = billingRecord(ledger.nextId('settings:billing', 2040), body.data, ledger.now())),
        );
        return json(SettingsBillingAddressResponse, { data: billingOut(address) });
      }),
    ),

    http.post('*/v2/settings/billing-address/edit', ({ request }) =>
      signedIn(ctx, async () => {
        const current = state().billingAddress;
        if (!current) return notFound('No billing address is saved.', CODES.updateBillingAddress);
        const body = await checkedBody(request, UpdateBillingAddressBody);
        if (body.error) return body.error;
        const address = update(ledger, (s) => (s.billingAddress = billingRecord(current.id, body.data, ledger.now())));
        return json(SettingsBillingAddressResponse, { data: billingOut(address) });
      }),
    ),

    http.delete('*/v2/settings/billing-address', () =>
      signedIn(ctx, () => {
        if (!state().billingAddress) return notFound('No billing address is saved.', CODES.deleteBillingAddress);
        update(ledger, (s) => void (s.billingAddress = null));
        return noContent();
      }),
    ),

    // ------------------------------------------------------------------ phone
    http.post('*/v2/settings/phone', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, SetPhoneBody);
        if (body.error) return body.error;
        const s = state();
        if (s.phone?.number === body.data.phone) return validation(CODES.setPhone, { phone: ['This is your phone number already.'] });
        const wrong = totpError(ledger, s, body.data.totp, CODES.setPhone);
        if (wrong) return wrong;
        update(ledger, (current) => void (current.pendingPhone = { number: body.data.phone, sentAt: ledger.now() }));
        return json(AuthCodeSentResponse, { data: { sentTo: maskPhone(body.data.phone), resendIn: RESEND_SECONDS } });
      }),
    ),

    http.post('*/v2/settings/phone/code', () =>
      signedIn(ctx, () => {
        const pending = state().pendingPhone;
        if (!pending) return validation(CODES.sendPhoneCode, { phone: ['Enter the new phone number first.'] });
        update(ledger, (s) => void (s.pendingPhone = { number: pending.number, sentAt: ledger.now() }));
        return json(AuthCodeSentResponse, { data: { sentTo: maskPhone(pending.number), resendIn: RESEND_SECONDS } });
      }),
    ),

    http.post('*/v2/settings/phone/confirmation', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, ConfirmPhoneBody);
        if (body.error) return body.error;
        const pending = state().pendingPhone;
        if (!pending) return validation(CODES.confirmPhone, { code: ['There is no new phone number to confirm.'] });
        if (body.data.code !== DEMO_CODE) return validation(CODES.confirmPhone, { code: ['The code is wrong or has expired.'] });
        const phone = update(ledger, (s) => {
          s.phone = {
            id: ledger.nextId('settings:phone', 88_119),
            number: pending.number,
            provider: carrierOf(pending.number),
            type: 'sms',
            is2fa: s.phone?.is2fa ?? false,
          };
          s.pendingPhone = null;
          return s.phone;
        });
        return json(SettingsPhoneResponse, { data: { ...phone, number: maskPhone(phone.number) } });
      }),
    ),

    http.get('*/v2/settings/phone/totp', () =>
      signedIn(ctx, () => json(SettingsPhoneTotpResponse, { data: { required: state().twoFactor.enabled } })),
    ),

    // ------------------------------------------------------------------ USSD
    http.get('*/v2/settings/ussd', () => signedIn(ctx, () => json(SettingsUssdResponse, { data: ussdOut(state()) }))),

    http.post('*/v2/settings/ussd', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, EnableUssdBody);
        if (body.error) return body.error;
        const wrong = totpError(ledger, state(), body.data.totp, CODES.ussd);
        if (wrong) return wrong;
        update(ledger, (s) => {
          const samePhone = s.ussd.enabled && s.ussd.phone === body.data.phone;
          s.ussd = { enabled: true, phone: body.data.phone, hasPin: samePhone && s.ussd.hasPin };
        });
        return json(SettingsUssdResponse, { data: ussdOut(state()) });
      }),
    ),

    http.post('*/v2/settings/ussd/pin', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, SetUssdPinBody);
        if (body.error) return body.error;
        if (!state().ussd.enabled) return validation(CODES.ussd, { pin: ['Turn USSD access on first.'] });
        if (body.data.pin !== body.data.pin_confirmation) return validation(CODES.ussd, { pin_confirmation: ['The PINs do not match.'] });
        if (obviousPin(body.data.pin)) return validation(CODES.ussd, { pin: ['Choose a PIN that is harder to guess.'] });
        update(ledger, (s) => void (s.ussd.hasPin = true));
        return json(SettingsUssdResponse, { data: ussdOut(state()) });
      }),
    ),

    http.post('*/v2/settings/ussd/disconnect', () =>
      signedIn(ctx, () => {
        update(ledger, (s) => void (s.ussd = { enabled: false, phone: null, hasPin: false }));
        return json(SettingsUssdResponse, { data: ussdOut(state()) });
      }),
    ),

    // ------------------------------------------------------------------ withdrawal whitelist
    http.get('*/v2/settings/whitelist', () => signedIn(ctx, () => json(SettingsWhitelistResponse, { data: whitelistOut(state()) }))),

    http.post('*/v2/settings/whitelist', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, ToggleWhitelistBody);
        if (body.error) return body.error;
        const wrong = totpError(ledger, state(), body.data.totp, CODES.toggleWhitelist);
        if (wrong) return wrong;
        update(ledger, (s) => void (s.whitelist.enabled = body.data.enabled));
        return json(SettingsWhitelistResponse, { data: whitelistOut(state()) });
      }),
    ),

    http.get('*/v2/settings/whitelist/tickers', () =>
      signedIn(ctx, () => json(SettingsWhitelistTickersResponse, { data: whitelistTickers(exchange, ledger) })),
    ),

    http.post('*/v2/settings/whitelist/address', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, AddWhitelistAddressBody);
        if (body.error) return body.error;
        const { ticker, network, label, totp } = body.data;
        const address = body.data.address.trim();
        const memo = body.data.memo?.trim() || undefined;
        const offered = whitelistTickers(exchange, ledger).find((t) => t.ticker === ticker);
        if (!offered)
          return validation(INVALID_OPTION, { ticker: [`${ticker} cannot be whitelisted.`] }, 'The selected option is not valid.');
        if (!offered.networks.includes(network))
          return validation(
            INVALID_OPTION,
            { network: [`${ticker} is withdrawn on ${offered.networks.join(', ')}.`] },
            'The selected option is not valid.',
          );
        if (!(ADDRESS_FORMATS[network]?.test(address) ?? true))
          return validation(CODES.addWhitelistAddress, { address: [`This is not a ${network} address.`] });
        if (memoNeeded(ticker, network) && !memo)
          return validation(CODES.addWhitelistAddress, { memo: ['This network needs the memo (destination tag) of the address.'] });
        const s = state();
        if (s.whitelist.addresses.some((a) => a.network === network && a.address === address && a.memo === memo))
          return validation(CODES.addWhitelistAddress, { address: ['This address is on the whitelist already.'] });
        if (s.whitelist.addresses.length >= WHITELIST_MAX)
          return validation(CODES.addWhitelistAddress, { address: [`The whitelist holds at most ${WHITELIST_MAX} addresses.`] });
        const wrong = totpError(ledger, s, totp, CODES.addWhitelistAddress);
        if (wrong) return wrong;
        const entry = update(ledger, (current) => {
          const record: WhitelistAddressRecord = {
            id: ledger.nextId('settings:whitelist', 6011),
            ticker,
            network,
            address,
            ...(memo ? { memo } : {}),
            label: label.trim() || `${ticker} ${network}`,
            createdAt: ledger.now(),
          };
          current.whitelist.addresses.push(record);
          return record;
        });
        return json(SettingsWhitelistAddressResponse, { data: addressOut(entry) });
      }),
    ),

    http.delete('*/v2/settings/whitelist/address', ({ request }) =>
      signedIn(ctx, () => {
        const id = pathId(query(request).get('id'));
        if (id === undefined) return validation(REQUEST_VALIDATION, { id: ['The id field is required.'] });
        if (!state().whitelist.addresses.some((a) => a.id === id))
          return notFound('No such whitelisted address.', CODES.deleteWhitelistAddress);
        update(ledger, (s) => void (s.whitelist.addresses = s.whitelist.addresses.filter((a) => a.id !== id)));
        return noContent();
      }),
    ),
  ];
}
