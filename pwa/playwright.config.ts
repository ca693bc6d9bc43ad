// Browser tests: Debian's Chromium driven by Playwright against the production build in
// ../dist, served by the project's own server with its production headers.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.ts';

const PORT = 4173;

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `../target/release/marigold-serve --root ../dist --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
