// Browser tests: Debian's Chromium driven by Playwright against the production build in
// ../dist, served by the project's own server with its production headers.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.ts';

// E2E_PORT lets a second checkout run its browser tests beside this one.
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A registered service worker precaches the whole site (about 320 files) in the background
    // of every page it is allowed on. Tests that are about it allow it (the offline tests, and
    // the route tests once per kind of page); the rest run without that download.
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `../target/release/marigold-serve --root ../dist --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
