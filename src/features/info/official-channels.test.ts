import { describe, expect, it } from 'vitest';
import { global } from '../../../regions/global';
import { regions } from '../../../regions/regions';
import { turkey } from '../../../regions/turkey';
import { checkChannel, officialChannels } from './official-channels';

const channels = officialChannels(turkey, Object.values(regions));

describe('the official channel check', () => {
  it('lists public hosts of every region, never development hosts', () => {
    expect(channels.hosts).toContain('meridian.example');
    expect(channels.hosts).toContain('tr.meridian.example');
    expect(channels.hosts).not.toContain('localhost');
    expect(channels.hosts).not.toContain('127.0.0.1');
  });

  it('answers for websites', () => {
    expect(checkChannel('website', 'https://www.meridian.example/markets', channels)).toMatchObject({ result: 'official' });
    expect(checkChannel('website', 'tr.meridian.example', channels)).toMatchObject({ result: 'official' });
    expect(checkChannel('website', global.appLinks.android, channels)).toMatchObject({ result: 'official' });
    // The store itself is not ours: only our app's page in it.
    expect(checkChannel('website', 'https://play.google.com/store/apps/details?id=other.app', channels)).toEqual({ result: 'notListed' });
    expect(checkChannel('website', 'meridian.example.login-verify.com', channels)).toEqual({ result: 'lookalike' });
    expect(checkChannel('website', 'https://méridian.example', channels)).toEqual({ result: 'lookalike' });
    expect(checkChannel('website', 'example.org', channels)).toEqual({ result: 'notListed' });
    expect(checkChannel('website', 'not a url', channels)).toEqual({ result: 'invalid' });
  });

  it('answers for e-mail addresses, phones and handles', () => {
    expect(checkChannel('email', turkey.mailboxes.support, channels)).toMatchObject({ result: 'official' });
    expect(checkChannel('email', 'ceo@meridian.example', channels)).toMatchObject({ result: 'officialDomain' });
    expect(checkChannel('email', 'support@meridian-help.com', channels)).toEqual({ result: 'lookalike' });
    expect(checkChannel('email', 'someone@gmail.com', channels)).toEqual({ result: 'notListed' });
    expect(checkChannel('phone', '+90 (212) 555-0100', channels)).toMatchObject({ result: 'official' });
    expect(checkChannel('phone', '+90 212 555 0199', channels)).toEqual({ result: 'notListed' });
    expect(checkChannel('social', '@meridian_support', channels)).toEqual({ result: 'notListed' });
    expect(checkChannel('social', '', channels)).toEqual({ result: 'invalid' });
  });
});
