/**
 * VITE_I18N_SOURCE=server: a namespace's texts come from the internal i18n path (getLocaleMessages) through the http
 * kernel; one the server cannot give is read from the build's own file instead.
 */
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { configureHttp } from '../http/http-environment';

const BASE = 'http://exchange.test';

describe('texts from the server', () => {
  beforeAll(() => {
    vi.stubEnv('VITE_I18N_SOURCE', 'server');
    vi.resetModules();
    configureHttp({ bases: { web: BASE, public: BASE, internal: BASE }, locale: () => 'tr' });
  });
  afterAll(() => vi.unstubAllEnvs());

  it('loads a namespace from /internal/i18n/{locale}/{namespace}, and the bundled one when the server fails', async () => {
    const asked: string[] = [];
    mockServer.use(
      http.get('*/internal/i18n/:locale/:namespace', ({ params }) => {
        asked.push(`${String(params.locale)}/${String(params.namespace)}`);
        if (params.namespace === 'codes') return HttpResponse.json({ message: 'Down.' }, { status: 503 });
        return HttpResponse.json({ greeting: 'Sunucudan merhaba' });
      }),
    );
    const { initI18n } = await import('./i18n');
    const i18n = await initI18n('tr', ['en', 'tr']);
    expect(i18n.t('common:greeting')).toBe('Sunucudan merhaba');
    await i18n.loadNamespaces('codes');
    // The build's own Turkish file stands in.
    expect(i18n.t('codes:create.title')).toBe('Kod oluştur');
    expect(asked).toEqual(expect.arrayContaining(['tr/common', 'tr/codes']));
  });
});
