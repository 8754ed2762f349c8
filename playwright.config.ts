import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_PORT, E2E_PORT, E2E_WORKERS, e2eDataDir } from './e2e/support/servers';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

/**
 * Drives the built app in the system Chromium; Playwright never downloads a browser here.
 * Each worker has a server of its own, with its own database (`e2e/support/servers.ts`): spec
 * files run two at a time and never see each other's members, settings or rate limits.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A trace (snapshots and screenshots of every action) costs CPU in every test, and nobody
    // opens CI's: `E2E_TRACE=1` records them when a failure needs one.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--headless', ...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, i) => ({
    // Each run starts from an empty embedded database so tests never depend on leftovers.
    command: `node -e "require('fs').rmSync('${e2eDataDir(i)}',{recursive:true,force:true})" && tsx server/main.ts`,
    url: `http://localhost:${E2E_BASE_PORT + i}/api/settings.php`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_BASE_PORT + i),
      HOST: '127.0.0.1',
      DATA_DIR: `./${e2eDataDir(i)}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      // Prices follow a trusted proxy's country header (decision 022b); the pricing spec sends one.
      COUNTRY_HEADER: 'cf-ipcountry',
      // The push specs subscribe to an endpoint on this server (Chromium's FCM is out of reach).
      PUSH_INSECURE_ENDPOINTS: '1',
      // The test site with the feature flags the demo sites leave at their defaults (site-flags.spec).
      TEST_SITES_DIR: './e2e/sites',
    },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  })),
});
