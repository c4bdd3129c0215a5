/**
 * The one amount field: the float-only rule as the user types (separators become a dot, a refused keystroke
 * keeps the text and says why), the form's error in its place, the hint and the max button, a rule that arrives
 * late, and react-hook-form's Controller driving it through value, onChange, onBlur, name and ref.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../lib/i18n/i18n';
import { filterFloatInput } from '../lib/input/float-input';
import { AmountField, FLOAT_RULE, type AmountFieldProps, type FloatFilter, type FloatRule } from './amount-field';

beforeAll(async () => {
  await initI18n('en', ['en', 'tr']);
  await i18next.loadNamespaces(['forms']);
  await FLOAT_RULE.load();
});

/** A field with its value in state; `max` adds the max button that fills it in. */
function Amount(props: Partial<AmountFieldProps> & { initial?: string; max?: string; onText?: (text: string) => void }) {
  const { initial = '', max, onText, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <AmountField
      label="Amount"
      name="amount"
      precision={2}
      value={value}
      onChange={(text) => {
        setValue(text);
        onText?.(text);
      }}
      {...(max === undefined ? {} : { onMax: () => setValue(max), maxLabel: 'Max' })}
      {...rest}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;

describe('AmountField', () => {
  it('takes digits and one separator, shown as a dot', async () => {
    const onText = vi.fn();
    render(<Amount onText={onText} />);
    expect(input().getAttribute('inputmode')).toBe('decimal');
    expect(input().name).toBe('amount');
    expect(screen.getByTestId('amount-input')).toBe(input());
    await userEvent.type(input(), '12,5');
    expect(input().value).toBe('12.5');
    expect(onText).toHaveBeenLastCalledWith('12.5');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('refuses a keystroke the rule does not allow, keeps the text and says why', async () => {
    render(<Amount />);
    await userEvent.type(input(), '1.25');
    await userEvent.type(input(), '9');
    expect(input().value).toBe('1.25');
    expect(screen.getByRole('status').textContent).toBe('Use at most 2 decimal places.');
    expect(screen.getByTestId('amount-refused')).toBe(screen.getByRole('status'));
    expect(input().getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
    expect(input().getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(input(), 'x');
    expect(screen.getByRole('status').textContent).toBe('Only digits and one decimal separator are allowed.');
    await userEvent.type(input(), '{Backspace}');
    expect(input().value).toBe('1.2');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('takes whole numbers only at precision 0', async () => {
    render(<Amount precision={0} />);
    await userEvent.type(input(), '3.');
    expect(input().value).toBe('3');
    expect(screen.getByRole('status').textContent).toBe('This field takes whole numbers only.');
  });

  it('shows the form’s error in place of the refusal, tied to the field', async () => {
    render(<Amount error="Not enough balance." hint="Available: 5 BTC" suffix="BTC" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Not enough balance.');
    expect(screen.getByTestId('amount-error')).toBe(alert);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    const hint = screen.getByTestId('amount-hint');
    expect(hint.textContent).toBe('Available: 5 BTC');
    expect(input().getAttribute('aria-describedby')).toBe(`${alert.id} ${hint.id}`);
    expect(screen.getByText('BTC').className).toBe('amount-field__suffix');
    await userEvent.type(input(), '1.234');
    expect(screen.getByRole('alert').textContent).toBe('Not enough balance.');
  });

  it('fills in the largest amount with its max button', async () => {
    render(<Amount max="4.5" />);
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(input().value).toBe('4.5');
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

  it('shows what is typed before a late rule arrives, then checks the latest text', async () => {
    let arrive!: (filter: FloatFilter) => void;
    let filter: FloatFilter | undefined;
    const arrived = new Promise<FloatFilter>((resolve) => (arrive = resolve));
    const rule: FloatRule = { now: () => filter, load: vi.fn(() => arrived) };
    const onText = vi.fn();
    render(<Amount rule={rule} onText={onText} />);
    expect(rule.load).not.toHaveBeenCalled(); // not eager: asked for at the first focus
    await userEvent.type(input(), '1,55');
    expect(rule.load).toHaveBeenCalled();
    expect(input().value).toBe('1,55');
    expect(onText).not.toHaveBeenCalled();
    await act(async () => {
      filter = filterFloatInput;
      arrive(filterFloatInput);
      await arrived;
    });
    expect(input().value).toBe('1.55');
    expect(onText).toHaveBeenCalledTimes(1);
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
    await userEvent.type(input(), '0,7');
    await userEvent.tab();
    expect(screen.getByTestId('touched').textContent).toBe('touched');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted.mock.calls[0]?.[0]).toEqual({ amount: '0.7' });
  });
});

function ControlledForm({ onSubmit }: { onSubmit: (values: { amount: string }) => void }) {
  const { control, handleSubmit, formState } = useForm<{ amount: string }>({ defaultValues: { amount: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Controller
        name="amount"
        control={control}
        rules={{ required: 'Enter an amount.' }}
        render={({ field, fieldState }) => <AmountField {...field} label="Amount" precision={2} error={fieldState.error?.message} />}
      />
      <p data-testid="touched">{formState.touchedFields.amount ? 'touched' : 'untouched'}</p>
      <button type="submit">Send</button>
    </form>
  );
}
