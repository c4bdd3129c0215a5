/** /auth/register/consent: the third-party sign-in consent, reached by link; a provider other than apple or google is not found. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { tableRouteWith } from '../../../../app/routing/table-route';
import { CLOSED_ACCESS_PROVIDERS } from '../../../../lib/routing/route-rules';

export const Route = createFileRoute('/{-$locale}/auth/register/consent')(
  tableRouteWith('/auth/register/consent', ({ location }) => {
    const provider = location.search.provider;
    if (provider !== undefined && !(CLOSED_ACCESS_PROVIDERS as readonly string[]).includes(String(provider))) throw notFound();
  }),
);
