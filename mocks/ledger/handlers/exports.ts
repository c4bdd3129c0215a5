/**
 * The ledger's answers to the history exports (the assumed `exports` operations and the export options of
 * GET /v2/export/settings): what the demo can export, how many exports are left today, requesting one and listing
 * them as they become ready on the ledger's clock. The files themselves are served by /internal/rdrs/{id}
 * (handlers/internal.ts).
 */
import { http, type RequestHandler } from 'msw';
import {
  CreateHistoryExport200Response,
  CreateHistoryExportBody,
  ListHistoryExports200Response,
} from '../../../generated/api/exports/exports.zod';
import { SettingsExportSettingsResponse } from '../../../generated/api/model/settingsExportSettingsResponse.zod';
import { json, paging, seconds, signedIn, validation, type LedgerContext } from '../http';
import {
  defineHistoryExports,
  EXPORT_FORMATS,
  EXPORT_TYPES,
  exportsLeftToday,
  historyExports,
  KEEP_MS,
  MAX_PERIOD_DAYS,
  requestExport,
  type StoredExport,
} from '../money/history-exports';
import { parsedBody } from '../money/requests';

export function exportsHandlers(ctx: LedgerContext): RequestHandler[] {
  const ledger = ctx.ledger;
  defineHistoryExports(ledger);
  return [
    http.get('*/v2/export/settings', () =>
      signedIn(ctx, () =>
        json(SettingsExportSettingsResponse, {
          data: {
            types: [...EXPORT_TYPES],
            formats: [...EXPORT_FORMATS],
            maxPeriodDays: MAX_PERIOD_DAYS,
            dailyLimit: exportsLeftToday(ledger),
          },
        }),
      ),
    ),
    http.get('*/v2/export/requests', ({ request }) =>
      signedIn(ctx, () => {
        const { offset, limit } = paging(request, 20, 100);
        const all = historyExports(ctx);
        return json(ListHistoryExports200Response, {
          data: all.slice(offset, offset + limit).map(wireExport),
          pagination: { limit, offset, total: all.length },
        });
      }),
    ),
    http.post('*/v2/export/requests', ({ request }) =>
      signedIn(ctx, async () => {
        const parsed = await parsedBody(request, CreateHistoryExportBody);
        if (!parsed.ok) return parsed.answer;
        const result = requestExport(ledger, parsed.body);
        if (!result.ok) return validation(30, { [result.refusal.field]: [result.refusal.message] });
        return json(CreateHistoryExport200Response, { data: wireExport(result.export) });
      }),
    ),
  ];
}

function wireExport(e: StoredExport) {
  return {
    id: e.id,
    type: e.type,
    format: e.format,
    from: e.from,
    to: e.to,
    status: e.status,
    createdAt: seconds(e.createdAt),
    readyAt: e.readyAt === null ? null : seconds(e.readyAt),
    rows: e.rows,
    expiresAt: e.readyAt === null || e.status !== 'ready' ? null : seconds(e.readyAt + KEEP_MS),
  };
}
