/**
 * /community-and-channel-verification: a visitor enters a website, e-mail address, phone number or social
 * handle and learns whether it is one of the exchange's official channels. The answer comes from the
 * channels the region configs publish (official-channels.ts), and the page lists them, so the check can
 * be done by eye as well.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { regions } from '../../../regions/regions';
import { useRegion } from '../../lib/region/current-region';
import { InfoFrame } from './info-frame';
import { CHANNEL_KINDS, checkChannel, officialChannels, type ChannelKind, type ChannelVerdict } from './official-channels';
import { useList } from './prose';
import { SegmentedControl } from '../../ui/segmented-control';

export function ChannelVerificationPage() {
  const { t } = useTranslation('info');
  const region = useRegion();
  const channels = officialChannels(region, Object.values(regions));
  const [kind, setKind] = useState<ChannelKind>('website');
  const [value, setValue] = useState('');
  const [verdict, setVerdict] = useState<{ input: string; kind: ChannelKind; verdict: ChannelVerdict }>();
  const inputId = useId();
  const tips = useList('info', 'verify.tips');

  return (
    <InfoFrame links={[]}>
      <p className="prose">{t('verify.intro')}</p>
      <form
        className="form card verify-form"
        aria-labelledby="verify-title"
        onSubmit={(e) => {
          e.preventDefault();
          setVerdict({ input: value.trim(), kind, verdict: checkChannel(kind, value, channels) });
        }}
      >
        <h2 id="verify-title">{t('verify.formTitle')}</h2>
        <SegmentedControl
          variant="radio"
          className="segmented verify-kinds"
          aria-label={t('verify.kind')}
          items={CHANNEL_KINDS.map((k) => ({ value: k, label: t(`verify.kinds.${k}`) }))}
          value={kind}
          onChange={(k) => {
            setKind(k);
            setVerdict(undefined);
          }}
        />
        <div className="field">
          <label htmlFor={inputId} className="field__label">
            {t(`verify.labels.${kind}`)}
          </label>
          <input
            id={inputId}
            type="text"
            value={value}
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
            placeholder={t(`verify.placeholders.${kind}`)}
            onChange={(e) => setValue(e.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={!value.trim()}>
          {t('verify.submit')}
        </button>
        {verdict && (
          <div
            className={`notice verify-result verify-result--${verdict.verdict.result}`}
            role="status"
            aria-live="polite"
            data-testid="verify-result"
          >
            <strong>{t(`verify.results.${verdict.verdict.result}.title`, { input: verdict.input })}</strong>
            <p>
              {t(`verify.results.${verdict.verdict.result}.text`, {
                match: 'match' in verdict.verdict ? verdict.verdict.match : '',
                email: region.mailboxes.security,
              })}
            </p>
          </div>
        )}
      </form>

      <section aria-labelledby="verify-list">
        <h2 id="verify-list">{t('verify.listTitle')}</h2>
        <div className="grid-2">
          <div className="card">
            <h3>{t('verify.kinds.website')}</h3>
            <ul className="link-list">
              {channels.hosts.map((host) => (
                <li key={host}>
                  <code>{host}</code>
                </li>
              ))}
            </ul>
          </div>
          <div className="card">
            <h3>{t('verify.kinds.email')}</h3>
            <ul className="link-list">
              {channels.mailboxes.map((mail) => (
                <li key={mail}>
                  <code>{mail}</code>
                </li>
              ))}
            </ul>
            <h3>{t('verify.kinds.phone')}</h3>
            <ul className="link-list">
              {channels.phones.map((phone) => (
                <li key={phone}>
                  <code>{phone}</code>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="verify-tips" className="prose">
        <h2 id="verify-tips">{t('verify.tipsTitle')}</h2>
        <ul>
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p>
          {t('verify.report')} <a href={`mailto:${region.mailboxes.security}`}>{region.mailboxes.security}</a>
        </p>
      </section>
    </InfoFrame>
  );
}
