/**
 * Long texts (legal documents, risk disclosures, programme rules) live in the locale files as lists of
 * sections, so that en and tr carry the same structure and the locale test checks both. A section has a
 * heading, paragraphs and an optional bullet list; values such as the region's name and mailboxes are
 * interpolated by i18next into every string of the list.
 */
import { useTranslation } from 'react-i18next';

export interface ProseSection {
  heading?: string;
  paragraphs?: string[];
  items?: string[];
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

function isSection(value: unknown): value is ProseSection {
  if (!value || typeof value !== 'object') return false;
  const s = value as Record<string, unknown>;
  return (
    (s.heading === undefined || typeof s.heading === 'string') &&
    (s.paragraphs === undefined || isStringList(s.paragraphs)) &&
    (s.items === undefined || isStringList(s.items))
  );
}

/** The sections under `key` of namespace `ns`; a missing or malformed key gives none (never a crash). */
export function useSections(ns: string, key: string, values: Record<string, unknown> = {}): ProseSection[] {
  const { t } = useTranslation(ns);
  const value: unknown = t(key, { returnObjects: true, ...values });
  return Array.isArray(value) ? value.filter(isSection) : [];
}

/** A string list under `key` (bullets, steps); a missing key gives an empty list. */
export function useList(ns: string, key: string, values: Record<string, unknown> = {}): string[] {
  const { t } = useTranslation(ns);
  const value: unknown = t(key, { returnObjects: true, ...values });
  return isStringList(value) ? value : [];
}

export const sectionId = (prefix: string, index: number) => `${prefix}-${index + 1}`;

export function Sections({
  sections,
  idPrefix,
  level = 2,
  numbered = false,
}: {
  sections: readonly ProseSection[];
  idPrefix: string;
  level?: 2 | 3;
  numbered?: boolean;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="prose">
      {sections.map((section, index) => (
        <section
          key={index}
          id={sectionId(idPrefix, index)}
          aria-labelledby={section.heading ? `${sectionId(idPrefix, index)}-h` : undefined}
        >
          {section.heading && (
            <Heading id={`${sectionId(idPrefix, index)}-h`}>
              {numbered ? `${index + 1}. ` : ''}
              {section.heading}
            </Heading>
          )}
          {section.paragraphs?.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

/** A table of contents for numbered sections, linking to their ids. */
export function Contents({ sections, idPrefix, label }: { sections: readonly ProseSection[]; idPrefix: string; label: string }) {
  const headed = sections.map((s, i) => ({ s, i })).filter(({ s }) => s.heading);
  if (headed.length < 3) return null;
  return (
    <nav className="toc" aria-label={label}>
      <ol>
        {headed.map(({ s, i }) => (
          <li key={i}>
            <a href={`#${sectionId(idPrefix, i)}`}>{s.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
