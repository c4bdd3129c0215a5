/**
 * /history/exports: what a history export may hold (GET /v2/export/settings: report types, file formats, the
 * longest period and the exports left today). The contract has no call to request an export or list past ones
 * yet, so the page stops at the options.
 */
import { useTranslation } from 'react-i18next';
import { useGetExportSettings } from '../../../generated/api/settings/settings';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';

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
              <dd>{settings.data.data.dailyLimit}</dd>
            </dl>
          </section>
          <p className="notice">{t('exports.notYet')}</p>
        </>
      )}
    </StandardAreaPage>
  );
}
