/**
 * Votes for (a `new` project) or subscribes to (an `active` one) with WBT from the main balance: the contract's
 * joinLaunchpadProject body, the project's minimum and the user's maximum and the balance as the form's checks. The
 * server's refusals land on the amount (32, 37) or above the button with the catalogue's message (4307). After it,
 * the project, the balances and the history are read again. A guest is asked to log in; a user whose `launchpad`
 * permission is off is told so.
 */
import { useQueryClient } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetWbtBalancesQueryKey, getListBalancesQueryKey, useGetWbtBalances } from '../../../generated/api/balances/balances';
import {
  getGetLaunchpadProjectQueryKey,
  getListLaunchpadHistoryQueryKey,
  getListLaunchpadProjectsQueryKey,
  useJoinLaunchpadProject,
} from '../../../generated/api/launchpad/launchpad';
import { JoinLaunchpadProjectBody } from '../../../generated/api/launchpad/launchpad.zod';
import type { LaunchpadProject } from '../../../generated/api/model/launchpadProject.zod';
import { amountCheck, roundedDown } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { notify } from '../../lib/toast/toast';
import { FormAmountField } from '../../ui/form-amount-field';
import { FormFailureLine } from '../../ui/form-failure-line';
import { LoginPrompt } from '../../ui/login-prompt';
import { useAmount, WBT_DECIMALS } from './project-figures';

type Values = { amount: string };

export function JoinProject({ project }: { project: LaunchpadProject }) {
  const { t } = useTranslation('launchpad');
  const { loggedIn, permissions } = useSessionSnapshot();
  if (!loggedIn) return <LoginPrompt message={t('join.login')} action={t('join.loginAction')} />;
  if (permissions.launchpad && (!permissions.launchpad.enabled || permissions.launchpad.hide))
    return (
      <p className="notice" data-testid="launchpad-disabled">
        {t('join.disabled')}
      </p>
    );
  return <JoinForm project={project} />;
}

function JoinForm({ project: p }: { project: LaunchpadProject }) {
  const { t } = useTranslation(['launchpad', 'forms']);
  const amount = useAmount();
  const queryClient = useQueryClient();
  const id = useId();
  const balances = useGetWbtBalances({ query: { staleTime: 10_000 } });
  const join = useJoinLaunchpadProject();
  const voting = p.status === 'new';
  const available = balances.data?.data.main ?? '0';
  const room = voting ? undefined : Decimal.max(new Decimal(p.maxCommit).minus(p.participation?.committed ?? '0'), 0);
  const form = useContractForm<Values>({
    schema: JoinLaunchpadProjectBody,
    defaultValues: { amount: '' },
    checks: ({ amount: value }) => ({
      amount: amountCheck(value, [
        [(v) => v.lt(p.minCommit), () => t('join.errors.min', { min: amount(p.minCommit, 'WBT') })],
        [(v) => room !== undefined && v.gt(room), () => t('join.errors.max', { room: amount(room!.toFixed(), 'WBT') })],
        [(v) => v.gt(available), () => t('join.errors.balance', { available: amount(available, 'WBT') })],
      ]),
    }),
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((data) =>
    join.mutateAsync({ slug: p.slug, data }).then(
      (response) => {
        queryClient.setQueryData(getGetLaunchpadProjectQueryKey(p.slug), response);
        void queryClient.invalidateQueries({ queryKey: getListLaunchpadProjectsQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getGetWbtBalancesQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getListBalancesQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getListLaunchpadHistoryQueryKey() });
        notify.success(t(voting ? 'join.votedDone' : 'join.subscribedDone', { amount: amount(data.amount, 'WBT'), name: p.name }));
        form.reset({ amount: '' });
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['amount'], onForm: true }),
    ),
  );
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="launchpad-join-form">
      <h2 id={`${id}-title`}>{t(voting ? 'join.voteTitle' : 'join.subscribeTitle', { name: p.name })}</h2>
      <p>{t(voting ? 'join.voteText' : 'join.subscribeText', { ticker: p.ticker })}</p>
      <FormAmountField
        control={form.control}
        name="amount"
        testId="launchpad-amount-input"
        label={t('join.amount')}
        precision={WBT_DECIMALS}
        suffix="WBT"
        hint={t('join.available', { amount: amount(available, 'WBT') })}
        onMax={() => form.setValue('amount', roundedDown(room && room.lt(available) ? room.toFixed() : available, WBT_DECIMALS))}
        maxLabel={t('join.max')}
        disabled={busy}
      />
      <FormFailureLine message={form.formState.errors.root?.message} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="launchpad-join-submit">
        {busy ? t('join.sending') : t(voting ? 'join.vote' : 'join.subscribe')}
      </button>
    </form>
  );
}
