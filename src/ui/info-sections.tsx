/**
 * The sections of an informational product screen: a heading, a paragraph, a list of facts or numbered steps.
 * Texts arrive translated (usually `t(key, { returnObjects: true })` from the feature's namespace), so the
 * layout is shared while each feature keeps its own words.
 */
import { PageLink } from './app-link';
export interface InfoSection {
  title: string;
  text?: string;
  /** Facts or rules, shown as a bullet list. */
  items?: string[];
  /** Steps, shown as a numbered list. */
  steps?: string[];
}

/** Reads a translated value that should be a list of sections; anything else (a missing key) gives none. */
export function asSections(value: unknown): InfoSection[] {
  if (!Array.isArray(value)) return [];
  return value.filter((s): s is InfoSection => Boolean(s) && typeof s === 'object' && typeof (s as InfoSection).title === 'string');
}

export function InfoSections({ sections, testId = 'info-sections' }: { sections: readonly InfoSection[]; testId?: string }) {
  return (
    <div className="info-sections" data-testid={testId}>
      {sections.map((section) => (
        <section key={section.title} className="card info-section">
          <h2>{section.title}</h2>
          {section.text && <p>{section.text}</p>}
          {section.items && section.items.length > 0 && (
            <ul className="info-section__list">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.steps && section.steps.length > 0 && (
            <ol className="info-section__steps">
              {section.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}

export interface InfoLink {
  href: string;
  label: string;
}

/**
 * A whole informational screen: a summary notice, the sections, and the links that lead on (the first one
 * as the main action). Used by the products that have no contract call yet.
 */
export function InfoScreen({
  summary,
  sections,
  links = [],
  notice,
  testId,
}: {
  summary: string;
  sections: readonly InfoSection[];
  links?: readonly InfoLink[];
  /** An extra line, e.g. the region gating or the account the page is about. */
  notice?: React.ReactNode;
  testId?: string;
}) {
  return (
    <div className="info-screen" data-testid={testId}>
      <p className="notice info-screen__summary">{summary}</p>
      {notice}
      <InfoSections sections={sections} />
      {links.length > 0 && (
        <p className="info-screen__links">
          {links.map((link, i) => (
            <PageLink key={link.href} className={i === 0 ? 'button' : 'button button--secondary'} href={link.href}>
              {link.label}
            </PageLink>
          ))}
        </p>
      )}
    </div>
  );
}
