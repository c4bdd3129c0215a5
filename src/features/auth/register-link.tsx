/**
 * Confirmation of a registration by its e-mailed link (`/auth/register?confirmation=<code>`; the route rule took
 * the code out of the address bar): POST /v2/register/confirmation/{code} once, then the session starts as after a
 * login. An invalid or expired link says so and offers to register again; a failed connection offers a retry.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmRegistrationByLink } from '../../../generated/api/auth/auth';
import { ConfirmRegistrationByLinkParams } from '../../../generated/api/auth/auth.zod';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { ApiError } from '../../lib/http/errors';
import { forgetRegistrationLink } from '../../lib/session/registration-link';
import { useLoginResult } from './use-login-result';

type Outcome = 'pending' | 'invalid' | 'offline';

export function RegistrationLinkConfirmation({ code, onRestart }: { code: string; onRestart: () => void }) {
  const { t } = useTranslation('auth');
  const { handle } = useLoginResult();
  const confirm = useConfirmRegistrationByLink({ request: { handledStatuses: [401, 422, 429] } });
  const wellFormed = ConfirmRegistrationByLinkParams.shape.code.safeParse(code).success;
  const [outcome, setOutcome] = useState<Outcome>(wellFormed ? 'pending' : 'invalid');
  const sent = useRef(false);

  const send = () => {
    sent.current = true;
    setOutcome('pending');
    confirm.mutateAsync({ code }).then(
      ({ data }) => {
        forgetRegistrationLink();
        handle(data);
      },
      (error: unknown) => {
        if (error instanceof ApiError) {
          forgetRegistrationLink();
          setOutcome('invalid');
        } else {
          failedToFetchToast(error);
          setOutcome('offline');
        }
      },
    );
  };

  // Once per link: a repeated effect (React's strict mode) must not send the code twice.
  useEffect(() => {
    if (!wellFormed) forgetRegistrationLink();
    else if (!sent.current) send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the link is sent once, on arrival
  }, []);

  if (outcome === 'pending')
    return (
      <p className="notice" role="status" aria-busy="true">
        {t('registerLink.confirming')}
      </p>
    );
  return (
    <div className="card" role="alert" data-testid="registration-link">
      <p>{t(outcome === 'invalid' ? 'registerLink.invalid' : 'registerLink.offline')}</p>
      {outcome === 'offline' ? (
        <button type="button" className="button" onClick={send}>
          {t('registerLink.retry')}
        </button>
      ) : (
        <button type="button" className="button" onClick={onRestart}>
          {t('registerLink.again')}
        </button>
      )}
    </div>
  );
}
