#!/usr/bin/env node
// Screenshot a page in Debian's Chromium, to look at what we build.
//   node .ci/shoot.mjs <url> <out.png> [--width 375] [--height 812] [--dark] [--full]
// For a Storybook story: http://localhost:6006/iframe.html?id=<story-id>&viewMode=story&globals=appearance:dark
import { chromium } from 'playwright';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const [url, out] = args.filter(
  (a, i) => !a.startsWith('--') && !args[i - 1]?.match(/^--(width|height)$/),
);
if (!url || !out) {
  console.error(
    'usage: node .ci/shoot.mjs <url> <out.png> [--width N] [--height N] [--dark] [--full]',
  );
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({
  viewport: { width: option('width', 1280), height: option('height', 800) },
  colorScheme: flag('dark') ? 'dark' : 'light',
});
page.on('console', (m) => m.type() === 'error' && console.error('console error:', m.text()));
page.on('pageerror', (e) => console.error('page error:', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
// Paint off-screen `content-visibility: auto` sections too in full-page captures.
if (flag('full'))
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: flag('full') });
await browser.close();
console.log(`wrote ${out}`);
