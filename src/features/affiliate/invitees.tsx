/**
 * The users the signed-in user invited (GET referral invitees): each one's masked e-mail, when they registered, how
 * far they have come and the rewards their fees have earned, newest first, a page of 20 at a time.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListReferralInvitees } from '../../../generated/api/settings/settings';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { CallError } from '../../ui/call-error';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';

const PAGE = 20;

export function Invitees() {
  const { t, i18n } = useTranslation('affiliate');
  const [page, setPage] = useState(1);
  const invitees = useListReferralInvitees({ offset: (page - 1) * PAGE, limit: PAGE }, { query: { staleTime: 60_000 } });
  const lng = i18n.language;
  return (
    <section aria-labelledby="referral-invitees">
      <h2 id="referral-invitees">{t('referral.invitees.title')}</h2>
      {invitees.isPending ? (
        <QueryLoading />
      ) : invitees.isError ? (
        <CallError error={invitees.error} onRetry={() => void invitees.refetch()} />
      ) : invitees.data.data.length === 0 ? (
        <QueryEmpty>{t('referral.invitees.empty')}</QueryEmpty>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table" data-testid="referral-invitees">
              <caption className="visually-hidden">{t('referral.invitees.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('referral.invitees.user')}</th>
                  <th scope="col">{t('referral.invitees.registered')}</th>
                  <th scope="col">{t('referral.invitees.status')}</th>
                  <th scope="col">{t('referral.invitees.earned')}</th>
                </tr>
              </thead>
              <tbody>
                {invitees.data.data.map((i) => (
                  <tr key={i.id} data-testid="referral-invitee" data-status={i.status}>
                    <th scope="row">{i.email}</th>
                    <td>{formatDate(i.registeredAt, lng)}</td>
                    <td>{t(`referral.invitees.statuses.${i.status}`)}</td>
                    <td className="num">
                      {i.earned.length === 0
                        ? '—'
                        : i.earned.map((e) => `${formatDecimal(e.amount, lng, { max: 8 })} ${e.ticker}`).join(', ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} pages={Math.max(1, Math.ceil(invitees.data.pagination.total / PAGE))} onPage={setPage} />
        </>
      )}
    </section>
  );
}
