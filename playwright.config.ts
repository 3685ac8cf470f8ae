import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { MAIL_API, MAIL_HTTP_PORT, MAIL_SMTP_PORT, SHOP_PORT } from './e2e/support/ports.js';

// A fresh data folder per run: its own embedded PostgreSQL, uploads and secrets.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${SHOP_PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, grep: /@phone/ },
  ],
  webServer: [
    {
      command: `npx tsx e2e/support/mail-server.ts`,
      url: `${MAIL_API}/health`,
      env: { MAIL_HTTP_PORT: String(MAIL_HTTP_PORT), MAIL_SMTP_PORT: String(MAIL_SMTP_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The built server, as `npm start` runs it (building first whatever is missing or stale).
      command: 'node graphql-server/bin/start.js',
      url: `http://localhost:${SHOP_PORT}/healthz`,
      env: {
        NODE_ENV: 'production',
        PORT: String(SHOP_PORT),
        DATA_DIR: process.env.E2E_DATA_DIR,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: 'admin@rupeeshop.local',
        ADMIN_PASSWORD: 'Admin@12345',
        // Every journey registers its shoppers from this one address; the hourly limit is for shops.
        AUTH_CODE_MAILS_PER_ADDRESS: '1000',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
