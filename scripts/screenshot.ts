/**
 * Takes a PNG of a page in Debian's Chromium, to look at what we build.
 * Usage: node --import tsx scripts/screenshot.ts <url> <out.png> [width=1280] [height=800] [--full]
 */
import { chromium } from 'playwright';

const [url, out, width = '1280', height = '800'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!url || !out) throw new Error('Usage: scripts/screenshot.ts <url> <out.png> [width] [height] [--full]');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
const errors: string[] = [];
page.on('console', (message) => {
  if (message.type() === 'error') errors.push(message.text());
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 500));
await page.screenshot({ path: out, fullPage: process.argv.includes('--full') });
await browser.close();
if (errors.length) console.error(`Console errors on ${url}:\n${errors.join('\n')}`);
console.log(`Saved ${out}`);
