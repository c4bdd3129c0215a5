/**
 * /settings/general/leverage: the margin and futures leverage (GET and POST /v2/trade/margin/leverage), one of the
 * levels the contract accepts.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { LeverageLevel } from '../../../generated/api/model/leverageLevel.zod';
import { getGetLeverageQueryKey, useGetLeverage, useUpdateLeverage } from '../../../generated/api/trade/trade';
import { UpdateLeverageBody } from '../../../generated/api/trade/trade.zod';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { notify } from '../../lib/toast/toast';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { SegmentedControl } from '../../ui/segmented-control';

/** The levels the contract accepts (LeverageLevel). */
export const LEVERAGE_LEVELS: readonly LeverageLevel[] = [1, 2, 3, 5, 10, 20, 50, 100];

export function LeverageScreen() {
  const leverage = useGetLeverage();
  return (
    <StandardAreaPage>
      {leverage.isPending ? (
        <QueryLoading />
      ) : leverage.isError ? (
        <QueryError error={leverage.error} onRetry={() => void leverage.refetch()} />
      ) : (
        <LeverageForm current={leverage.data.data.leverage} />
      )}
    </StandardAreaPage>
  );
}

function LeverageForm({ current }: { current: LeverageLevel }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const update = useUpdateLeverage();
  const form = useContractForm<z.infer<typeof UpdateLeverageBody>>({ schema: UpdateLeverageBody, defaultValues: { leverage: current } });
  const value = useWatch({ control: form.control, name: 'leverage' });
  const busy = form.formState.isSubmitting;

  const save = form.handleSubmit((data) =>
    update.mutateAsync({ data }).then(
      (response) => {
        queryClient.setQueryData(getGetLeverageQueryKey(), response);
        form.reset({ leverage: response.data.leverage });
        notify.success(t('leverage.saved', { leverage: response.data.leverage }));
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['leverage'] }),
    ),
  );

  return (
    <form className="form card settings-card" onSubmit={save} aria-labelledby="leverage-title">
      <h2 id="leverage-title" className="card__title">
        {t('leverage.current', { leverage: current })}
      </h2>
      <p className="field__hint">{t('leverage.hint')}</p>
      <SegmentedControl
        variant="radio"
        aria-label={t('leverage.label')}
        items={LEVERAGE_LEVELS.map((level) => ({ value: level, label: `${level}×` }))}
        value={value}
        onChange={(level) => form.setValue('leverage', level)}
      />
      {value >= 20 && <p className="notice notice--warning">{t('leverage.risk')}</p>}
      {form.formState.errors.leverage && (
        <p className="field__error" role="alert">
          {form.formState.errors.leverage.message}
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button" disabled={value === current || busy}>
          {busy ? t('actions.saving') : t('actions.save')}
        </button>
      </div>
    </form>
  );
}
