/**
 * The usage report on the real tree: every contract operation is reported exactly once, known callers are found
 * (a screen, the app's wiring of the http kernel, a dynamic import, the socket kernel calling by name), tests and
 * test kits never count, and the counts add up in the summary, the uncalled list and the JSON. Then the reading
 * itself: orval's names and the zod schemas map to their operation, and type-only imports do not count while
 * namespace and dynamic imports do.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { operations } from '../../generated/api/operations';
import { formatTable, formatUncalled, summaryLine, toJson } from './format';
import { contractsUsage, GeneratedModules, generatedNamesUsed, operationOfSchema, orvalNames, parse } from './usage';

const ROOT = join(import.meta.dirname, '../..');
const report = contractsUsage(ROOT);
const rest = (id: string) => report.rest.find((r) => r.id === id);
const socket = (method: string) => report.socket.find((s) => s.method === method);

describe('contracts usage on the real tree', () => {
  it('reports every operation of generated/api/operations.ts exactly once, with its method, path and tag', () => {
    expect(operations.length).toBeGreaterThan(200);
    expect(report.rest.map((r) => r.id).sort()).toEqual(operations.map((o) => o.id).sort());
    for (const o of operations) expect(rest(o.id)).toMatchObject({ method: o.method, path: o.path, tag: o.tag });
  });

  it('has every sign-in and identity operation called by a screen (issue 19): the auth tag and the settings ones of sign-in', () => {
    // The settings operations of sign-in and identity (section 7's Settings list): passkeys, 2FA, password, e-mail,
    // phone, QR login, web3 wallet, linked accounts, sessions, login history and authorized apps.
    const signInSettings = [
      'listPasskeys',
      'startPasskeyRegistration',
      'finishPasskeyRegistration',
      'renamePasskey',
      'deletePasskey',
      'startPasskeyAuthentication',
      'generateTwoFactorSecret',
      'toggleTwoFactor',
      'changePassword',
      'createPassword',
      'changeEmail',
      'confirmEmailChange',
      'setPhone',
      'sendPhoneCode',
      'confirmPhone',
      'getPhoneTotpRequirement',
      'toggleQrLogin',
      'linkWeb3Wallet',
      'replaceWeb3Wallet',
      'unlinkWeb3Wallet',
      'listAuthConnections',
      'linkAuthConnection',
      'unlinkAuthConnection',
      'listSessions',
      'terminateSession',
      'terminateOtherSessions',
      'listLoginHistory',
      'listAuthorizedApps',
      'revokeAuthorizedApp',
    ];
    const auth = report.rest.filter((r) => r.tag === 'auth');
    expect(auth.length).toBeGreaterThanOrEqual(30);
    const uncalled = [...auth, ...signInSettings.map((id) => rest(id)!)].filter((r) => r.users.length === 0).map((r) => r.id);
    expect(uncalled).toEqual([]);
  });

  it('has every money operation called by a screen (issue 20): the balances, funding and profile tags, and the whitelist address book', () => {
    const money = report.rest.filter((r) => r.tag === 'balances' || r.tag === 'funding' || r.tag === 'profile');
    expect(money.length).toBeGreaterThanOrEqual(30);
    const addressBook = ['getWhitelist', 'listWhitelistTickers', 'addWhitelistAddress', 'deleteWhitelistAddress'].map((id) => rest(id)!);
    const uncalled = [...money, ...addressBook].filter((r) => r.users.length === 0).map((r) => r.id);
    expect(uncalled).toEqual([]);
  });

  it('has every earn and bots operation called by a screen (issue 21): the earn-flex, earn-fixed, grid-bots, auto-invest and crypto-borrow tags', () => {
    const tags = ['earn-flex', 'earn-fixed', 'grid-bots', 'auto-invest', 'crypto-borrow'];
    const earnAndBots = report.rest.filter((r) => tags.includes(r.tag));
    // Every tag is there (a renamed tag would otherwise pass with nothing to check).
    expect(new Set(earnAndBots.map((r) => r.tag))).toEqual(new Set(tags));
    expect(earnAndBots.length).toBeGreaterThanOrEqual(40);
    expect(earnAndBots.filter((r) => r.users.length === 0).map((r) => r.id)).toEqual([]);
  });

  it('has every history, export and report operation called by a screen (issue 23)', () => {
    // The calls the catalogue names under the history area's codes (2400-2418: each tab's list, the exports), the
    // history and exports tags whole, and the report downloads (an export's file, the mining pool's reports).
    const catalogue = parseYaml(readFileSync(join(ROOT, 'contracts/errors/catalogue.yaml'), 'utf8')) as {
      codes: { area: string; calls?: string[]; shownBy?: { call: string }[] }[];
    };
    const shape = (call: string) => call.replace(/\{[^}]*\}/g, '{}');
    const historyCalls = new Set(
      catalogue.codes
        .filter((c) => c.area === 'history')
        .flatMap((c) => [...(c.calls ?? []), ...(c.shownBy ?? []).map((s) => s.call)])
        .map(shape),
    );
    const ofCatalogue = report.rest.filter((r) => historyCalls.has(shape(`${r.method} ${r.path}`)));
    // Every call the catalogue names is an operation (a renamed path would otherwise pass with nothing to check).
    expect(ofCatalogue).toHaveLength(historyCalls.size);
    const reports = ['downloadReport', 'downloadMiningPoolReport', 'downloadMiningAccountReport', 'downloadMiningWorkerReport'];
    const wanted = [
      ...new Set([
        ...ofCatalogue,
        ...report.rest.filter((r) => r.tag === 'history' || r.tag === 'exports'),
        ...reports.map((id) => rest(id)!),
      ]),
    ];
    expect(wanted.map((r) => r.id)).toEqual(
      expect.arrayContaining(['listLaunchpadHistory', 'listMiningRewards', 'getExportSettings', ...reports]),
    );
    expect(wanted.length).toBeGreaterThanOrEqual(23);
    const byNoScreen = wanted.filter((r) => !r.users.some((u) => u.startsWith('src/features/'))).map((r) => r.id);
    expect(byNoScreen).toEqual([]);
  });

  it('has every settings and sub-accounts operation called by a screen (issue 22), and those of the settings pages on tags of their own', () => {
    // settings and sub-accounts are the spec's tags; API keys, webhooks, integrations, saved cards and partnership
    // are the settings pages' assumed calls, each on a tag of its own.
    const tags = ['settings', 'sub-accounts', 'api-keys', 'webhooks', 'integrations', 'saved-cards', 'partnership'];
    const settingsPages = report.rest.filter((r) => tags.includes(r.tag));
    // Every tag is there (a renamed tag would otherwise pass with nothing to check).
    expect(new Set(settingsPages.map((r) => r.tag))).toEqual(new Set(tags));
    expect(settingsPages.filter((r) => r.tag === 'settings').length).toBeGreaterThanOrEqual(50);
    expect(settingsPages.filter((r) => r.tag === 'sub-accounts').length).toBeGreaterThanOrEqual(14);
    expect(settingsPages.filter((r) => r.users.length === 0).map((r) => `${r.tag} ${r.id}`)).toEqual([]);
    // Called by the app (a screen of src/features, or the shared module a screen calls it through, as
    // src/lib/session/switch-to-main.ts), never by a test alone.
    const offScreen = settingsPages.filter((r) => !r.users.some((u) => /^src\/(features|lib|app)\//.test(u) && !/\.test\.tsx?$/.test(u)));
    expect(offScreen.map((r) => `${r.id}: ${r.users.join(', ')}`)).toEqual([]);
    expect(rest('switchToMainAccount')?.users).toContain('src/lib/session/switch-to-main.ts');
    expect(rest('terminateSession')?.users.some((u) => u.startsWith('src/features/settings/'))).toBe(true);
  });

  it('reports every socket spec once: requests, subscriptions with their update event, pushed events', () => {
    expect(new Set(report.socket.map((s) => `${s.document}:${s.method}`)).size).toBe(report.socket.length);
    expect(socket('depth.subscribe')).toMatchObject({ kind: 'subscription', document: 'trade-socket', event: 'depth.update' });
    expect(socket('server.auth')).toMatchObject({ kind: 'request', document: 'trade-socket' });
    expect(socket('balanceUpdate')).toMatchObject({ kind: 'event', document: 'account-socket' });
  });

  it('names the modules that call an operation or use a socket method', () => {
    expect(rest('getCsrfToken')?.users).toContain('src/app/csrf-token.ts');
    expect(rest('listTradeMarkets')?.users).toContain('src/features/markets/markets-page.tsx');
    expect(rest('transferBalance')?.users).toContain('src/features/balance/transfer-form.tsx');
    expect(rest('getBuildManifest')?.users).toContain('src/app/after-paint.ts');
    expect(socket('depth.subscribe')?.users).toContain('src/lib/market-data/use-order-book.ts');
    expect(socket('server.auth')?.users).toContain('src/lib/socket/socket-connection.ts');
    expect(socket('server.ping')?.users).toContain('src/lib/socket/socket-connection.ts');
    for (const usage of [...report.rest, ...report.socket]) {
      const users = [...usage.users, ...('references' in usage ? usage.references : [])];
      for (const user of users) expect(user).toMatch(/^src\/(?!testing\/).*(?<!\.test)\.tsx?$/);
    }
  });

  it('adds up: summary, uncalled list, table and JSON agree', () => {
    const called = report.rest.filter((r) => r.users.length > 0);
    const uncalled = report.rest.filter((r) => r.users.length === 0);
    const used = report.socket.filter((s) => s.users.length > 0).length;
    expect(report.summary.rest).toMatchObject({ total: operations.length, called: called.length, notCalled: uncalled.length });
    expect(called.length + uncalled.length).toBe(operations.length);
    expect(report.summary.socket).toMatchObject({ total: report.socket.length, used, notUsed: report.socket.length - used });
    expect(summaryLine(report)).toBe(
      `REST: ${called.length} of ${operations.length} operations called, ${uncalled.length} not called; ` +
        `socket: ${used} of ${report.socket.length} methods and events used, ${report.socket.length - used} not used`,
    );

    const list = formatUncalled(report);
    const listed = [...list.matchAll(/^ {2}(\S+) /gm)].map((m) => m[1]!).filter((id) => rest(id));
    expect(listed).toHaveLength(uncalled.length);
    expect(new Set(listed)).toEqual(new Set(uncalled.map((r) => r.id)));
    expect(list).toContain(`Operations nothing calls (${uncalled.length})`);

    const table = formatTable(report);
    for (const o of operations) expect(table).toMatch(new RegExp(`^${o.id} +${o.method} `, 'm'));

    const json = JSON.parse(toJson(report));
    expect(json.summaryLine).toBe(summaryLine(report));
    expect(Object.values(json.notCalled.rest).flat()).toHaveLength(uncalled.length);
    expect(json.rest).toHaveLength(operations.length);
  });
});

describe('reading generated names', () => {
  const generated = new GeneratedModules(ROOT);

  it("maps every value export of orval's tag modules to an operation", () => {
    expect(generated.unownedTagExports()).toEqual([]);
    const names = orvalNames('transferBalance');
    for (const name of ['transferBalance', 'useTransferBalance', 'getTransferBalanceMutationOptions']) expect(names.get(name)).toBe(true);
    for (const name of ['getTransferBalanceUrl', 'getTransferBalanceMutationKey']) expect(names.get(name)).toBe(false);
    expect(orvalNames('getWbtBanner').get('getGetWbtBannerQueryKey')).toBe(false);
  });

  it('gives a zod schema to the longest operation id it starts with', () => {
    const ids = ['listBalances', 'listBalancesByType', 'transferBalance'];
    expect(operationOfSchema('TransferBalanceBody', ids)).toBe('transferBalance');
    expect(operationOfSchema('listBalances200ResponseDataItemTickerRegExp', ids)).toBe('listBalances');
    expect(operationOfSchema('ListBalancesByTypeQueryParams', ids)).toBe('listBalancesByType');
    expect(operationOfSchema('transferBalanced', ids)).toBeUndefined();
  });

  it('counts named, aliased, namespace and dynamic imports and re-exports, not type-only ones', () => {
    const source = parse(
      join(ROOT, 'src/features/example/example.tsx'),
      [
        "import type { listBalances } from '../../../generated/api/balances/balances';",
        "import { type useListBalancesByType, transferBalance as move } from '../../../generated/api/balances/balances';",
        "import * as general from '../../../generated/api/general/general';",
        "export { useDepthSubscription } from '../../../generated/socket/trade-socket.client';",
        "const later = () => import('../../../generated/api/internal/internal').then(({ getBuildManifest }) => getBuildManifest());",
        'general.useGetServerConfig();',
      ].join('\n'),
    );
    const names = generatedNamesUsed(source, generated).map(([, name]) => name);
    expect(names.sort()).toEqual(['getBuildManifest', 'transferBalance', 'useDepthSubscription', 'useGetServerConfig']);
  });
});
