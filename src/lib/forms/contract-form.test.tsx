/**
 * The form approach on a real contract schema (the balance transfer's body): the contract's rules give
 * translated messages, an empty field reads "required", the form's own checks run once the schema passes, and
 * a server's 422 or catalogue code lands on its field while every typed value stays.
 */
import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { TransferBalanceBody } from '../../../generated/api/balances/balances.zod';
import { ErrorCode } from '../../../generated/errors/error-codes';
import { ApiError } from '../http/errors';
import { i18next, initI18n } from '../i18n/i18n';
import { contractResolver, useContractForm } from './contract-form';
import { putServerErrors } from './server-errors';

type Transfer = z.infer<typeof TransferBalanceBody>;
const typed: Transfer = { from: 'main', to: 'spot', ticker: 'BTC', amount: '0.5' };
const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

beforeAll(async () => {
  await initI18n('en', ['en', 'tr']);
  await i18next.loadNamespaces(['forms', 'form-issues', 'errors']);
});

describe('contractResolver', () => {
  it('passes what the contract accepts, with the values as typed', async () => {
    const result = await contractResolver(TransferBalanceBody)(typed, undefined, resolverOptions);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(typed);
  });

  it('writes translated messages from the contract rules, "required" for an empty field', async () => {
    const result = await contractResolver(TransferBalanceBody)({ ...typed, amount: '', ticker: 'btc!' }, undefined, resolverOptions);
    expect(result.errors.amount?.message).toBe('This field is required.');
    expect(result.errors.ticker?.message).toBe('Choose an asset.');
    const bad = await contractResolver(TransferBalanceBody)({ ...typed, amount: '1.2.3' }, undefined, resolverOptions);
    expect(bad.errors.amount?.message).toBe('Enter an amount such as 0.5.');
  });

  it('translates into the current language', async () => {
    await i18next.changeLanguage('tr');
    try {
      const result = await contractResolver(TransferBalanceBody)({ ...typed, amount: '' }, undefined, resolverOptions);
      expect(result.errors.amount?.message).toBe('Bu alan zorunludur.');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it("runs the form's own checks only once the contract's rules pass", async () => {
    const checks = (values: Transfer) => ({ amount: values.amount === '0.5' ? 'Not that much.' : undefined });
    const failed = await contractResolver(TransferBalanceBody, checks)(typed, undefined, resolverOptions);
    expect(failed.errors.amount?.message).toBe('Not that much.');
    expect(failed.errors.amount?.type).toBe('check');
    const schemaFirst = await contractResolver(TransferBalanceBody, checks)({ ...typed, ticker: '' }, undefined, resolverOptions);
    expect(Object.keys(schemaFirst.errors)).toEqual(['ticker']);
  });
});

describe('putServerErrors', () => {
  function transferForm() {
    return renderHook(() => {
      const form = useContractForm<Transfer>({ schema: TransferBalanceBody, defaultValues: typed });
      // formState is a proxy: reading errors while rendering subscribes the hook to them, as a form's markup does.
      void form.formState.errors;
      return form;
    }).result;
  }

  it('puts a 422 field error on its field and keeps every value', () => {
    const form = transferForm();
    const error = new ApiError(422, { code: 0, message: 'Validation failed', errors: { amount: ['Not enough balance.'] } }, 'u');
    let landed = false;
    act(() => {
      landed = putServerErrors(form.current, error, { fields: ['amount', 'ticker'] });
    });
    expect(landed).toBe(true);
    expect(form.current.formState.errors.amount).toMatchObject({ type: 'server', message: 'Not enough balance.' });
    expect(form.current.getValues()).toEqual(typed);
  });

  it("puts a catalogue code on the field the form names for it, with the server's message", () => {
    const form = transferForm();
    const error = new ApiError(422, { code: ErrorCode.ErrAmount, message: 'Amount is too small' }, 'u');
    act(() => void putServerErrors(form.current, error, { fields: ['amount'], codeFields: { [ErrorCode.ErrAmount]: 'amount' } }));
    expect(form.current.formState.errors.amount?.message).toBe('Amount is too small');
    expect(form.current.getValues('amount')).toBe('0.5');
  });

  it('leaves the fields alone when the answer names none of them', () => {
    const form = transferForm();
    const error = new ApiError(500, { message: 'Server Error' }, 'u');
    let landed = true;
    act(() => {
      landed = putServerErrors(form.current, error, { fields: ['amount'] });
    });
    expect(landed).toBe(false);
    expect(form.current.formState.errors).toEqual({});
  });
});

describe('useContractForm: one submit at a time', () => {
  it('ignores a submit while the last one runs (a double click sends once), and takes the next one after', async () => {
    const { result } = renderHook(() => useContractForm<Transfer>({ schema: TransferBalanceBody, defaultValues: typed }));
    const sent: Transfer[] = [];
    const waiting: (() => void)[] = [];
    const finish = () => waiting.splice(0).forEach((resolve) => resolve());
    const submit = result.current.handleSubmit(
      (values) =>
        new Promise<void>((resolve) => {
          sent.push(values);
          waiting.push(resolve);
        }),
    );
    let first!: Promise<void>;
    let second!: Promise<void>;
    await act(async () => {
      first = submit();
      // The second click of a double click, before the first has answered.
      second = submit();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(sent).toEqual([typed]);
    await act(async () => {
      finish();
      await Promise.all([first, second]);
    });
    await act(async () => {
      const again = submit();
      await new Promise((r) => setTimeout(r, 0));
      finish();
      await again;
    });
    expect(sent).toEqual([typed, typed]);
  });

  it('lets the form be sent again after a handler that failed', async () => {
    const { result } = renderHook(() => useContractForm<Transfer>({ schema: TransferBalanceBody, defaultValues: typed }));
    let calls = 0;
    const submit = result.current.handleSubmit(() => {
      calls += 1;
      return Promise.reject(new Error('offline'));
    });
    await act(async () => {
      await submit().catch(() => undefined);
    });
    await act(async () => {
      await submit().catch(() => undefined);
    });
    expect(calls).toBe(2);
  });
});
