/**
 * The channel check of /community-and-channel-verification, without a server: the contract has no call for
 * it, so the page compares what the visitor enters with the official channels the region configs publish
 * (every regional site, this region's mailboxes and phone lines, the app-store links and the help centre).
 * A match means the channel is on that list; anything else is "not on our list", never "safe".
 */
import type { RegionConfig } from '../../../regions/region-schema';

export const CHANNEL_KINDS = ['website', 'email', 'phone', 'social'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

export type ChannelVerdict =
  | { result: 'official'; match: string }
  /** An address on one of our domains that is not a published mailbox. */
  | { result: 'officialDomain'; match: string }
  /** A host that imitates ours (our name in another domain, or an internationalised look-alike). */
  | { result: 'lookalike' }
  | { result: 'notListed' }
  | { result: 'invalid' };

/** Public host names only: development hosts (localhost, IP addresses) are not channels. */
const PUBLIC_HOST = /^(?=.*[a-z])[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;

export interface OfficialChannels {
  hosts: string[];
  mailboxes: string[];
  mailDomains: string[];
  phones: string[];
  links: string[];
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
};
const digits = (value: string) => value.replace(/\D/g, '');

export function officialChannels(current: RegionConfig, all: readonly RegionConfig[]): OfficialChannels {
  const hosts = new Set<string>();
  for (const region of all) {
    for (const host of region.hosts) if (PUBLIC_HOST.test(host)) hosts.add(host);
    for (const url of [region.helpCenterUrl, region.appLinks.qrLink]) {
      const host = hostOf(url);
      if (PUBLIC_HOST.test(host)) hosts.add(host);
    }
  }
  const mailboxes = Object.values(current.mailboxes);
  return {
    hosts: [...hosts].sort(),
    mailboxes,
    mailDomains: [...new Set(all.flatMap((r) => Object.values(r.mailboxes).map((m) => m.split('@')[1]!.toLowerCase())))].sort(),
    phones: [...current.phones.map((p) => p.number), ...(current.whatsapp ? [current.whatsapp] : [])],
    links: [current.appLinks.apple, current.appLinks.android, current.helpCenterUrl],
  };
}

/** The brand word a look-alike domain borrows. */
const BRAND = 'meridian';

function checkWebsite(input: string, channels: OfficialChannels): ChannelVerdict {
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `https://${input}`);
  } catch {
    return { result: 'invalid' };
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!host.includes('.')) return { result: 'invalid' };
  // A store link is official only as a whole (with its app id), never by its store's host.
  const link = channels.links.find((l) => url.href === new URL(l).href || url.href.startsWith(`${new URL(l).href}/`));
  if (link) return { result: 'official', match: link };
  if (channels.hosts.includes(host)) return { result: 'official', match: host };
  if (host.startsWith('xn--') || host.includes('.xn--') || host.includes(BRAND)) return { result: 'lookalike' };
  return { result: 'notListed' };
}

function checkEmail(input: string, channels: OfficialChannels): ChannelVerdict {
  const address = input.toLowerCase().replace(/^mailto:/, '');
  const match = /^[^\s@]+@([^\s@]+\.[a-z]{2,})$/.exec(address);
  if (!match) return { result: 'invalid' };
  const domain = match[1]!;
  const mailbox = channels.mailboxes.find((m) => m.toLowerCase() === address);
  if (mailbox) return { result: 'official', match: mailbox };
  if (channels.mailDomains.includes(domain)) return { result: 'officialDomain', match: domain };
  if (domain.startsWith('xn--') || domain.includes(BRAND)) return { result: 'lookalike' };
  return { result: 'notListed' };
}

function checkPhone(input: string, channels: OfficialChannels): ChannelVerdict {
  const number = digits(input);
  if (number.length < 7 || number.length > 15) return { result: 'invalid' };
  const match = channels.phones.find((p) => digits(p) === number);
  return match ? { result: 'official', match } : { result: 'notListed' };
}

export function checkChannel(kind: ChannelKind, raw: string, channels: OfficialChannels): ChannelVerdict {
  const input = raw.trim();
  if (!input) return { result: 'invalid' };
  switch (kind) {
    case 'website':
      return checkWebsite(input, channels);
    case 'email':
      return checkEmail(input, channels);
    case 'phone':
      return checkPhone(input, channels);
    case 'social':
      // The region configs publish no social handles: a handle is ours only if this site links to it.
      return /^@?[\w.]{2,64}$/.test(input) ? { result: 'notListed' } : { result: 'invalid' };
  }
}
