/**
 * /auth/reset-password: the password-reset entry. A `token` query is moved into the reset-token cookie (5 minutes, lax,
 * secure outside development) and the user continues on the same page without the token in the URL.
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { tableRouteWith } from '../../../app/routing/table-route';
import { storeResetToken } from '../../../lib/session/reset-token';

export const Route = createFileRoute('/{-$locale}/auth/reset-password')(
  tableRouteWith('/auth/reset-password', ({ location }) => {
    const token = location.search.token;
    if (token === undefined) return;
    storeResetToken(String(token));
    const search = new URLSearchParams(location.searchStr);
    search.delete('token');
    const query = search.toString();
    throw redirect({ href: `${location.pathname}${query ? `?${query}` : ''}` });
  }),
);
