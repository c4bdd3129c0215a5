/**
 * /activities/positions: the open margin and futures positions as the socket streams them
 * (margin_positions.subscribe); a position can be closed at market (DELETE /v2/trade/margin/positions/{id}).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseMarginPosition } from '../../../generated/api/trade/trade';
import { useMarginPositionsSubscription } from '../../../generated/socket/trade-socket.client';
import type { MarginPositions } from '../../../generated/socket/trade-socket.zod';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { formatDecimal } from '../../lib/format/number-format';
import { notify } from '../../lib/toast/toast';
import { ConfirmAction } from '../../ui/confirm-action';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { NO_PARAMS } from './socket-params';

const market = (tradeName: string) => tradeName.replace('_', '-');

export function PositionsScreen() {
  const { t, i18n } = useTranslation('activities');
  const [positions, setPositions] = useState<MarginPositions | undefined>();
  const close = useCloseMarginPosition();
  useMarginPositionsSubscription(NO_PARAMS, setPositions);
  const locale = i18n.language;
  return (
    <StandardAreaPage>
      {!positions ? (
        <QueryLoading label={t('positions.waiting')} />
      ) : positions.records.length === 0 ? (
        <QueryEmpty>{t('positions.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="positions">
            <caption className="visually-hidden">{t('positions.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('positions.market')}</th>
                <th scope="col">{t('positions.amount')}</th>
                <th scope="col">{t('positions.basePrice')}</th>
                <th scope="col">{t('positions.liqPrice')}</th>
                <th scope="col">{t('positions.margin')}</th>
                <th scope="col">{t('positions.pnl')}</th>
                <th scope="col">{t('positions.funding')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('positions.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {positions.records.map((p) => (
                <tr key={p.id}>
                  <th scope="row">
                    {market(p.market)}{' '}
                    {p.position_side !== 'BOTH' && <span className="status-chip">{t(`positions.sides.${p.position_side}`)}</span>}
                    {p.liq_stage && <span className="status-chip status-chip--off">{t(`positions.stages.${p.liq_stage}`)}</span>}
                  </th>
                  <td className={`num ${p.amount.startsWith('-') ? 'down' : 'up'}`}>{formatDecimal(p.amount, locale)}</td>
                  <td className="num">{formatDecimal(p.base_price, locale)}</td>
                  <td className="num">{formatDecimal(p.liq_price, locale)}</td>
                  <td className="num">{formatDecimal(p.margin, locale)}</td>
                  <td className={`num ${p.pnl.startsWith('-') ? 'down' : 'up'}`}>{formatDecimal(p.pnl, locale)}</td>
                  <td className="num">{formatDecimal(p.unrealized_funding, locale)}</td>
                  <td>
                    <ConfirmAction
                      label={t('positions.close')}
                      question={t('positions.closeQuestion', { market: market(p.market) })}
                      confirmLabel={t('positions.closeConfirm')}
                      cancelLabel={t('positions.keep')}
                      pending={close.isPending}
                      onConfirm={() =>
                        close.mutate(
                          { id: p.id, params: { market: market(p.market), positionSide: p.position_side } },
                          {
                            onSuccess: () => notify.success(t('positions.closed', { market: market(p.market) })),
                            onError: (e) => failedToFetchToast(e),
                          },
                        )
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </StandardAreaPage>
  );
}
