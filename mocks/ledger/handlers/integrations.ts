/**
 * The ledger's answers to the contract's assumed `integrations` operations (slice `integrations`): a third-party tool
 * (a tax or portfolio tracker, a trading terminal) is connected by an API key the ledger makes for it with the
 * api-keys handler's keys (so it is listed on /settings/api/api-keys, labelled "<partner> integration"); revoking
 * the integration deletes that key, and an integration whose key was deleted on the API keys page is gone too.
 * Connecting needs the authenticator code while two-factor is on; a partner is connected once.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  CreateIntegrationBody,
  CreateIntegration200Response,
  GetIntegration200Response,
  ListIntegrationPartners200Response,
  ListIntegrations200Response,
} from '../../../generated/api/integrations/integrations.zod';
import { json, noContent, seconds, signedIn, validation, type LedgerContext } from '../http';
import type { Ledger } from '../ledger';
import { checkedBody, pathId, totpError } from '../settings/checks';
import { settingsState } from '../settings/state';
import { addApiKey, findApiKey, removeApiKey } from './api-keys';

const SLICE = 'integrations';
/** Catalogue codes of these calls (contracts/errors: account-settings). */
const CODES = { get: 1504, save: 1505, remove: 1506 } as const;

type Category = 'tax' | 'portfolio' | 'terminal';
type Permission = 'info' | 'trading';

interface Partner {
  id: string;
  name: string;
  category: Category;
  permissions: Permission[];
}

/** The demo's partners (made-up tools, one of each kind and a second tracker). */
export const PARTNERS: readonly Partner[] = [
  { id: 'taxtrail', name: 'TaxTrail', category: 'tax', permissions: ['info'] },
  { id: 'folio-tracker', name: 'Folio Tracker', category: 'portfolio', permissions: ['info'] },
  { id: 'coinledger-pro', name: 'Coinledger Pro', category: 'portfolio', permissions: ['info'] },
  { id: 'quant-terminal', name: 'Quant Terminal', category: 'terminal', permissions: ['info', 'trading'] },
];

interface IntegrationRecord {
  id: number;
  partner: string;
  permissions: Permission[];
  apiKeyId: number;
  createdAt: number;
}

interface IntegrationsState {
  integrations: IntegrationRecord[];
}

const state = (ledger: Ledger): IntegrationsState => ledger.slice<IntegrationsState>(SLICE, () => ({ integrations: [] }));

/** The integrations whose key still exists (one deleted on the API keys page takes its integration with it). */
function live(ledger: Ledger): IntegrationRecord[] {
  const s = state(ledger);
  const kept = s.integrations.filter((i) => findApiKey(ledger, i.apiKeyId));
  if (kept.length !== s.integrations.length) {
    s.integrations = kept;
    ledger.changed();
  }
  return kept;
}

function wire(ledger: Ledger, i: IntegrationRecord) {
  const partner = PARTNERS.find((p) => p.id === i.partner)!;
  return {
    id: i.id,
    partner: partner.id,
    name: partner.name,
    category: partner.category,
    permissions: i.permissions,
    apiKeyId: i.apiKeyId,
    key: findApiKey(ledger, i.apiKeyId)!.key,
    createdAt: seconds(i.createdAt),
  };
}

export function integrationsHandlers(ctx: LedgerContext): RequestHandler[] {
  const ledger = ctx.ledger;
  ledger.defineSlice<IntegrationsState>(SLICE, () => ({ integrations: [] }));
  const find = (id: unknown) => {
    const n = pathId(id);
    return n === undefined ? undefined : live(ledger).find((i) => i.id === n);
  };

  return [
    http.get('*/v2/integrations/partners', () => signedIn(ctx, () => json(ListIntegrationPartners200Response, { data: PARTNERS }))),

    http.get('*/v2/integrations', () =>
      signedIn(ctx, () => json(ListIntegrations200Response, { data: live(ledger).map((i) => wire(ledger, i)) })),
    ),

    http.post('*/v2/integrations', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, CreateIntegrationBody);
        if (body.error) return body.error;
        const refused = totpError(ledger, settingsState(ledger), body.data.totp, CODES.save);
        if (refused) return refused;
        const partner = PARTNERS.find((p) => p.id === body.data.partner);
        if (!partner) return validation(CODES.save, { partner: ['There is no such partner.'] });
        const { permissions } = body.data;
        if (new Set(permissions).size !== permissions.length)
          return validation(CODES.save, { permissions: ['A permission is listed twice.'] });
        if (permissions.some((p) => !partner.permissions.includes(p)))
          return validation(CODES.save, { permissions: [`${partner.name} may not ask for this permission.`] });
        if (live(ledger).some((i) => i.partner === partner.id))
          return validation(CODES.save, { partner: [`${partner.name} is connected already.`] });
        const key = addApiKey(ledger, `${partner.name} integration`, permissions);
        if (!key) return validation(CODES.save, { partner: ['No API key could be made for it: delete a key or free its label first.'] });
        const record: IntegrationRecord = {
          id: ledger.nextId('integration', 5000),
          partner: partner.id,
          permissions,
          apiKeyId: key.id,
          createdAt: ledger.now(),
        };
        state(ledger).integrations.unshift(record);
        ledger.changed();
        return json(CreateIntegration200Response, { data: wire(ledger, record) });
      }),
    ),

    http.get('*/v2/integrations/:id', ({ params }) =>
      signedIn(ctx, () => {
        const integration = find(params.id);
        return integration
          ? json(GetIntegration200Response, { data: wire(ledger, integration) })
          : HttpResponse.json({ code: CODES.get, message: 'Integration not found.' }, { status: 404 });
      }),
    ),

    http.delete('*/v2/integrations/:id', ({ params }) =>
      signedIn(ctx, () => {
        const integration = find(params.id);
        if (!integration) return validation(CODES.remove, { id: ['There is no such integration.'] });
        const s = state(ledger);
        s.integrations.splice(s.integrations.indexOf(integration), 1);
        removeApiKey(ledger, integration.apiKeyId);
        ledger.changed();
        return noContent();
      }),
    ),
  ];
}
