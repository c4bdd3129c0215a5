/**
 * /community-and-channel-verification: a visitor enters a website, e-mail address, phone number or social
 * handle and learns whether it is one of the exchange's official channels. The answer comes from the
 * channels the region configs publish (official-channels.ts), and the page lists them, so the check can
 * be done by eye as well.
 */
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { regions } from '../../../regions/regions';
import { useContractForm } from '../../lib/forms/contract-form';
import { useRegion } from '../../lib/region/current-region';
import { FormField } from '../../ui/form-field';
import { InfoFrame } from './info-frame';
import { CHANNEL_KINDS, checkChannel, officialChannels, type ChannelKind, type ChannelVerdict } from './official-channels';
import { useList } from './prose';
import { SegmentedControl } from '../../ui/segmented-control';

const CHANNEL_MAX = 200;
const ChannelCheckSchema = z.object({
  kind: z.enum(CHANNEL_KINDS),
  value: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHANNEL_MAX)),
});

export function ChannelVerificationPage() {
  const { t } = useTranslation('info');
  const region = useRegion();
  const channels = officialChannels(region, Object.values(regions));
  // No call behind it: the check runs on the region configs. The schema only says what may be typed.
  const form = useContractForm<{ kind: ChannelKind; value: string }>({
    schema: ChannelCheckSchema,
    defaultValues: { kind: 'website', value: '' },
  });
  const [kind, value] = useWatch({ control: form.control, name: ['kind', 'value'] });
  const [verdict, setVerdict] = useState<{ input: string; kind: ChannelKind; verdict: ChannelVerdict }>();
  const tips = useList('info', 'verify.tips');

  return (
    <InfoFrame links={[]}>
      <p className="prose">{t('verify.intro')}</p>
      <form
        className="form card verify-form"
        aria-labelledby="verify-title"
        onSubmit={form.handleSubmit((checked) =>
          setVerdict({ input: checked.value.trim(), kind: checked.kind, verdict: checkChannel(checked.kind, checked.value, channels) }),
        )}
      >
        <h2 id="verify-title">{t('verify.formTitle')}</h2>
        <SegmentedControl
          variant="radio"
          className="segmented verify-kinds"
          aria-label={t('verify.kind')}
          items={CHANNEL_KINDS.map((k) => ({ value: k, label: t(`verify.kinds.${k}`) }))}
          value={kind}
          onChange={(k) => {
            form.setValue('kind', k);
            setVerdict(undefined);
          }}
        />
        <FormField label={t(`verify.labels.${kind}`)} error={form.formState.errors.value?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('value')}
              type="text"
              maxLength={CHANNEL_MAX}
              autoComplete="off"
              spellCheck={false}
              placeholder={t(`verify.placeholders.${kind}`)}
            />
          )}
        </FormField>
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
