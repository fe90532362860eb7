// Mykerinos's pieces explain themselves (issue 8 §3-4, split from
// views-phones.test.mjs, issue 27): parcels, squares, museum rooms, patrons
// and tracks (window.tabula.explains(), ViewContext::explain).
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open } from '../views-walk.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

describe('pieces explain themselves', () => {
  test('Mykerinos: parcels, squares, museum rooms, patrons, tracks', async () => {
    const { context, page } = await open(browser, 'desktop', 'mykerinos', 3, 5);
    await page.evaluate(() => window.tabula.waitIdle(60000));
    const ex = await page.evaluate(() => window.tabula.explains());
    const s = await page.evaluate(() => window.tabula.state());
    const squares = ex.filter((e) => /^Square [a-h]\d$/.test(e.title));
    assert.equal(squares.length, s.region.rows * 8, 'every square');
    assert.ok(squares.some((e) => /pyramid/.test(e.body)), 'pyramids say so');
    assert.ok(ex.filter((e) => /reconstructed/.test(e.body)).length >= 8, 'parcel cards, marked reconstructed');
    assert.ok(ex.filter((e) => /room|corridor/.test(e.title)).length === 15, 'the 15 museum rooms');
    assert.ok(ex.filter((e) => /'s wing$/.test(e.title)).length === 5, 'the five wing tokens with their patron');
    assert.ok(ex.some((e) => e.title === 'Pass track') && ex.some((e) => e.title === 'Prestige track'), 'tracks');
    await context.close();
  });
});
