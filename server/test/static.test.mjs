// The server serves the built site on the same origin as the tables, with
// the page's strict CSP, and nothing outside the site folder; sent like a
// real site (issue 23): the build step's brotli/gzip copies to a browser
// that accepts them, ETags and 304s, a year's caching only for a URL that
// names the content's version, and a 400 for a path that is no path.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { contentVersion } from '../src/static.mjs';
import { startServer, tempDir } from './harness.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let server, site;
// A wasm-like file big enough to compress, different on every run.
const wasm = Buffer.concat([Buffer.from([0, 97, 115, 109]),
  Buffer.from(Array.from({ length: 4000 }, (_, i) => `f${i % 97}(${Date.now() % 1000});`).join(''))]);
const pageJs = `// the page\n${'window.tabula = window.tabula || {};\n'.repeat(50)}`;
before(async () => {
  site = tempDir('tabula-site-');
  fs.writeFileSync(path.join(site, 'index.html'),
    '<!doctype html><title>t</title><head><link rel="stylesheet" href="page.css">' +
    '<link rel="preload" href="tabula.wasm" as="fetch" type="application/wasm" crossorigin>' +
    '<link rel="manifest" href="manifest.webmanifest"><script src="page.js" defer></script></head>');
  fs.writeFileSync(path.join(site, 'page.css'), 'body { margin: 0; }\n'.repeat(20));
  fs.writeFileSync(path.join(site, 'page.js'), pageJs);
  fs.writeFileSync(path.join(site, 'manifest.webmanifest'), '{"name":"Tabula"}');
  fs.writeFileSync(path.join(site, 'sw.js'), "'use strict';\nconst VERSIONS = {};\nconst CACHE = 'x';\n");
  fs.writeFileSync(path.join(site, 'tabula.wasm'), wasm);
  fs.writeFileSync(path.join(path.dirname(site), 'tabula-secret.txt'), 'secret');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/site-delivery.mjs'), site]);
  server = await startServer({ env: { TABULA_SITE: site } });
});
after(async () => {
  await server?.stop();
  fs.rmSync(site, { recursive: true, force: true });
  fs.rmSync(path.join(path.dirname(site), 'tabula-secret.txt'), { force: true });
});

// One request, its body as bytes (nothing decoded).
const get = (p, headers = {}, method = 'GET') => new Promise((resolve, reject) => {
  http.request({ host: '127.0.0.1', port: server.port, path: p, headers, method }, (res) => {
    const chunks = [];
    res.on('data', (d) => chunks.push(d));
    res.on('end', () => {
      const bytes = Buffer.concat(chunks);
      resolve({ status: res.statusCode, headers: res.headers, bytes, body: bytes.toString('utf8') });
    });
  }).on('error', (e) => reject(new Error(`${method} ${p} ${JSON.stringify(headers)}: ${e.message}`))).end();
});
const raw = (p) => get(p);
const decode = (r) => ({ br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync }[r.headers['content-encoding']] ?? ((b) => b))(r.bytes);

test('the page, with its CSP; wasm with its type', async () => {
  const r = await raw('/');
  assert.equal(r.status, 200);
  assert.match(r.body, /<title>t<\/title>/);
  assert.match(r.headers['content-security-policy'], /connect-src 'self'/);
  assert.match(r.headers['content-type'], /text\/html/);
  const w = await raw('/tabula.wasm');
  assert.equal(w.headers['content-type'], 'application/wasm');
  // The server's own answer, never the site's online/health file ({ok:false});
  // push and mail say what "your turn" this server can send (issue 24).
  assert.deepEqual(JSON.parse((await raw('/online/health')).body), { ok: true, push: true, mail: false });
});

// The page's preloads also go in a Link header (issue 35), with the URL the
// build step versioned, so the browser asks for the wasm with the headers.
test('the page\'s preloads as a Link header, versioned; other files have none', async () => {
  const r = await raw('/');
  const v = contentVersion(fs.readFileSync(path.join(site, 'tabula.wasm')));
  assert.equal(r.headers.link, `<tabula.wasm?v=${v}>; rel=preload; as=fetch; type=application/wasm; crossorigin`);
  assert.match(r.body, new RegExp(`<link rel="preload" href="tabula\\.wasm\\?v=${v}"`), 'the tag and the header name the same URL');
  assert.equal((await raw('/page.js')).headers.link, undefined);
});

test('nothing outside the site folder', async () => {
  for (const p of ['/../tabula-secret.txt', '/%2e%2e/tabula-secret.txt', '/..%2ftabula-secret.txt', '/nope.js']) {
    const r = await raw(p);
    assert.notEqual(r.status, 200, p);
    assert.ok(!r.body.includes('secret'), p);
  }
});

test('the build step names each version in the URLs and its copies decode to the original', async () => {
  const index = fs.readFileSync(path.join(site, 'index.html'), 'utf8');
  const v = (f) => contentVersion(fs.readFileSync(path.join(site, f)));
  assert.ok(index.includes(`src="page.js?v=${v('page.js')}"`), index);
  assert.ok(index.includes(`href="page.css?v=${v('page.css')}"`), index);
  assert.ok(index.includes('href="manifest.webmanifest"'), 'an installed app knows its manifest by name');
  assert.match(index, new RegExp(`<meta name="tabula-versions" content="[^"]*tabula\\.wasm=${v('tabula.wasm')}`));
  assert.ok(fs.readFileSync(path.join(site, 'sw.js'), 'utf8').includes(`"tabula.wasm":"${v('tabula.wasm')}"`));
  for (const f of ['tabula.wasm', 'page.js', 'page.css']) {
    const original = fs.readFileSync(path.join(site, f));
    assert.deepEqual(zlib.brotliDecompressSync(fs.readFileSync(path.join(site, `${f}.br`))), original, `${f}.br`);
    assert.deepEqual(zlib.gunzipSync(fs.readFileSync(path.join(site, `${f}.gz`))), original, `${f}.gz`);
  }
  // A copy of a tiny file would be larger than the file: none is written.
  assert.ok(!fs.existsSync(path.join(site, 'sw.js.gz')), 'no gzip copy of a 60-byte file');
});

test('a rebuild copies every file again: the copies kept from the last run are still sent', async () => {
  const index = fs.readFileSync(path.join(site, 'index.html'), 'utf8');
  fs.writeFileSync(path.join(site, 'tabula.wasm'), wasm);  // the same bytes, a newer time
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/site-delivery.mjs'), site]);
  assert.equal(fs.readFileSync(path.join(site, 'index.html'), 'utf8'), index, 'a rerun changes nothing');
  const r = await get('/tabula.wasm', { 'accept-encoding': 'br' });
  assert.equal(r.headers['content-encoding'], 'br');
  assert.deepEqual(decode(r), wasm);
});

test('the best encoding the browser accepts, Vary: Accept-Encoding, and the same bytes decoded', async () => {
  const cases = [
    ['gzip, deflate, br', 'br'], ['br;q=1.0, gzip;q=0.8', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip'],
    ['*', 'br'], ['identity', undefined], ['', undefined], ['br;q=0, gzip;q=0', undefined], ['*, br;q=0', 'gzip'],
  ];
  for (const [accept, coding] of cases) {
    const r = await get('/tabula.wasm', { 'accept-encoding': accept });
    assert.equal(r.status, 200, accept);
    assert.equal(r.headers['content-encoding'], coding, `Accept-Encoding: ${accept}`);
    assert.equal(r.headers.vary, 'Accept-Encoding', accept);
    assert.equal(Number(r.headers['content-length']), r.bytes.length, accept);
    assert.deepEqual(decode(r), wasm, accept);
    if (coding) assert.ok(r.bytes.length < wasm.length / 2, `${coding} sends fewer bytes`);
  }
  const js = await get('/page.js', { 'accept-encoding': 'gzip, br' });
  assert.equal(js.headers['content-encoding'], 'br');
  // The file as the build step left it: its comments cut (scripts/site-delivery.mjs, issue 35).
  const delivered = fs.readFileSync(path.join(site, 'page.js'), 'utf8');
  assert.ok(!delivered.includes('// the page') && delivered.includes('window.tabula = window.tabula || {};'), delivered.slice(0, 80));
  assert.equal(decode(js).toString(), delivered);
  assert.match(js.headers['content-security-policy'], /script-src 'self'/, 'the CSP on a compressed answer too');
  // HEAD: the same headers, no body.
  const head = await get('/tabula.wasm', { 'accept-encoding': 'br' }, 'HEAD');
  assert.equal(head.headers['content-encoding'], 'br');
  assert.equal(head.headers['content-length'], (await get('/tabula.wasm', { 'accept-encoding': 'br' })).headers['content-length']);
  assert.equal(head.bytes.length, 0);
  // The copies are the server's business, not URLs of their own.
  assert.equal((await get('/tabula.wasm.br')).status, 404);
});

test('a copy older than its file is not sent (the file changed after the build step)', async () => {
  const file = path.join(site, 'page.css');
  const old = new Date(Date.now() - 60000);
  fs.utimesSync(`${file}.br`, old, old);
  fs.utimesSync(`${file}.gz`, old, old);
  const r = await get('/page.css', { 'accept-encoding': 'gzip, br' });
  assert.equal(r.headers['content-encoding'], undefined);
  assert.deepEqual(r.bytes, fs.readFileSync(file));
});

test('ETag and If-None-Match: a 304 with no body while the content is the same', async () => {
  const first = await get('/tabula.wasm', { 'accept-encoding': 'br' });
  const etag = first.headers.etag;
  assert.match(etag, /^"[0-9a-f]{16}-br"$/);
  const again = await get('/tabula.wasm', { 'accept-encoding': 'br', 'if-none-match': etag });
  assert.equal(again.status, 304);
  assert.equal(again.bytes.length, 0);
  assert.equal(again.headers.etag, etag);
  assert.equal(again.headers.vary, 'Accept-Encoding');
  // The same content in another encoding is the same version.
  assert.equal((await get('/tabula.wasm', { 'accept-encoding': 'gzip', 'if-none-match': etag })).status, 304);
  assert.equal((await get('/tabula.wasm', { 'if-none-match': `W/"x", ${etag}` })).status, 304);
  assert.equal((await get('/tabula.wasm', { 'if-none-match': '"0123456789abcdef"' })).status, 200);
  // index.html too (it is revalidated on every visit).
  const index = await get('/');
  assert.equal((await get('/', { 'if-none-match': index.headers.etag })).status, 304);
  // A changed file is a new version: its old ETag gets the whole file.
  const manifest = path.join(site, 'manifest.webmanifest');
  const before = await get('/manifest.webmanifest');
  fs.writeFileSync(manifest, '{"name":"Tabula 2"}');
  const changed = await get('/manifest.webmanifest', { 'if-none-match': before.headers.etag });
  assert.equal(changed.status, 200);
  assert.equal(changed.body, '{"name":"Tabula 2"}');
  assert.notEqual(changed.headers.etag, before.headers.etag);
});

test('a year of immutable caching only where the URL names the content\'s version', async () => {
  const version = contentVersion(wasm);
  const named = await get(`/tabula.wasm?v=${version}`);
  assert.equal(named.headers['cache-control'], 'public, max-age=31536000, immutable');
  for (const p of ['/tabula.wasm', '/tabula.wasm?v=0123456789abcdef', `/tabula.wasm?v=${version.slice(0, 8)}`,
    '/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
    assert.equal((await get(p)).headers['cache-control'], 'no-cache', p);
  }
  // What the build wrote into index.html is what the server calls immutable.
  const src = fs.readFileSync(path.join(site, 'index.html'), 'utf8').match(/src="(page\.js\?v=[0-9a-f]+)"/)[1];
  assert.equal((await get(`/${src}`)).headers['cache-control'], 'public, max-age=31536000, immutable');
});

test('a NUL, a control character or a malformed escape in the path is a 400, never a stack trace', async () => {
  for (const p of ['/%00', '/index.html%00.png', '/page.js%00', '/%zz', '/%E0%A4%A', '/%C0%AF', '/a%0d%0aSet-Cookie:x', '/%']) {
    const r = await get(p);
    assert.equal(r.status, 400, p);
    assert.ok(!/\bat \S+ \(|Error|node:/.test(r.body), `${p}: ${r.body}`);
  }
  // A raw NUL byte never reaches us: Node's parser answers 400 itself.
  const reply = await new Promise((resolve, reject) => {
    const s = net.connect(server.port, '127.0.0.1', () => s.end('GET /a\0b HTTP/1.1\r\nHost: x\r\n\r\n'));
    let got = '';
    s.on('data', (d) => (got += d));
    s.on('end', () => resolve(got));
    s.on('error', reject);
  });
  assert.match(reply, /^HTTP\/1\.1 400/);
  // The server is still there.
  assert.equal((await get('/')).status, 200);
});

test('a request target no URL can be made of is a 400, not a server error', async () => {
  // "//..." reads as a host of its own: new URL() throws on each of these.
  for (const p of ['//', '//:/', '//[/', '//a:b@', '//x:99999/']) {
    const r = await get(p);
    assert.equal(r.status, 400, p);
    assert.deepEqual(JSON.parse(r.body), { ok: false, reason: 'bad request' }, p);
  }
  assert.equal((await get('/')).status, 200);
});
