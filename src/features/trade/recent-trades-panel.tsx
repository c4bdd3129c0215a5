/**
 * The market's last 80 trades, newest first. The table's head is drawn with the page; its rows, their store and
 * the deals stream (recent-trades-body.tsx) come after the first paint, in the empty body they would show then.
 */
import { lazy, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../generated/api/model/market.zod';
import { AfterPaint } from '../../lib/loading/after-first-paint';

const RecentTradesBody = lazy(() => import('./recent-trades-body').then((module) => ({ default: module.RecentTradesBody })));

export function RecentTradesPanel({ market, engineName }: { market: Market | undefined; engineName: string }) {
  const { t } = useTranslation('trade');
  const panel = useRef<HTMLElement>(null);
  return (
    <section ref={panel} className="panel recent-trades" aria-labelledby="recent-trades-title" data-testid="recent-trades">
      <header className="panel__header">
        <h2 id="recent-trades-title">{t('trades.title')}</h2>
      </header>
      {/* A scroller without focusable content: focusable itself, so the keyboard can scroll it. */}
      <div className="recent-trades__scroll" tabIndex={0} role="group" aria-labelledby="recent-trades-title">
        <table className="compact-table">
          <thead>
            <tr>
              <th scope="col">{t('book.price', { ticker: market?.money ?? '' })}</th>
              <th scope="col">{t('book.amount', { ticker: market?.stock ?? '' })}</th>
              <th scope="col">{t('trades.time')}</th>
            </tr>
          </thead>
          <AfterPaint placeholder={<tbody />}>
            <RecentTradesBody market={market} engineName={engineName} panel={panel} />
          </AfterPaint>
        </table>
      </div>
    </section>
  );
}
