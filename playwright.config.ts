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

const desktop = { ...devices['Desktop Chrome'], launchOptions: chromium };
const phone = { ...devices['Pixel 7'], launchOptions: chromium };
/**
 * Journeys that place no order, open no chat, change no product or stock and read no store name:
 * they run beside the @global ones.
 */
const QUIET = ['**/accounts.e2e.ts', '**/admin-guard.e2e.ts', '**/api-keys.e2e.ts', '**/explorer.e2e.ts'];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${SHOP_PORT}`,
    launchOptions: chromium,
    // Recording a trace costs every test about a third more time (CPU), so only retries record
    // one: CI (one retry) keeps it for each journey that failed; locally, rerun with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  // Two workers share one shop and one mailbox. Journeys make their own shoppers, products and
  // names, so most run side by side (`desktop`, `phone`). The few tagged @global change or count
  // what the whole shop shares (sales and order totals, the admins' bell, the store name, products
  // other journeys pick as the newest): they run after those, one at a time, while the other worker
  // takes the journeys that neither touch nor read such state (QUIET). Those later projects depend
  // on the first two, which a file filter does not narrow: run one of their files with `--no-deps`.
  projects: [
    { name: 'desktop', use: desktop, testIgnore: QUIET, grepInvert: /@global/, fullyParallel: true },
    {
      name: 'phone',
      use: phone,
      testIgnore: QUIET,
      grep: /@phone/,
      grepInvert: /@global/,
      fullyParallel: true,
    },
    {
      name: 'desktop-global',
      use: desktop,
      grep: /@global/,
      workers: 1,
      dependencies: ['desktop', 'phone'],
    },
    {
      name: 'phone-global',
      use: phone,
      grep: /^(?=.*@phone)(?=.*@global)/,
      workers: 1,
      dependencies: ['desktop-global'],
    },
    {
      name: 'desktop-quiet',
      use: desktop,
      testMatch: QUIET,
      dependencies: ['desktop', 'phone'],
      fullyParallel: true,
    },
    {
      name: 'phone-quiet',
      use: phone,
      testMatch: QUIET,
      grep: /@phone/,
      dependencies: ['desktop', 'phone'],
      fullyParallel: true,
    },
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
        // NODE_ENV=production refuses the development default for the first admin.
        ADMIN_PASSWORD: 'E2E-Admin#2026',
        // Every journey registers its shoppers from this one address; the hourly limit is for shops.
        AUTH_CODE_MAILS_PER_ADDRESS: '1000',
        // The webhooks journey's receiver listens on loopback (plain http) in the test process.
        WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
