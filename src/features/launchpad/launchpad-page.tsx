/**
 * The launchpad (the contract's assumed launchpad operations): /launchpad explains how a token sale goes and its
 * statuses (spec section 4) and shows the user's launchpad balance; /launchpad/projects lists the projects by status;
 * /launchpad/projects/:slug has one project's terms, schedule and totals, the user's participation, and the form that
 * votes (while the project is new) or subscribes (while it is active) with WBT. The route table's `launchpad` flag gates
 * the routes; the user's `launchpad` permission, the form.
 */
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetLaunchpadProject, useListLaunchpadProjects } from '../../../generated/api/launchpad/launchpad';
import type { LaunchpadProject } from '../../../generated/api/model/launchpadProject.zod';
import { ApiError } from '../../lib/http/errors';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { InfoSections, asSections } from '../../ui/info-sections';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { SegmentedControl } from '../../ui/segmented-control';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { LaunchpadBalance, ProjectFigures, ProjectSchedule, Participation } from './project-figures';
import { JoinProject } from './join-project';

/** Spec section 4: the launchpad statuses, in the order a project goes through them (failed ends the vote). */
export const LAUNCHPAD_STATUSES = ['new', 'voted', 'published', 'active', 'distributing', 'distributed', 'failed'] as const;
const SLUG = /^[a-z0-9][a-z0-9-]{1,63}$/;

export default function LaunchpadPage() {
  const entry = useRouteEntry();
  const { slug } = useParams({ strict: false }) as { slug?: string };
  return (
    <StandardAreaPage>
      {entry.path === '/launchpad/projects/:slug' ? (
        <ProjectScreen slug={slug ?? ''} />
      ) : entry.path === '/launchpad/projects' ? (
        <Projects />
      ) : (
        <Overview />
      )}
    </StandardAreaPage>
  );
}

function Overview() {
  const { t } = useTranslation('launchpad');
  return (
    <div className="launchpad">
      <LaunchpadBalance />
      <ProjectList status="active" heading={t('overview.active')} />
      <InfoSections sections={asSections(t('overview.sections', { returnObjects: true }))} />
      <section className="card" aria-labelledby="launchpad-statuses">
        <h2 id="launchpad-statuses">{t('statuses.title')}</h2>
        <dl className="definition-list" data-testid="launchpad-statuses">
          {LAUNCHPAD_STATUSES.map((s) => (
            <div key={s} className="definition-list__row">
              <dt>{t(`statuses.${s}.name`)}</dt>
              <dd>{t(`statuses.${s}.text`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <p className="product-info__links">
        <AppLink className="button" to="/launchpad/projects">
          {t('links.projects')}
        </AppLink>
        <AppLink className="button button--secondary" to="/wbt/boost">
          {t('links.getWbt')}
        </AppLink>
        <AppLink className="button button--secondary" to="/history/main/launchpad">
          {t('links.history')}
        </AppLink>
      </p>
    </div>
  );
}

type Filter = 'all' | (typeof LAUNCHPAD_STATUSES)[number];

function Projects() {
  const { t } = useTranslation('launchpad');
  const [filter, setFilter] = useState<Filter>('all');
  return (
    <div className="launchpad-projects">
      <LaunchpadBalance />
      <SegmentedControl
        variant="radio"
        className="segmented"
        aria-label={t('filter.label')}
        items={(['all', ...LAUNCHPAD_STATUSES] as const).map((s) => ({
          value: s,
          label: s === 'all' ? t('filter.all') : t(`statuses.${s}.name`),
        }))}
        value={filter}
        onChange={setFilter}
      />
      <ProjectList status={filter === 'all' ? undefined : filter} />
    </div>
  );
}

function ProjectList({ status, heading }: { status?: LaunchpadProject['status']; heading?: string }) {
  const { t } = useTranslation('launchpad');
  const projects = useListLaunchpadProjects(status ? { status } : undefined, { query: { staleTime: 15_000 } });
  // A row's title is a level below the list's own heading, when it has one.
  const Heading = heading ? 'h3' : 'h2';
  const body = projects.isPending ? (
    <QueryLoading />
  ) : projects.isError ? (
    <CallError error={projects.error} onRetry={() => void projects.refetch()} />
  ) : projects.data.data.length === 0 ? (
    <QueryEmpty>{t(status ? 'empty.status' : 'empty.all', { status: status ? t(`statuses.${status}.name`) : '' })}</QueryEmpty>
  ) : (
    <ul className="entry-list" data-testid="launchpad-projects">
      {projects.data.data.map((p) => (
        <li key={p.slug} className="card entry-list__item" data-testid="launchpad-project-row" data-slug={p.slug} data-status={p.status}>
          <Heading className="entry-list__title">
            <AppLink to={`/launchpad/projects/${p.slug}`}>{t('project.title', { name: p.name, ticker: p.ticker })}</AppLink>
          </Heading>
          <p className="entry-list__meta">
            <StatusBadge status={p.status} />
          </p>
          <p>{p.summary}</p>
        </li>
      ))}
    </ul>
  );
  if (!heading) return body;
  return (
    <section aria-labelledby="launchpad-list-title">
      <h2 id="launchpad-list-title">{heading}</h2>
      {body}
    </section>
  );
}

export function StatusBadge({ status }: { status: LaunchpadProject['status'] }) {
  const { t } = useTranslation('launchpad');
  return (
    <span className={`badge badge--${status}`} data-testid="launchpad-status" data-status={status}>
      {t(`statuses.${status}.name`)}
    </span>
  );
}

export function ProjectScreen({ slug }: { slug: string }) {
  const { t } = useTranslation('launchpad');
  const wanted = slug.toLowerCase();
  const valid = SLUG.test(wanted);
  const project = useGetLaunchpadProject(wanted, { query: { enabled: valid, staleTime: 10_000 } });
  const back = (
    <AppLink className="button button--secondary" to="/launchpad/projects">
      {t('links.projects')}
    </AppLink>
  );
  if (!valid || (project.isError && project.error instanceof ApiError && project.error.status === 404))
    return (
      <QueryEmpty>
        <p>{t('notFound')}</p>
        {back}
      </QueryEmpty>
    );
  if (project.isPending) return <QueryLoading />;
  if (project.isError) return <CallError error={project.error} onRetry={() => void project.refetch()} />;
  const p = project.data.data;
  return (
    <article className="launchpad-project" data-testid="launchpad-project" data-status={p.status}>
      <section className="card" aria-labelledby="launchpad-project-title">
        <h2 id="launchpad-project-title">{t('project.title', { name: p.name, ticker: p.ticker })}</h2>
        <p>
          <StatusBadge status={p.status} /> {t(`statuses.${p.status}.text`)}
        </p>
        <p>{p.summary}</p>
        {p.website && (
          <p>
            <a href={p.website} target="_blank" rel="noopener noreferrer">
              {t('project.website')}
            </a>
          </p>
        )}
      </section>
      <LaunchpadBalance />
      <div className="grid-2">
        <ProjectFigures project={p} />
        <ProjectSchedule project={p} />
      </div>
      {p.participation && <Participation project={p} participation={p.participation} />}
      {(p.status === 'new' || p.status === 'active') && <JoinProject project={p} />}
      <p className="product-info__links">{back}</p>
    </article>
  );
}
