/**
 * Browsers cannot be downloaded on our machines: every browser test runs in
 * Debian's Chromium (`apt-get install chromium`). CHROMIUM_PATH overrides it.
 */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
