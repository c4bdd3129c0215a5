/**
 * The frame of a product area's page: its title and lead, the area's own navigation (tabs of sibling
 * routes) and the page's content. Area modules pass what they know; titles come from the `pages` namespace.
 */
import { useTranslation } from 'react-i18next';
import { PageLink } from './app-link';

export interface AreaLink {
  href: string;
  label: string;
  current: boolean;
}

export function AreaPage({
  title,
  lead,
  links = [],
  actions,
  children,
}: {
  title: string;
  lead?: string;
  links?: AreaLink[];
  actions?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <section className="page area-page" aria-labelledby="page-title">
      <header className="page__header area-page__header">
        <div>
          <h1 id="page-title">{title}</h1>
          {lead && <p className="page__lead">{lead}</p>}
        </div>
        {actions && <div className="area-page__actions">{actions}</div>}
      </header>
      {links.length > 1 && (
        <nav className="area-tabs" aria-label={t('nav.section')}>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <PageLink href={link.href} aria-current={link.current ? 'page' : undefined} className="area-tabs__link">
                  {link.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="area-page__content">{children}</div>
    </section>
  );
}
