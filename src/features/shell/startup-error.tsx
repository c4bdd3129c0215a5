/**
 * The start-up error (issue 17): what went wrong while the app started and what to do, never a blank page.
 * - In the shell (`SessionStartupError`), when GET /v2/settings failed or gave no answer in time: above the page,
 *   whose public content stays usable under it (the persisted session fields stand in); Retry asks again in place.
 * - On its own (`StartupErrorScreen`, rendered by src/main.tsx), when the start-up itself threw: Retry reloads.
 * Texts are the `startup` namespace; the built-in English (the en file, bundled with the entry) stands in while it
 * loads or when i18n itself did not start.
 */
import { useTranslation } from 'react-i18next';
import englishTexts from '../../../locales/en/startup.json';
import { sessionStatus, useSessionStatus, type SessionFailure } from '../../lib/session/session-status';
import { browserStorageBlocked } from '../../lib/storage/safe-storage';

export type Translate = (key: string, values?: Record<string, unknown>) => string;

export type StartupProblem = SessionFailure | { reason: 'crash'; message?: string };

/** The built-in English text of a key of the `startup` namespace, `{{name}}` filled from `values`. */
export const englishStartupText: Translate = (key, values = {}) => {
  const found = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      englishTexts,
    );
  const text = typeof found === 'string' ? found : key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(values[name] ?? ''));
};

export function StartupErrorScreen({
  problem,
  t,
  onRetry,
  retrying = false,
  inShell = false,
  storageBlocked = false,
}: {
  problem: StartupProblem;
  t: Translate;
  onRetry: () => void;
  retrying?: boolean;
  /** Inside the shell, above a page that has its own heading; alone, the page's main heading. */
  inShell?: boolean;
  storageBlocked?: boolean;
}) {
  const crash = problem.reason === 'crash';
  const Heading = inShell ? 'h2' : 'h1';
  return (
    <section
      className={inShell ? 'startup-error notice notice--warning' : 'startup-error error-screen'}
      role="alert"
      aria-labelledby="startup-error-title"
      data-testid="startup-error"
    >
      <Heading id="startup-error-title">{t('title')}</Heading>
      <p>{t(`reason.${problem.reason}`, problem)}</p>
      {storageBlocked && <p>{t('storageBlocked')}</p>}
      <p>{t(crash ? 'whatToDo.crash' : 'whatToDo.connection')}</p>
      {inShell && <p>{t('browsing')}</p>}
      <div className="error-screen__actions">
        <button type="button" className="button" onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
          {retrying ? t('retrying') : t(crash ? 'reload' : 'retry')}
        </button>
      </div>
      {problem.reason === 'crash' && problem.message && (
        <details className="error-screen__stack">
          <summary>{t('details')}</summary>
          <pre>{problem.message}</pre>
        </details>
      )}
    </section>
  );
}

/** The session call's failure, shown in the shell until a retry succeeds (and during the retry, its button busy). */
export function SessionStartupError() {
  const status = useSessionStatus();
  const failure = status.state === 'failed' ? status.failure : status.state === 'loading' ? status.after : undefined;
  // Only now the namespace is asked for: a start that goes well never loads it.
  return failure ? <SessionFailureNotice failure={failure} retrying={status.state === 'loading'} /> : null;
}

function SessionFailureNotice({ failure, retrying }: { failure: SessionFailure; retrying: boolean }) {
  const { t, ready } = useTranslation('startup', { useSuspense: false });
  const translate: Translate = ready ? (key, values) => t(key, values) : englishStartupText;
  return (
    <StartupErrorScreen
      problem={failure}
      t={translate}
      onRetry={() => sessionStatus.retry()}
      retrying={retrying}
      inShell
      storageBlocked={browserStorageBlocked()}
    />
  );
}
