/**
 * The ledger's answers to the contract's assumed `affiliate` operations (mocks/ledger/affiliate/affiliate-programme.ts):
 * the dashboard, payouts of commission into the main balance, the payee's personal data, the campaigns with their
 * statistics, and the tracking links. Signed-in calls of an approved affiliate: anyone else gets 403; an unknown
 * campaign or link is a 404, a broken rule its 422. Every call first pays the payouts that are due.
 */
import { HttpResponse, http, type RequestHandler } from 'msw';
import {
  CreateAffiliateLink200Response,
  CreateAffiliateLinkBody,
  GetAffiliateCampaign200Response,
  GetAffiliateCampaignStatistics200Response,
  GetAffiliateDashboard200Response,
  GetAffiliatePersonalData200Response,
  ListAffiliateCampaigns200Response,
  ListAffiliateLinks200Response,
  ListAffiliatePayments200Response,
  RequestAffiliatePayout200Response,
  RequestAffiliatePayoutBody,
  UpdateAffiliatePersonalData200Response,
  UpdateAffiliatePersonalDataBody,
} from '../../../generated/api/affiliate/affiliate.zod';
import {
  AffiliateNotFound,
  campaignBySlug,
  campaignList,
  campaignStatistics,
  createLink,
  dashboard,
  defineAffiliate,
  deleteLink,
  links,
  NotAnAffiliate,
  payouts,
  personalData,
  requestPayout,
  requireAffiliate,
  savePersonalData,
  settleAffiliatePayouts,
  wireCampaign,
  wireLink,
  wirePayout,
  type AffiliatePeriod,
} from '../affiliate/affiliate-programme';
import { rules } from '../earn/history-page';
import { json, noContent, notFound, pageOf, paging, query, signedIn, type LedgerContext } from '../http';
import { parsedBody } from '../money/requests';

const PERIODS: readonly AffiliatePeriod[] = ['7d', '30d', '90d'];

export function affiliateHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger } = ctx;
  defineAffiliate(ledger);
  const affiliate = (answer: () => Response | Promise<Response>) =>
    signedIn(ctx, async () => {
      try {
        requireAffiliate(ledger);
        settleAffiliatePayouts(ledger);
        return await rules(answer);
      } catch (error) {
        if (error instanceof NotAnAffiliate) return HttpResponse.json({ message: error.message }, { status: 403 });
        if (error instanceof AffiliateNotFound) return notFound(error.message);
        throw error;
      }
    });
  const slug = (params: Record<string, string | readonly string[] | undefined>) => String(params.campaign);

  return [
    http.get('*/v2/affiliate/dashboard', () => affiliate(() => json(GetAffiliateDashboard200Response, { data: dashboard(ledger) }))),
    http.get('*/v2/affiliate/payments', ({ request }) =>
      affiliate(() => {
        const page = pageOf(payouts(ledger), paging(request, 100, 100));
        return json(ListAffiliatePayments200Response, { ...page, data: page.data.map(wirePayout) });
      }),
    ),
    http.post('*/v2/affiliate/payments', async ({ request }) => {
      const parsed = await parsedBody(request, RequestAffiliatePayoutBody, 32);
      if (!parsed.ok) return parsed.answer;
      return affiliate(() => json(RequestAffiliatePayout200Response, { data: wirePayout(requestPayout(ledger, parsed.body.amount)) }));
    }),
    http.get('*/v2/affiliate/personal-data', () =>
      affiliate(() => json(GetAffiliatePersonalData200Response, { data: personalData(ledger) })),
    ),
    http.post('*/v2/affiliate/personal-data', async ({ request }) => {
      const parsed = await parsedBody(request, UpdateAffiliatePersonalDataBody);
      if (!parsed.ok) return parsed.answer;
      return affiliate(() => json(UpdateAffiliatePersonalData200Response, { data: savePersonalData(ledger, parsed.body) }));
    }),
    http.get('*/v2/affiliate/campaigns', () => affiliate(() => json(ListAffiliateCampaigns200Response, { data: campaignList(ledger) }))),
    http.get('*/v2/affiliate/campaigns/:campaign', ({ params }) =>
      affiliate(() => json(GetAffiliateCampaign200Response, { data: wireCampaign(ledger, campaignBySlug(ledger, slug(params))) })),
    ),
    http.get('*/v2/affiliate/campaigns/:campaign/statistics', ({ params, request }) =>
      affiliate(() => {
        const asked = query(request).get('period') as AffiliatePeriod | null;
        const period = asked && PERIODS.includes(asked) ? asked : '30d';
        return json(GetAffiliateCampaignStatistics200Response, {
          data: campaignStatistics(ledger, campaignBySlug(ledger, slug(params)), period),
        });
      }),
    ),
    http.get('*/v2/affiliate/links', ({ request }) =>
      affiliate(() => {
        const campaign = query(request).get('campaign') ?? undefined;
        return json(ListAffiliateLinks200Response, { data: links(ledger, campaign).map((l) => wireLink(ledger, l)) });
      }),
    ),
    http.post('*/v2/affiliate/links', async ({ request }) => {
      const parsed = await parsedBody(request, CreateAffiliateLinkBody);
      if (!parsed.ok) return parsed.answer;
      return affiliate(() => json(CreateAffiliateLink200Response, { data: wireLink(ledger, createLink(ledger, parsed.body)) }));
    }),
    http.delete('*/v2/affiliate/links/:id', ({ params }) =>
      affiliate(() => {
        deleteLink(ledger, Number(params.id));
        return noContent();
      }),
    ),
  ];
}
