/**
 * The start-up error (issue 17): what went wrong while the app started and what to do, never a blank page.
 * - In the shell (`SessionFailureNotice`, through ./session-startup-error.tsx), when GET /v2/settings failed or
 *   gave no answer in time: above the page, whose public content stays usable under it (the persisted session
 *   fields stand in); Retry asks again in place.
 * - On its own (`StartupErrorScreen`, rendered by src/main.tsx), when the start-up itself threw: Retry reloads.
 * Texts are the `startup` namespace; the built-in English (the en file, in this module's chunk) stands in while it
 * loads or when i18n itself did not start. This module is loaded only when it is needed
 * (./startup-error-module.ts); the shell and src/main.tsx have their own stand-ins for when even that fails.
 */
import { useTranslation } from 'react-i18next';
import englishTexts from '../../../locales/en/startup.json';
import { i18next } from '../../lib/i18n/i18n';
import { sessionStatus, type SessionFailure } from '../../lib/session/session-status';
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

/** The start-up's texts now: the page's language once i18n holds the `startup` namespace, the built-in English before. */
export function startupTexts(): Translate {
  if (i18next.isInitialized && i18next.hasResourceBundle(i18next.language, 'startup')) {
    const t = i18next.getFixedT(null, 'startup');
    return (key, values) => t(key, values);
  }
  return englishStartupText;
}

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
export function SessionFailureNotice({ failure, retrying }: { failure: SessionFailure; retrying: boolean }) {
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
