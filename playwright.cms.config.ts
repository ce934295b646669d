import { defineConfig, devices } from '@playwright/test';
import { ports } from './scripts/build/ports.ts';
import { chromiumArgs, chromiumPath } from './scripts/tools/chromium.ts';

// The owner's editing flow (e2e/cms/): the real CMS in Chromium against its real local backend,
// both started by the owner's own command, `npm run edit`. A run of its own, after the site's
// journeys (`npm run test:cms`): it edits the data files of this working tree, which the site's
// journeys read, and restores them after itself.
export const editPort = ports.edit;

export default defineConfig({
  testDir: './e2e/cms',
  testMatch: /\.cms\.spec\.ts$/,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  timeout: 120_000,
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
    baseURL: `http://localhost:${editPort}`,
    // No trace (it records every action's page, a third of a journey's time): `--trace on` to debug one.
    trace: 'off',
  },
  webServer: {
    command: 'npm run edit',
    url: `http://localhost:${editPort}/admin.html`,
    env: { EDIT_PORT: String(editPort), NEXT_TELEMETRY_DISABLED: '1' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
