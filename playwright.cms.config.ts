import { defineConfig, devices } from '@playwright/test';
import { ports } from './scripts/pipeline/ports.ts';
import { chromiumArgs, testBrowser } from './scripts/tools/chromium.ts';

// The owner's editing flow (e2e/cms/): the real CMS in Chromium against its real local backend,
// both started by the owner's own command, `npm run edit`. `npm run test:cms` runs it in a copy of
// the project (scripts/test/editor.ts): it saves data files and articles, which the checks, builds
// and site's journeys read, and the copy goes after it.
export const editPort = ports.edit;
/** A file that is no photo, put on disk before the editor starts (scripts/test/editor.ts), as a broken download copied there by hand: the editor starts all the same. */
export const notAPhoto = 'content/photos/not-a-photo.jpg';
/** Each journey's browser profile, and the kept tab's (e2e/cms/cms.ts). */
export const editorUse = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, baseURL: `http://localhost:${editPort}` };

export default defineConfig({
  testDir: './e2e/cms',
  testMatch: /\.cms\.spec\.ts$/,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  timeout: 120_000,
  reporter: 'list',
  use: {
    ...editorUse,
    // The site's journeys' browser, pinned with the project (scripts/tools/chromium.ts).
    launchOptions: { ...testBrowser(), args: [...chromiumArgs] },
    // No trace (it records every action's page, a third of a journey's time): `--trace on` to debug one.
    trace: 'off',
  },
  // The first saves after the editor starts come first, before any journey has changed a file or
  // compiled a page: the preview lost exactly those (e2e/cms/first-saves.cms.spec.ts).
  projects: [
    { name: 'first saves', testMatch: /first-saves\.cms\.spec\.ts$/ },
    { name: 'the owner', testIgnore: /(first-saves|online)\.cms\.spec\.ts$/, dependencies: ['first saves'] },
    // And last, what takes the remote's changes into the copy.
    { name: 'going live', testMatch: /online\.cms\.spec\.ts$/, dependencies: ['the owner'] },
  ],
  webServer: {
    command: 'npm run edit',
    url: `http://localhost:${editPort}/admin.html`,
    env: { EDIT_PORT: String(editPort), NEXT_TELEMETRY_DISABLED: '1' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
