/**
 * Renders a screen as the app does: a fresh QueryClient, i18n with the real locale files, the http kernel
 * pointed at msw/node. Component tests use this instead of wiring providers themselves.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { createQueryClient } from '../app/query-client';
import { configureHttp } from '../lib/http/http-environment';
import { i18next, initI18n } from '../lib/i18n/i18n';

const BASE = 'http://exchange.test';

export async function renderScreen(ui: ReactElement, { locale = 'en' } = {}): Promise<RenderResult> {
  if (!i18next.isInitialized) await initI18n(locale, ['en', 'tr']);
  else await i18next.changeLanguage(locale);
  configureHttp({
    bases: { web: BASE, public: BASE, internal: BASE },
    locale: () => locale,
    reactions: { contractViolation: () => undefined },
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
    </QueryClientProvider>,
  );
}
