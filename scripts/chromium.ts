/** The system Chromium (Debian's; nothing downloads its own browser here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The launch flags of the developers' guide for Playwright and Lighthouse alike: no sandbox (root),
 * and nothing phoning out. Each caller adds its own headless flag.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
