/**
 * The one amount field: the text shows exactly what was typed or pasted, the form gets the decimal it stands for in
 * the current language (en and tr) or `''` with the reason under the field; a refused text stops the form with that
 * reason, a value the form sets replaces the text in the language's form, the form's error, the hint and the max
 * button, a rule that arrives late, react-hook-form's Controller driving it through value, onChange, onBlur, name and
 * ref, and, over any text typed or pasted in en and tr, the value sent is the one on screen or nothing.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../lib/i18n/i18n';
import { readAmountInput } from '../lib/input/amount-input';
import { AMOUNT_RULE, AmountField, type AmountFieldProps, type AmountReader, type AmountRule } from './amount-field';

beforeAll(async () => {
  await initI18n('en', ['en', 'tr']);
  await i18next.loadNamespaces(['forms']);
  await AMOUNT_RULE.load();
});
afterEach(async () => {
  if (i18next.language !== 'en') await act(() => i18next.changeLanguage('en'));
});

/** A field with its value in state; `max` adds the max button that fills it in. */
function Amount(props: Partial<AmountFieldProps> & { initial?: string; max?: string; onText?: (value: string, refusal?: string) => void }) {
  const { initial = '', max, onText, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <AmountField
      label="Amount"
      name="amount"
      precision={2}
      value={value}
      onChange={(...args) => {
        setValue(args[0]);
        onText?.(...args);
      }}
      {...(max === undefined ? {} : { onMax: () => setValue(max), maxLabel: 'Max' })}
      {...rest}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
const inTurkish = () => act(() => i18next.changeLanguage('tr'));

describe('AmountField', () => {
  it('shows the text as typed and gives the form the decimal it stands for in English', async () => {
    const onText = vi.fn();
    render(<Amount onText={onText} precision={8} />);
    expect(input().getAttribute('inputmode')).toBe('decimal');
    expect(input().name).toBe('amount');
    expect(screen.getByTestId('amount-input')).toBe(input());
    await userEvent.type(input(), '1,234.5');
    expect(input().value).toBe('1,234.5');
    expect(onText).toHaveBeenLastCalledWith('1234.5');
    expect(screen.queryByRole('status')).toBeNull();
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('reads Turkish as Turkish: 97.236,75 is 97236.75, and a pasted 1 234,5 is 1234.5', async () => {
    await inTurkish();
    const onText = vi.fn();
    render(<Amount onText={onText} />);
    await userEvent.type(input(), '97.236,75');
    expect(input().value).toBe('97.236,75');
    expect(onText).toHaveBeenLastCalledWith('97236.75');
    await userEvent.clear(input());
    await userEvent.paste('1\u00a0234,5');
    expect(input().value).toBe('1\u00a0234,5');
    expect(onText).toHaveBeenLastCalledWith('1234.5');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps a refused text on screen, says why and gives the form no value', async () => {
    const onText = vi.fn();
    render(<Amount onText={onText} />);
    await userEvent.type(input(), '1.25');
    expect(onText).toHaveBeenLastCalledWith('1.25');
    await userEvent.type(input(), '9');
    expect(input().value).toBe('1.259');
    expect(onText).toHaveBeenLastCalledWith('', 'Use at most 2 decimal places.');
    expect(screen.getByRole('status').textContent).toBe('Use at most 2 decimal places.');
    expect(screen.getByTestId('amount-refused')).toBe(screen.getByRole('status'));
    expect(input().getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(input(), 'x');
    expect(input().value).toBe('1.259x');
    expect(screen.getByRole('status').textContent).toBe('Use only digits, “.” before the decimals and “,” between groups of thousands.');
    await userEvent.type(input(), '{Backspace}{Backspace}');
    expect(input().value).toBe('1.25');
    expect(onText).toHaveBeenLastCalledWith('1.25');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('refuses 1e-3 (it used to become 13) and an English 1,234.56 read in Turkish, in the language of the page', async () => {
    const onText = vi.fn();
    const { unmount } = render(<Amount onText={onText} precision={8} />);
    await userEvent.type(input(), '1e-3');
    expect(input().value).toBe('1e-3');
    expect(onText).toHaveBeenLastCalledWith('', 'Write the number out in full: a form like 1e-3 is not accepted.');
    unmount();
    await inTurkish();
    render(<Amount onText={onText} precision={8} />);
    await userEvent.click(input());
    await userEvent.paste('1,234.56');
    expect(input().value).toBe('1,234.56');
    expect(onText).toHaveBeenLastCalledWith('', '“.” yalnızca üç basamaklı gruplar arasında kullanılır: 1.234,56 gibi.');
    expect(screen.getByRole('status').textContent).toBe('“.” yalnızca üç basamaklı gruplar arasında kullanılır: 1.234,56 gibi.');
  });

  it('a refused paste replaces the text, not silently nothing: the old value is gone from the form too', async () => {
    const onText = vi.fn();
    render(<Amount onText={onText} initial="5" precision={8} />);
    expect(input().value).toBe('5');
    await userEvent.tripleClick(input());
    await userEvent.paste('٣');
    expect(input().value).toBe('٣');
    expect(onText).toHaveBeenLastCalledWith('', 'Use the digits 0 to 9.');
    expect(screen.getByRole('status').textContent).toBe('Use the digits 0 to 9.');
  });

  it('takes whole numbers only at precision 0', async () => {
    render(<Amount precision={0} />);
    await userEvent.type(input(), '3.5');
    expect(input().value).toBe('3.5');
    expect(screen.getByRole('status').textContent).toBe('This field takes whole numbers only.');
  });

  it('shows the form’s error, tied to the field; a refused text’s reason takes its place', async () => {
    render(<Amount error="Not enough balance." hint="Available: 5 BTC" suffix="BTC" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Not enough balance.');
    expect(screen.getByTestId('amount-error')).toBe(alert);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    const hint = screen.getByTestId('amount-hint');
    expect(hint.textContent).toBe('Available: 5 BTC');
    expect(input().getAttribute('aria-describedby')).toBe(`${alert.id} ${hint.id}`);
    expect(screen.getByText('BTC').className).toBe('amount-field__suffix');
    // The error was about another value: what is wrong with the text on screen now is its own reason.
    await userEvent.type(input(), '1.234');
    expect(screen.getByRole('alert').textContent).toBe('Use at most 2 decimal places.');
  });

  it('fills in the largest amount with its max button, in the language’s form', async () => {
    const { unmount } = render(<Amount max="4.5" />);
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(input().value).toBe('4.5');
    unmount();
    await inTurkish();
    render(<Amount max="1.234" precision={8} />);
    await userEvent.type(input(), 'x');
    expect(screen.getByRole('status')).toBeTruthy();
    // 1.234 would read 1234 in Turkish: the form's value is written as Turkish writes it, and the refusal is over.
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(input().value).toBe('1,234');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('disables the input and the max button together', () => {
    render(<Amount disabled max="1" />);
    expect(input().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Max' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('takes its test ids and classes from the caller', () => {
    render(<Amount testId="order-amount" className="order-field" error="Too small." />);
    expect(screen.getByTestId('order-amount')).toBe(input());
    expect(screen.getByTestId('order-amount-error').textContent).toBe('Too small.');
    expect(input().closest('.field')!.className).toBe('field amount-field order-field');
  });

  it('shows what is typed before a late rule arrives, holds no value meanwhile, then reads the latest text', async () => {
    let arrive!: (reader: AmountReader) => void;
    let reader: AmountReader | undefined;
    const arrived = new Promise<AmountReader>((resolve) => (arrive = resolve));
    const rule: AmountRule = { now: () => reader, load: vi.fn(() => arrived) };
    const onText = vi.fn();
    render(<Amount rule={rule} onText={onText} initial="2" />);
    expect(rule.load).not.toHaveBeenCalled(); // not eager: asked for at the first focus
    await userEvent.tripleClick(input());
    await userEvent.keyboard('1.55');
    expect(rule.load).toHaveBeenCalled();
    expect(input().value).toBe('1.55');
    // The form no longer holds the 2 that is gone from the screen.
    expect(onText).toHaveBeenCalledTimes(1);
    expect(onText).toHaveBeenLastCalledWith('');
    await act(async () => {
      reader = readAmountInput;
      arrive(readAmountInput);
      await arrived;
    });
    expect(input().value).toBe('1.55');
    expect(onText).toHaveBeenCalledTimes(2);
    expect(onText).toHaveBeenLastCalledWith('1.55');
    await userEvent.type(input(), '5');
    expect(screen.getByRole('status').textContent).toBe('Use at most 2 decimal places.');
  });

  it('is driven by a react-hook-form Controller: value, onChange, onBlur, name and ref', async () => {
    const submitted = vi.fn();
    render(<ControlledForm onSubmit={submitted} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The rule's error lands on the field, which the form focuses through the forwarded ref.
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount.');
    expect(document.activeElement).toBe(input());
    await userEvent.type(input(), '0.7');
    await userEvent.tab();
    expect(screen.getByTestId('touched').textContent).toBe('touched');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted.mock.calls[0]?.[0]).toEqual({ amount: '0.7' });
  });

  it('stops the form with the reason while the text is refused, never sending the value typed before', async () => {
    const submitted = vi.fn();
    render(<ControlledForm onSubmit={submitted} precision={8} />);
    await userEvent.type(input(), '5');
    await userEvent.type(input(), 'e-3');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Write the number out in full: a form like 1e-3 is not accepted.');
    expect(input().value).toBe('5e-3');
    expect(document.activeElement).toBe(input());
    await userEvent.clear(input());
    await userEvent.type(input(), '0.005');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted.mock.calls[0]?.[0]).toEqual({ amount: '0.005' });
  });

  it('sends the value on screen or nothing, for any text typed or pasted in en and tr (property)', async () => {
    const texts = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789.,+- e\u00a0٣１'), maxLength: 14 }),
      fc.string({ maxLength: 10 }),
      fc
        .tuple(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.nat({ max: 10 ** 6 }), fc.constantFrom('en', 'tr'), fc.nat({ max: 8 }))
        .map(([whole, fraction, locale, max]) =>
          new Intl.NumberFormat(locale, { maximumFractionDigits: max }).format(`${whole}.${fraction}` as unknown as number),
        ),
    );
    let cases = 0;
    for (const locale of ['en', 'tr']) {
      await act(() => i18next.changeLanguage(locale));
      const submitted = vi.fn();
      const { unmount } = render(<ControlledForm onSubmit={submitted} precision={6} />);
      const form = input().closest('form')!;
      await fc.assert(
        fc.asyncProperty(texts, async (text) => {
          cases++;
          submitted.mockClear();
          fireEvent.change(input(), { target: { value: text } });
          expect(input().value).toBe(text);
          await act(async () => void fireEvent.submit(form));
          const read = readAmountInput(text, { locale, precision: 6 });
          if (read.ok && read.value !== '') expect(submitted.mock.calls).toEqual([[{ amount: read.value }, expect.anything()]]);
          else expect(submitted).not.toHaveBeenCalled();
          if (!read.ok) expect(screen.getByTestId('amount-error').textContent).toBe(i18next.t(read.key, read.values));
        }),
        { numRuns: 150 },
      );
      unmount();
    }
    expect(cases).toBe(300);
    // CPU-bound (a render and a submit per case): the component tests' ceiling (vitest.config.ts) allows a busy machine.
  });
});

function ControlledForm({ onSubmit, precision = 2 }: { onSubmit: (values: { amount: string }) => void; precision?: number }) {
  const { control, handleSubmit, formState } = useForm<{ amount: string }>({ defaultValues: { amount: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Controller
        name="amount"
        control={control}
        rules={{ required: 'Enter an amount.' }}
        render={({ field, fieldState }) => (
          <AmountField {...field} label="Amount" precision={precision} error={fieldState.error?.message} />
        )}
      />
      <p data-testid="touched">{formState.touchedFields.amount ? 'touched' : 'untouched'}</p>
      <button type="submit">Send</button>
    </form>
  );
}
