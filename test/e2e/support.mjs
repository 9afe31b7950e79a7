// Shared helpers of the journeys: Debian's Chromium on a 375x667 phone, the simulator's test endpoints,
// and a screenshot kept in test-results/ when a journey fails.
import { chromium } from 'playwright-core';
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:8000';
export const APP = `${BASE_URL}/sms2`;
export const SIM = `${BASE_URL}/sms2-api/__sim`;

export async function launch() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      `--user-data-dir=${mkdtempSync(path.join(os.tmpdir(), 'sms2-chromium-'))}`],
  });
  return browser;
}

export async function phone(browser, options = {}) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
    locale: 'zh-CN', ...options,
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

export async function sim(method, what, body) {
  const res = await fetch(`${SIM}/${what}`, {
    method, headers: { 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  try { return JSON.parse(text); } catch { return text; }
}

/** Runs fn with a page; on failure keeps a screenshot named after the journey, then rethrows. */
export async function journey(t, browser, fn, options) {
  const { context, page, errors } = await phone(browser, options);
  try {
    await fn(page, { context, errors });
  } catch (e) {
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: path.join('test-results', `${t.name.replace(/[^\w-]+/g, '_')}.png`) }).catch(() => {});
    throw e;
  } finally {
    await context.close();
  }
}
