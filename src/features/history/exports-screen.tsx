/**
 * /history/exports: what a history export may hold (GET /v2/export/settings: kinds, file formats, the longest period
 * and the exports left today), a form that requests one (the kind, the format and a period of whole UTC days), and
 * the exports requested so far, each pending until the exchange has prepared its file, then downloadable
 * (GET /internal/rdrs/{id}) until it expires. The list asks again every few seconds while an export is pending.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { getListHistoryExportsQueryKey, useCreateHistoryExport, useListHistoryExports } from '../../../generated/api/exports/exports';
import { CreateHistoryExportBody } from '../../../generated/api/exports/exports.zod';
import { downloadReport } from '../../../generated/api/internal/internal';
import type { HistoryExport } from '../../../generated/api/model/historyExport.zod';
import type { SettingsExportSettingsResponse } from '../../../generated/api/model/settingsExportSettingsResponse.zod';
import { getGetExportSettingsQueryKey, useGetExportSettings } from '../../../generated/api/settings/settings';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { saveFile } from '../../lib/files/save-file';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { formatDateTime } from '../../lib/format/date-format';
import { notify } from '../../lib/toast/toast';
import { FormField } from '../../ui/form-field';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';

const DAY_SECONDS = 86_400;
/** How often the list is asked again while an export is being prepared. */
const PENDING_POLL_MS = 2_000;
/** The period a new export proposes: the last 30 days. */
const DEFAULT_DAYS = 30;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The request's kind and format as the contract has them; the period as two UTC days (YYYY-MM-DD), sent as seconds. */
const ExportFormSchema = z.object({
  type: CreateHistoryExportBody.shape.type,
  format: CreateHistoryExportBody.shape.format,
  from: z.string().check(z.regex(ISO_DAY)),
  to: z.string().check(z.regex(ISO_DAY)),
});
type ExportFormValues = z.infer<typeof ExportFormSchema>;

/** A UTC day (YYYY-MM-DD) as the Unix seconds of its first second. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const isoDay = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(0, 10);

export function ExportsScreen() {
  const { t } = useTranslation('history');
  const settings = useGetExportSettings();
  return (
    <StandardAreaPage>
      {settings.isPending ? (
        <QueryLoading />
      ) : settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <section className="card" aria-labelledby="export-options">
            <h2 id="export-options" className="card__title">
              {t('exports.options')}
            </h2>
            <dl className="definition-list" data-testid="export-settings">
              <dt>{t('exports.types')}</dt>
              <dd>{settings.data.data.types.map((type) => t(`exports.typeNames.${type}`)).join(', ')}</dd>
              <dt>{t('exports.formats')}</dt>
              <dd>{settings.data.data.formats.map((f) => f.toUpperCase()).join(', ')}</dd>
              <dt>{t('exports.maxPeriod')}</dt>
              <dd>{t('exports.days', { days: settings.data.data.maxPeriodDays })}</dd>
              <dt>{t('exports.left')}</dt>
              <dd data-testid="exports-left">{settings.data.data.dailyLimit}</dd>
            </dl>
          </section>
          {settings.data.data.dailyLimit > 0 ? (
            <ExportForm options={settings.data.data} />
          ) : (
            <p className="notice" data-testid="exports-none-left">
              {t('exports.noneLeft')}
            </p>
          )}
          <ExportList />
        </>
      )}
    </StandardAreaPage>
  );
}

function ExportForm({ options }: { options: SettingsExportSettingsResponse['data'] }) {
  const { t } = useTranslation('history');
  const queryClient = useQueryClient();
  const create = useCreateHistoryExport();
  const today = isoDay(Date.now() / 1000);
  const form = useContractForm<ExportFormValues>({
    schema: ExportFormSchema,
    defaultValues: {
      type: options.types[0],
      format: options.formats[0],
      from: isoDay(Date.now() / 1000 - DEFAULT_DAYS * DAY_SECONDS),
      to: today,
    },
    draft: { id: 'history-export' },
    ruleMessages: { from: t('exports.errors.day'), to: t('exports.errors.day') },
    checks: ({ from, to }) => {
      if (dayStart(from) > dayStart(to)) return { to: t('exports.errors.order') };
      const days = (dayStart(to) - dayStart(from)) / DAY_SECONDS + 1;
      return days > options.maxPeriodDays ? { to: t('exports.errors.tooLong', { days: options.maxPeriodDays }) } : {};
    },
  });
  const errors = form.formState.errors;
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(({ type, format, from, to }) =>
    create.mutateAsync({ data: { type, format, from: dayStart(from), to: dayStart(to) + DAY_SECONDS - 1 } }).then(
      () => {
        notify.success(t('exports.requested'));
        void queryClient.invalidateQueries({ queryKey: getListHistoryExportsQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getGetExportSettingsQueryKey() });
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['type', 'format', 'from', 'to'] }),
    ),
  );
  return (
    <form className="form card" onSubmit={submit} noValidate aria-labelledby="export-request" data-testid="export-form">
      <h2 id="export-request" className="card__title">
        {t('exports.request')}
      </h2>
      <FormField label={t('exports.type')} error={errors.type?.message}>
        {(control) => (
          <select {...control} {...form.register('type')} disabled={busy} data-testid="export-type">
            {options.types.map((type) => (
              <option key={type} value={type}>
                {t(`exports.typeNames.${type}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('exports.format')} error={errors.format?.message}>
        {(control) => (
          <select {...control} {...form.register('format')} disabled={busy} data-testid="export-format">
            {options.formats.map((format) => (
              <option key={format} value={format}>
                {format.toUpperCase()}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('exports.from')} error={errors.from?.message}>
        {(control) => <input {...control} {...form.register('from')} type="date" max={today} disabled={busy} data-testid="export-from" />}
      </FormField>
      <FormField label={t('exports.to')} hint={t('exports.utc')} error={errors.to?.message}>
        {(control) => <input {...control} {...form.register('to')} type="date" disabled={busy} data-testid="export-to" />}
      </FormField>
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy} data-testid="export-submit">
          {t('exports.submit')}
        </button>
      </div>
    </form>
  );
}

function ExportList() {
  const { t, i18n } = useTranslation('history');
  const exports = useListHistoryExports(
    { limit: 20 },
    { query: { refetchInterval: (query) => (query.state.data?.data.some((e) => e.status === 'pending') ? PENDING_POLL_MS : false) } },
  );
  const locale = i18n.language;
  return (
    <section className="card" aria-labelledby="export-list">
      <h2 id="export-list" className="card__title">
        {t('exports.list')}
      </h2>
      {exports.isPending ? (
        <QueryLoading />
      ) : exports.isError ? (
        <QueryError error={exports.error} onRetry={() => void exports.refetch()} />
      ) : exports.data.data.length === 0 ? (
        <QueryEmpty>{t('exports.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="export-list">
            <caption className="visually-hidden">{t('exports.list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.time')}</th>
                <th scope="col">{t('exports.type')}</th>
                <th scope="col">{t('exports.period')}</th>
                <th scope="col">{t('exports.format')}</th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col">{t('exports.rows')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('exports.file')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {exports.data.data.map((e) => (
                <tr key={e.id} data-testid="export-row" data-id={e.id} data-status={e.status}>
                  <td>{formatDateTime(e.createdAt, locale)}</td>
                  <td>{t(`exports.typeNames.${e.type}`)}</td>
                  <td>{t('exports.periodValue', { from: isoDay(e.from), to: isoDay(e.to) })}</td>
                  <td>{e.format.toUpperCase()}</td>
                  <td>{t(`exports.statuses.${e.status}`)}</td>
                  <td className="num">{e.rows ?? '—'}</td>
                  <td>{e.status === 'ready' && <DownloadButton export={e} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function DownloadButton({ export: e }: { export: HistoryExport }) {
  const { t } = useTranslation('history');
  const download = useMutation({
    mutationFn: () => downloadReport(e.id),
    onSuccess: (blob) => saveFile(blob, `${e.type}-${isoDay(e.from)}-${isoDay(e.to)}.${e.format}`),
    onError: (error) => failedToFetchToast(error),
  });
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={download.isPending}
      aria-busy={download.isPending}
      onClick={() => download.mutate()}
      data-testid="export-download"
    >
      {t('exports.download', { type: t(`exports.typeNames.${e.type}`) })}
    </button>
  );
}
