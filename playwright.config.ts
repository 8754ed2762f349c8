import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 8099);

/** Drives the built app in the system Chromium; Playwright never downloads a browser here. */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--headless', ...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // Each run starts from an empty embedded database so tests never depend on leftovers.
    command: `node -e "require('fs').rmSync('data/e2e',{recursive:true,force:true})" && tsx server/main.ts`,
    url: `http://localhost:${PORT}/api/settings.php`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: './data/e2e',
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
  },
});
