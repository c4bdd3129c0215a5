/**
 * /wb-card/plans: the card's plans side by side (listPaymentCardPlans: issue and monthly fees, top-up fee, cashback,
 * limits) and the order (orderPaymentCard body): the plan, the name to print and the delivery address, taken from the
 * billing address when one is saved. The plan's issue fee leaves the main balance with the order; a user not verified
 * for payments is sent to verification first (the exchange refuses them: 403). Ordered, the order-complete page follows.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListBalancesByType } from '../../../generated/api/balances/balances';
import type { PaymentCardPlan } from '../../../generated/api/model/paymentCardPlan.zod';
import type { SettingsBillingAddress } from '../../../generated/api/model/settingsBillingAddress.zod';
import {
  getGetPaymentCardQueryKey,
  useGetPaymentCard,
  useListPaymentCardPlans,
  useOrderPaymentCard,
} from '../../../generated/api/payment-card/payment-card';
import { OrderPaymentCardBody } from '../../../generated/api/payment-card/payment-card.zod';
import { useGetBillingAddress } from '../../../generated/api/settings/settings';
import { formatRate } from '../../lib/format/number-format';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { Dec } from '../../lib/input/input-result';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { FormFailureLine } from '../../ui/form-failure-line';
import { FormField } from '../../ui/form-field';
import { PaymentAccessGate } from '../../ui/payment-access-gate';
import { QueryLoading } from '../../ui/query-state';
import { money } from './card-format';
import { countryOptions } from './countries';

type PlanId = PaymentCardPlan['id'];
type Values = { planId: PlanId; holder: string; addressLine: string; city: string; postcode: string; country: string };

export function CardPlans() {
  const { t } = useTranslation('card');
  const plans = useListPaymentCardPlans({ query: { staleTime: 5 * 60_000 } });
  const card = useGetPaymentCard();
  const billing = useGetBillingAddress({ query: { staleTime: 60_000 } });
  if (plans.isPending || card.isPending || billing.isPending) return <QueryLoading />;
  if (plans.isError) return <CallError error={plans.error} onRetry={() => void plans.refetch()} />;
  if (card.isError) return <CallError error={card.error} onRetry={() => void card.refetch()} />;
  return (
    <div className="card-product" data-testid="wb-card-plans">
      <PlanTable plans={plans.data.data} />
      {card.data.data ? (
        <p className="notice" data-testid="wb-card-has-card">
          {t('plans.hasCard')} <AppLink to="/wb-card/dashboard">{t('links.dashboard')}</AppLink>
        </p>
      ) : (
        <PaymentAccessGate
          testId="wb-card-gate"
          texts={{ required: t('gate.required'), submitted: t('gate.submitted'), verify: t('gate.verify') }}
        >
          <OrderForm plans={plans.data.data} billing={billing.data?.data ?? null} />
        </PaymentAccessGate>
      )}
    </div>
  );
}

function PlanTable({ plans }: { plans: readonly PaymentCardPlan[] }) {
  const { t, i18n } = useTranslation('card');
  const locale = i18n.language;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="data-table" data-testid="wb-card-plan-table">
        <caption className="visually-hidden">{t('plans.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('plans.plan')}</th>
            <th scope="col">{t('plans.issueFee')}</th>
            <th scope="col">{t('plans.monthlyFee')}</th>
            <th scope="col">{t('plans.topUpFee')}</th>
            <th scope="col">{t('plans.cashback')}</th>
            <th scope="col">{t('plans.dailySpend')}</th>
            <th scope="col">{t('plans.monthlyAtm')}</th>
          </tr>
        </thead>
        <tbody>
          {plans.map((p) => (
            <tr key={p.id} data-testid="wb-card-plan-row" data-plan={p.id}>
              <th scope="row">{t(`plans.names.${p.id}`)}</th>
              <td className="num">{money(p.issueFee, p.ticker, locale)}</td>
              <td className="num">{money(p.monthlyFee, p.ticker, locale)}</td>
              <td className="num">{formatRate(p.topUpFeePercent, locale)}</td>
              <td className="num">{formatRate(p.cashbackPercent, locale)}</td>
              <td className="num">{money(p.dailySpendLimit, p.ticker, locale)}</td>
              <td className="num">{money(p.monthlyAtmLimit, p.ticker, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderForm({ plans, billing }: { plans: readonly PaymentCardPlan[]; billing: SettingsBillingAddress | null }) {
  const { t, i18n } = useTranslation('card');
  const locale = i18n.language;
  const id = useId();
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const queryClient = useQueryClient();
  const order = useOrderPaymentCard();
  const balances = useListBalancesByType('main', { query: { staleTime: 10_000 } });
  const form = useContractForm<Values>({
    schema: OrderPaymentCardBody,
    defaultValues: {
      planId: plans[0]?.id ?? 'standard',
      holder: billing ? `${billing.firstName} ${billing.lastName}`.toUpperCase() : '',
      addressLine: billing?.address ?? '',
      city: billing?.city ?? '',
      postcode: billing?.postalCode ?? '',
      country: billing?.countryCode ?? 'GB',
    },
    checks: ({ planId }) => {
      const plan = plans.find((p) => p.id === planId);
      const held = balances.data?.data.find((b) => b.ticker === plan?.ticker)?.main;
      return {
        planId:
          plan && held !== undefined && new Dec(plan.issueFee).gt(held)
            ? t('order.errors.fee', { fee: money(plan.issueFee, plan.ticker, locale), available: money(held, plan.ticker, locale) })
            : undefined,
      };
    },
  });
  const planId = useWatch({ control: form.control, name: 'planId' });
  const chosen = plans.find((p) => p.id === planId);
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((data) =>
    order.mutateAsync({ data: { ...data, holder: data.holder.trim() } }).then(
      (response) => {
        queryClient.setQueryData(getGetPaymentCardQueryKey(), response);
        void navigate({ href: `${prefix}/wb-card/eof` });
      },
      (error: unknown) =>
        putServerErrors(form, error, { fields: ['planId', 'holder', 'addressLine', 'city', 'postcode', 'country'], onForm: true }),
    ),
  );
  const text = (name: 'holder' | 'addressLine' | 'city' | 'postcode', autoComplete: string) => (
    <FormField label={t(`order.${name}`)} error={form.formState.errors[name]?.message}>
      {(control) => (
        <input {...control} {...form.register(name)} autoComplete={autoComplete} disabled={busy} data-testid={`wb-card-${name}`} />
      )}
    </FormField>
  );
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="wb-card-order-form">
      <h2 id={`${id}-title`}>{t('order.title')}</h2>
      <fieldset className="choice-list">
        <legend>{t('order.plan')}</legend>
        {plans.map((p) => (
          <label key={p.id} className="choice" data-testid="wb-card-plan" data-plan={p.id}>
            <input type="radio" value={p.id} {...form.register('planId')} disabled={busy} />
            <span className="choice__body">
              <strong>{t(`plans.names.${p.id}`)}</strong>
              <span className="choice__detail">
                {t('order.planDetail', { fee: money(p.issueFee, p.ticker, locale), topUp: formatRate(p.topUpFeePercent, locale) })}
              </span>
            </span>
          </label>
        ))}
        {form.formState.errors.planId?.message && (
          <span className="field__error" role="alert" data-testid="wb-card-plan-error">
            {form.formState.errors.planId.message}
          </span>
        )}
      </fieldset>
      {text('holder', 'cc-name')}
      {text('addressLine', 'street-address')}
      {text('city', 'address-level2')}
      {text('postcode', 'postal-code')}
      <FormField label={t('order.country')} error={form.formState.errors.country?.message}>
        {(control) => (
          <select {...control} {...form.register('country')} disabled={busy} data-testid="wb-card-country">
            {countryOptions(locale).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {chosen && <p className="field__hint">{t('order.feeNote', { fee: money(chosen.issueFee, chosen.ticker, locale) })}</p>}
      <FormFailureLine message={form.formState.errors.root?.message} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="wb-card-order">
        {busy ? t('actions.sending') : t('order.submit')}
      </button>
    </form>
  );
}
