/** A GET /v3/config answer for component tests: the global region, no captcha and no features unless given. */
import { http, HttpResponse } from 'msw';
import type { ServerConfig } from '../../generated/api/model/serverConfig.zod';

export function serverConfigHandler(config: Partial<ServerConfig> = {}) {
  return http.get('*/v3/config', () =>
    HttpResponse.json({
      data: {
        config: {
          region: 'global',
          countryCode: 'GB',
          locales: ['en'],
          maintenance: false,
          captcha: { provider: 'geetest', enabled: false },
          features: {},
          ...config,
        },
        campaigns: {},
      },
    }),
  );
}
