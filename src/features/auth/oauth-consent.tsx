/**
 * The OAuth consent page (/auth/scopes, spec section 2): a partner application sends the user here with its client id
 * (`clientId` as the published link has it, or `client_id`), a state, and optionally a redirect URI, scopes and a PKCE
 * challenge. The page names the client, its website and what it asks for (GET /oauth2/client/scopes/{id}); Allow or
 * Deny is sent as POST /oauth2/authorize, and the answer's redirect URL (the client's own, with a code or
 * error=access_denied, and the state) is where the browser goes. An allowed client is told of this session's logout.
 */
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuthorizeOauthClient, useGetOauthClientScopes } from '../../../generated/api/auth/auth';
import type { AuthorizeOauthClientBody } from '../../../generated/api/model/authorizeOauthClientBody.zod';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { safeUrl } from '../../lib/navigation/safe-url';
import { rememberApprovedClient } from '../../lib/session/oauth-clients';
import { notify } from '../../lib/toast/toast';
import { QueryError, QueryLoading } from '../../ui/query-state';

/** What the client's link asked for, as the authorize call takes it. */
export function oauthRequest(search: string): Omit<AuthorizeOauthClientBody, 'approve'> {
  const params = new URLSearchParams(search);
  const optional = (name: string) => params.get(name) || undefined;
  return {
    client_id: params.get('clientId') ?? params.get('client_id') ?? '',
    response_type: 'code',
    redirect_uri: optional('redirect_uri'),
    scope: optional('scope'),
    state: optional('state'),
    code_challenge: optional('code_challenge'),
    code_challenge_method: params.get('code_challenge_method') === 'S256' ? 'S256' : undefined,
  };
}

export function OauthConsent() {
  const { t } = useTranslation('auth');
  const request = oauthRequest(useLocation({ select: (location) => location.searchStr }));
  const scopes = useGetOauthClientScopes(request.client_id, { query: { enabled: request.client_id !== '' } });
  const authorize = useAuthorizeOauthClient({
    request: { handledStatuses: [422] },
    mutation: {
      onSuccess: ({ data }, { data: body }) => {
        const target = safeUrl(data.redirectUrl);
        if (!target) {
          notify.error(t('scopes.badRedirect'));
          return;
        }
        if (body.approve) rememberApprovedClient(body.client_id);
        window.location.assign(target); // full reload: the client's own site
      },
      onError: (error) => failedToFetchToast(error),
    },
  });
  if (scopes.isPending) return <QueryLoading />;
  if (scopes.isError) return <QueryError error={scopes.error} onRetry={() => void scopes.refetch()} />;
  const { client, scopes: asked } = scopes.data.data;
  const website = safeUrl(client.website);
  const answer = (approve: boolean) => {
    if (!authorize.isPending && !authorize.isSuccess) authorize.mutate({ data: { ...request, approve } });
  };
  const busy = authorize.isPending || authorize.isSuccess;
  return (
    <section className="card oauth-consent" aria-labelledby="oauth-consent-title" data-testid="oauth-consent">
      <h2 id="oauth-consent-title" className="card__title">
        {t('scopes.asks', { client: client.name })}
      </h2>
      {website && (
        <p className="field__hint">
          <a href={website} target="_blank" rel="noopener noreferrer">
            {new URL(website).host}
          </a>
        </p>
      )}
      <ul className="oauth-consent__scopes">
        {asked.map((scope) => (
          <li key={scope.id}>{scope.description}</li>
        ))}
      </ul>
      <p>{t('scopes.revokeLater')}</p>
      <div className="form__actions">
        <button
          type="button"
          className="button"
          aria-disabled={busy}
          aria-busy={authorize.isPending && authorize.variables?.data.approve}
          onClick={() => answer(true)}
        >
          {t('scopes.allow', { client: client.name })}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy}
          aria-busy={authorize.isPending && authorize.variables?.data.approve === false}
          onClick={() => answer(false)}
        >
          {t('scopes.deny')}
        </button>
      </div>
    </section>
  );
}
