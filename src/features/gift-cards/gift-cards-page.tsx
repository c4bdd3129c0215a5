/**
 * Crypto gift cards. The card designs are published through the content proxy (collection `gift-cards`, one
 * article per design: /gift-cards/all and /gift-cards/all/:slug, where a card of the design is bought); /gift-cards/my
 * redeems a card's code and lists the user's cards (the contract's assumed gift-cards operations); the overview
 * explains the product.
 */
import { useTranslation } from 'react-i18next';
import { useGetContentEntry, useListContentEntries } from '../../../generated/api/internal/internal';
import { ApiError } from '../../lib/http/errors';
import { safeImageUrl } from '../../lib/navigation/safe-url';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { SafeHtml } from '../../ui/safe-html';
import { asSections, InfoScreen, InfoSections } from '../../ui/info-sections';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { AppLink } from '../../ui/app-link';
import { BuyGiftCard } from './buy-gift-card';
import { MyGiftCards } from './my-gift-cards';

export const COLLECTION = 'gift-cards';
const SLUG = /^[a-z0-9][a-z0-9-]{0,127}$/;

export default function GiftCardsPage() {
  const entry = useRouteEntry();
  // The design's slug from the address (/gift-cards/all/<slug>), as the route table matched it.
  const slug = decodeURIComponent(useLocalizedPath().path.split('/')[3] ?? '');
  return <StandardAreaPage>{screenOf(entry.path, slug)}</StandardAreaPage>;
}

function screenOf(path: string, slug: string) {
  switch (path) {
    case '/gift-cards/all':
      return <Designs />;
    case '/gift-cards/all/:slug':
      return <Design slug={slug} />;
    case '/gift-cards/my':
      return <MyGiftCards />;
    default:
      return <Overview />;
  }
}

function Overview() {
  const { t } = useTranslation('gift-cards');
  const { prefix } = useLocalizedPath();
  return (
    <InfoScreen
      testId="gift-cards-overview"
      summary={t('overview.summary')}
      sections={asSections(t('overview.sections', { returnObjects: true }))}
      links={[
        { href: `${prefix}/gift-cards/all`, label: t('links.designs') },
        { href: `${prefix}/gift-cards/my`, label: t('links.my') },
      ]}
    />
  );
}

function Designs() {
  const { t } = useTranslation('gift-cards');
  const entries = useListContentEntries(COLLECTION, { query: { staleTime: 5 * 60_000 } });
  return (
    <div className="gift-cards">
      {entries.isPending ? (
        <QueryLoading />
      ) : entries.isError ? (
        <QueryError error={entries.error} onRetry={() => void entries.refetch()} />
      ) : entries.data.length === 0 ? (
        <QueryEmpty>{t('designs.empty')}</QueryEmpty>
      ) : (
        <ul className="entry-list entry-list--grid" data-testid="gift-card-designs">
          {entries.data.map((e, index) => (
            <li key={`${e.slug}-${index}`} className="card entry-list__item">
              <h2 className="entry-list__title">
                <AppLink to={`/gift-cards/all/${e.slug}`}>{e.title}</AppLink>
              </h2>
              <AppLink className="button button--small" to={`/gift-cards/all/${e.slug}`} data-testid={`gift-card-design-${e.slug}`}>
                {t('designs.buy')}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      <InfoSections sections={asSections(t('overview.sections', { returnObjects: true }))} />
    </div>
  );
}

function Design({ slug }: { slug: string }) {
  const { t } = useTranslation('gift-cards');
  const wanted = slug.toLowerCase();
  const valid = SLUG.test(wanted);
  const entry = useGetContentEntry(COLLECTION, wanted, { query: { enabled: valid, staleTime: 5 * 60_000 } });
  const back = (
    <AppLink className="button button--secondary" to="/gift-cards/all">
      {t('links.designs')}
    </AppLink>
  );
  if (!valid || (entry.isError && entry.error instanceof ApiError && entry.error.status === 404))
    return (
      <QueryEmpty>
        <p>{t('designs.notFound')}</p>
        {back}
      </QueryEmpty>
    );
  if (entry.isPending) return <QueryLoading />;
  if (entry.isError) return <QueryError error={entry.error} onRetry={() => void entry.refetch()} />;
  // The design's picture is the server's link: http(s) or an inlined image only (`safeImageUrl`).
  const image = safeImageUrl(entry.data.meta?.image);
  return (
    <article className="card product-article" data-testid="gift-card-design">
      <h2>{entry.data.title}</h2>
      {image && <img className="product-article__image" src={image} alt="" />}
      <SafeHtml html={entry.data.body} className="content-html" />
      <BuyGiftCard design={wanted} />
      <p className="product-info__links">{back}</p>
    </article>
  );
}
