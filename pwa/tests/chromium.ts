// How this project launches Chromium, for the browser tests and the screenshot script alike:
// Debian's build, headless, and quiet (this network refuses Chromium's background calls).
import type { LaunchOptions } from '@playwright/test';

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
