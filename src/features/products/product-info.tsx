/**
 * The products' overview pages (the soulbound token's, the lifecell promotion's): what the product does, its rules and
 * the steps, from the spec, with the links that lead on. The texts live in the `products` namespace under `info.<topic>`.
 */
import { useTranslation } from 'react-i18next';
import { useRegion } from '../../lib/region/current-region';
import { asSections, InfoSections } from '../../ui/info-sections';
import { PageLink } from '../../ui/app-link';

type Topic = 'soul' | 'lifecellPromo';

const LINKS: Record<Topic, { href: string; key: string }[]> = {
  soul: [
    { href: '/wb-soul/dashboard', key: 'soulDashboard' },
    { href: '/verification', key: 'verification' },
  ],
  lifecellPromo: [
    { href: '/auth/register-lifecell', key: 'registerLifecell' },
    { href: '/lifecell-bonus-center', key: 'bonusCenter' },
  ],
};

export function ProductInfo({ topic }: { topic: Topic }) {
  const { t } = useTranslation('products');
  const region = useRegion();
  const sections = asSections(t(`info.${topic}.sections`, { returnObjects: true, mailbox: region.mailboxes.institutional }));
  return (
    <div className="product-info" data-testid={`product-info-${topic}`}>
      <p className="notice">{t(`info.${topic}.summary`)}</p>
      <InfoSections sections={sections} />
      <p className="product-info__links">
        {LINKS[topic].map((link, i) => (
          <PageLink key={link.href} className={i === 0 ? 'button' : 'button button--secondary'} href={link.href}>
            {t(`links.${link.key}`)}
          </PageLink>
        ))}
      </p>
    </div>
  );
}
