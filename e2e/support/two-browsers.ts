import type { Browser, TestInfo } from '@playwright/test';

/** A fresh browser context (its own cookies and storage) with the project's device: two people, two browsers. */
export function deviceContext(browser: Browser, testInfo: TestInfo) {
  const device = testInfo.project.use;
  return browser.newContext({
    baseURL: device.baseURL,
    viewport: device.viewport,
    userAgent: device.userAgent,
    deviceScaleFactor: device.deviceScaleFactor,
    isMobile: device.isMobile,
    hasTouch: device.hasTouch,
    bypassCSP: true, // axe's injected script
  });
}

/** The journeys' one axe gate (support/axe.ts), here too for two-browser journeys. */
export { noSeriousViolations } from './axe.js';
