/**
 * One gift card: its design, what it carries, the words on it and its status; for the buyer, while it is active, its
 * code and a link to redeem it, to copy or share.
 */
import { useTranslation } from 'react-i18next';
import type { GiftCard } from '../../../generated/api/model/giftCard.zod';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { CopyButton } from '../../ui/copy-button';

export function GiftCardView({ card, fresh = false }: { card: GiftCard; /** Just bought: say so. */ fresh?: boolean }) {
  const { t, i18n } = useTranslation('gift-cards');
  const { prefix } = useLocalizedPath();
  const locale = i18n.language;
  const link = card.code ? `${window.location.origin}${prefix}/gift-cards/my?code=${encodeURIComponent(card.code)}` : undefined;
  return (
    <article className={`card gift-card gift-card--${card.design}`} data-testid="gift-card" data-id={card.id} data-status={card.status}>
      {fresh && <p className="notice">{t('card.bought')}</p>}
      <h3>
        {t(`card.designs.${card.design}`, { defaultValue: card.design })} ·{' '}
        <span data-testid="gift-card-amount" data-value={card.amount}>
          {formatDecimal(card.amount, locale, { max: 8 })} {card.ticker}
        </span>
      </h3>
      {card.recipientName && <p>{t('card.for', { name: card.recipientName })}</p>}
      {card.message && <blockquote className="gift-card__message">{card.message}</blockquote>}
      <p className="field__hint">
        {card.role === 'bought' ? t('card.boughtOn', { date: formatDate(card.purchasedAt, locale) }) : t('card.received')}
        {' · '}
        {card.redeemedAt === undefined ? t('card.active') : t('card.redeemedOn', { date: formatDate(card.redeemedAt, locale) })}
      </p>
      {card.code && link && (
        <div className="share-code">
          <p>
            <code data-testid="gift-card-code">{card.code}</code>
          </p>
          <p className="share-code__actions">
            <CopyButton text={card.code} label={t('card.copyCode')} copied={t('card.copied')} failed={t('card.copyFailed')} />
            <CopyButton text={link} label={t('card.copyLink')} copied={t('card.linkCopied')} failed={t('card.copyFailed')} />
          </p>
        </div>
      )}
    </article>
  );
}
