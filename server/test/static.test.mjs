// The server serves the built site on the same origin as the tables, with
// the page's strict CSP, and nothing outside the site folder.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startServer, tempDir } from './harness.mjs';

let server, site;
before(async () => {
  site = tempDir('tabula-site-');
  fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>t</title>');
  fs.writeFileSync(path.join(site, 'tabula.wasm'), Buffer.from([0, 97, 115, 109]));
  fs.writeFileSync(path.join(path.dirname(site), 'tabula-secret.txt'), 'secret');
  server = await startServer({ env: { TABULA_SITE: site } });
});
after(async () => {
  await server?.stop();
  fs.rmSync(site, { recursive: true, force: true });
  fs.rmSync(path.join(path.dirname(site), 'tabula-secret.txt'), { force: true });
});

const raw = (p) => new Promise((resolve, reject) => {
  http.get({ host: '127.0.0.1', port: server.port, path: p }, (res) => {
    let body = '';
    res.on('data', (d) => (body += d));
    res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
  }).on('error', reject);
});

test('the page, with its CSP; wasm with its type', async () => {
  const r = await raw('/');
  assert.equal(r.status, 200);
  assert.match(r.body, /<title>t<\/title>/);
  assert.match(r.headers['content-security-policy'], /connect-src 'self'/);
  assert.match(r.headers['content-type'], /text\/html/);
  const w = await raw('/tabula.wasm');
  assert.equal(w.headers['content-type'], 'application/wasm');
  assert.deepEqual((await raw('/online/health')).body, '{"ok":true}');
});

test('nothing outside the site folder', async () => {
  for (const p of ['/../tabula-secret.txt', '/%2e%2e/tabula-secret.txt', '/..%2ftabula-secret.txt', '/nope.js']) {
    const r = await raw(p);
    assert.notEqual(r.status, 200, p);
    assert.ok(!r.body.includes('secret'), p);
  }
});
