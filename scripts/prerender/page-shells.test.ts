import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/pages.json';
import tr from '../../locales/tr/pages.json';
import trTrade from '../../locales/tr/trade.json';
import { pageShells, SHELL_PAGES } from './page-shells';

const INDEX =
  '<!doctype html><html lang="en"><head><link rel="stylesheet" href="/assets/index-x.css"></head><body><div id="root"></div><script type="module" src="/assets/index-x.js"></script></body></html>';
const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));

const shellOf = (html: string) => /<div id="page-shell"[^>]*>(.*)<\/div><div id="root"><\/div>/.exec(html)?.[1];

describe('page shells', () => {
  it("writes each landing page in each language of the region, the shell before the app's empty #root", () => {
    const shells = pageShells(INDEX, { localesDir });
    expect(shells.map((shell) => shell.fileName).sort()).toEqual(
      [
        'en/index.html',
        'en/markets/index.html',
        'en/convert/index.html',
        'en/balance/index.html',
        'en/trade/BTC-USDT/index.html',
        'tr/index.html',
        'tr/markets/index.html',
        'tr/convert/index.html',
        'tr/balance/index.html',
        'tr/trade/BTC-USDT/index.html',
      ].sort(),
    );
    for (const shell of shells) {
      expect(shellOf(shell.html), shell.fileName).toBeTruthy();
      // The built page's script and stylesheet stay as they were.
      expect(shell.html).toContain('<script type="module" src="/assets/index-x.js"></script>');
      expect(shell.html).toContain('<link rel="stylesheet" href="/assets/index-x.css">');
    }
    expect(SHELL_PAGES).toHaveLength(5);
  });

  it("holds the page's title and lead in its language, and the language on <html>", () => {
    const byFile = new Map(pageShells(INDEX, { localesDir }).map((shell) => [shell.fileName, shell.html]));
    const markets = byFile.get('en/markets/index.html')!;
    expect(markets).toContain('<html lang="en"');
    expect(shellOf(markets)).toContain(`<h1>${en.markets.title}</h1><p class="page__lead">${en.markets.lead}</p>`);
    const balance = byFile.get('tr/balance/index.html')!;
    expect(balance).toContain('<html lang="tr"');
    expect(shellOf(balance)).toContain(`<h1>${tr.balance.title}</h1><p class="page__lead">${tr.balance.lead}</p>`);
    // The home page's lead names the region's fiat currencies (global: EUR, USD).
    expect(shellOf(byFile.get('en/index.html')!)).toMatch(/<section class="hero"><h1>[^<]+<\/h1><p>[^<]*EUR, USD[^<]*<\/p><\/section>/);
    expect(shellOf(byFile.get('tr/index.html')!)).toContain('href="/tr"');
  });

  it("follows the build's region: its languages and its fiat currencies", () => {
    const turkey = pageShells(INDEX, { localesDir, regionId: 'turkey' });
    expect(new Set(turkey.map((shell) => shell.fileName.split('/')[0]))).toEqual(new Set(['tr', 'en']));
    expect(shellOf(turkey.find((shell) => shell.fileName === 'en/index.html')!.html)).toContain('TRY');
  });

  it("draws the default market's trade header: its pair, the figures' labels in the language, their values empty and named", () => {
    const trade = pageShells(INDEX, { localesDir }).find((shell) => shell.fileName === 'tr/trade/BTC-USDT/index.html')!.html;
    const shell = shellOf(trade)!;
    expect(shell).toContain('<span class="market-selector__pair">BTC/USDT</span>');
    expect(shell).toContain(`<dt>${trTrade.header.change}</dt><dd data-served="change">&nbsp;</dd>`);
    expect(shell).toContain('<dd class="trade-header__last" data-served="last">&nbsp;</dd>');
    expect(shell).toContain('data-served-pair="BTC-USDT"');
    expect(shell).toContain(`<dt>${trTrade.header.volume.replace('{{ticker}}', 'USDT')}</dt>`);
    expect(shell).toContain('href="/tr/trade/BTC-PERP"');
    expect(shell).toMatch(/<h1 class="visually-hidden">BTC\/USDT [^<]+<\/h1>/);
  });

  it('escapes the texts and refuses an index.html without an empty #root', () => {
    for (const shell of pageShells(INDEX, { localesDir }))
      expect(shellOf(shell.html)).not.toMatch(/<(?!\/?(div|header|a|svg|rect|path|span|main|section|h1|p|nav|dl|dt|dd|button)[ >])/);
    expect(() => pageShells('<div id="root">x</div>', { localesDir })).toThrow(/empty #root/);
  });
});
