// Owned by the build-chain engineer (scripts/, README first section): the
// smallest check that the built site boots in a real browser. Feature tests
// belong in their own *.test.mjs files beside this one.
//
// Contract for every spec here, set by scripts/test.sh:
//   TABULA_URL       the served build/wasm/site (default: serve.sh's URL)
//   TABULA_CHROMIUM  the browser binary (default /usr/bin/chromium)
// Run alone:  bash scripts/serve.sh & node --test tests/browser/smoke.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

const url = process.env.TABULA_URL ?? 'http://127.0.0.1:8080/';
const executablePath = process.env.TABULA_CHROMIUM ?? '/usr/bin/chromium';

test('the page boots and sets window.tabula.ready', async () => {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const t0 = Date.now();
    await page.goto(url);
    await page.waitForFunction(() => !!(window.tabula && window.tabula.ready),
      null, { timeout: 30000 });
    const ms = Date.now() - t0;
    console.log(`page ready in ${ms} ms`);
    assert.deepEqual(errors, [], 'no uncaught errors on the page');
    assert.ok(await page.$('canvas#canvas'), 'the page has the SDL canvas');
  } finally {
    await browser.close();
  }
});
