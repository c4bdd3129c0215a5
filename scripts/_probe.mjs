import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
for (const p of process.argv.slice(2)) {
  await page.goto('http://127.0.0.1:4173' + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  console.log(p, '->', new URL(page.url()).pathname + new URL(page.url()).search, '|', (await page.locator('h1').first().textContent().catch(() => '(no h1)'))?.trim());
}
await browser.close();
