// The built site as a real site sends it (issue 23): each file in the best
// encoding the browser accepts (brotli, gzip or as is; the compressed copies
// are made at build time by scripts/site-delivery.mjs, nothing is compressed
// per request), an ETag from the content's hash so a reload costs a 304, and
// a year of `immutable` caching only where the URL names the content's hash
// (`tabula.wasm?v=<hash>`, written by the same build step): a URL without it
// (index.html, sw.js, an atlas) is revalidated every time, so a new build is
// seen at once. Every file carries the page's strict CSP.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm', '.json': 'application/json',
  '.png': 'image/png', '.webp': 'image/webp', '.svg': 'image/svg+xml', '.ico': 'image/x-icon', '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8', '.ttf': 'font/ttf', '.woff2': 'font/woff2',
};
// The types worth compressing (PNG and woff2 already are): the build step
// writes <file>.br and <file>.gz for these.
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.json', '.svg', '.webmanifest', '.txt', '.ttf', '.ico']);
// The encodings in our order of preference, with the suffix of their copy.
const ENCODINGS = [['br', '.br'], ['gzip', '.gz']];

export const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'";
const IMMUTABLE = 'public, max-age=31536000, immutable';

// A file's version: the start of its content's SHA-256, in hex. The site
// build puts it in URLs (?v=) and this server in ETags, so the two agree.
export function contentVersion(bytes) {
  return crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

function sendText(res, status, text) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff',
  });
  res.end(text);
}

// GET or HEAD of a path under `site` (the URL's pathname, still encoded).
// A NUL, a control character or a bad %-escape is a 400; anything resolving
// outside the site folder a 403; the compressed copies themselves are not
// addressable (404).
export function serveStatic(site, pathname, req, res) {
  let rel;
  try { rel = decodeURIComponent(pathname); } catch { return sendText(res, 400, 'bad path: malformed %-encoding'); }
  if (/[\x00-\x1f\x7f]/.test(rel)) return sendText(res, 400, 'bad path: control character');
  if (rel.endsWith('/')) rel += 'index.html';
  if (/\.(br|gz)$/.test(rel)) return sendText(res, 404, 'not found');
  const file = path.join(site, path.normalize(rel));
  if (!file.startsWith(site + path.sep)) return sendText(res, 403, 'forbidden');
  return serveFile(file, req, res);
}

// Versions by file, recomputed only when the file's size or time changes.
const versions = new Map(); // file -> {mtimeMs, size, version}
function versionOf(file, st) {
  const known = versions.get(file);
  if (known && known.mtimeMs === st.mtimeMs && known.size === st.size) return known.version;
  const version = contentVersion(fs.readFileSync(file));
  versions.set(file, { mtimeMs: st.mtimeMs, size: st.size, version });
  return version;
}

// The codings the request accepts (q > 0), from its Accept-Encoding.
export function acceptedEncodings(header) {
  const ok = new Set();
  const refused = new Set();
  for (const part of String(header || '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim().match(/^q=([0-9.]+)$/)).find(Boolean);
    (q && Number(q[1]) === 0 ? refused : ok).add(name);
  }
  return (coding) => !refused.has(coding) && (ok.has(coding) || (ok.has('*') && !refused.has('*')));
}

// A page's <link rel="preload"> tags as a Link header (issue 35): the
// browser asks for tabula.wasm as the answer's headers come, not once it has
// read the HTML (on a slow phone that is ~150 ms of the wasm's download).
// Each tag's attributes as written; recomputed with the file's version.
const preloads = new Map(); // file -> {version, header}
function preloadHeader(file, version) {
  const known = preloads.get(file);
  if (known && known.version === version) return known.header;
  const links = [];
  for (const [tag] of fs.readFileSync(file, 'utf8').matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)) {
    const attr = (name) => { const m = tag.match(new RegExp(`\\s${name}(?:="([^"]*)")?`)); return m ? (m[1] ?? '') : null; };
    const href = attr('href');
    if (!href || /[<>\s,;]/.test(href)) continue;
    let link = `<${href}>; rel=preload`;
    for (const name of ['as', 'type']) if (attr(name)) link += `; ${name}=${attr(name)}`;
    if (attr('crossorigin') !== null) link += '; crossorigin';
    links.push(link);
  }
  const header = links.join(', ');
  preloads.set(file, { version, header });
  return header;
}

// Whether If-None-Match names this version, in any of its encodings.
function matches(ifNoneMatch, version) {
  if (!ifNoneMatch) return false;
  return String(ifNoneMatch).split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '').replace(/"/g, '');
    return t === '*' || t.replace(/-(br|gzip)$/, '') === version;
  });
}

// A copy made by the build step, if it is there and not older than the file.
function copyOf(file, suffix, st) {
  try {
    const c = fs.statSync(file + suffix);
    return c.isFile() && c.mtimeMs >= st.mtimeMs ? { file: file + suffix, size: c.size } : null;
  } catch { return null; }
}

export function serveFile(file, req, res) {
  let st;
  try { st = fs.statSync(file); } catch { st = null; }
  if (!st || !st.isFile()) return sendText(res, 404, 'not found');
  const version = versionOf(file, st);
  const ext = path.extname(file);
  const asked = new URL(req.url, 'http://x').searchParams.get('v');
  const headers = {
    // The URL names this very content: it never changes under that URL.
    'Cache-Control': asked && asked === version ? IMMUTABLE : 'no-cache',
    'Content-Security-Policy': CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
  if (ext === '.html') {
    const link = preloadHeader(file, version);
    if (link) headers.Link = link;
  }
  let body = { file, size: st.size };
  let etag = version;
  if (COMPRESSIBLE.has(ext)) {
    headers.Vary = 'Accept-Encoding';
    const accepts = acceptedEncodings(req.headers['accept-encoding']);
    for (const [coding, suffix] of ENCODINGS) {
      const copy = accepts(coding) && copyOf(file, suffix, st);
      if (copy) { body = copy; headers['Content-Encoding'] = coding; etag = `${version}-${coding}`; break; }
    }
  }
  headers.ETag = `"${etag}"`;
  if (matches(req.headers['if-none-match'], version)) {
    delete headers['Content-Encoding'];
    res.writeHead(304, headers);
    return res.end();
  }
  headers['Content-Type'] = TYPES[ext] || 'application/octet-stream';
  headers['Content-Length'] = body.size;
  res.writeHead(200, headers);
  if (req.method === 'HEAD' || body.size === 0) return res.end();
  // Exactly the bytes announced: a file rewritten while it is sent (a build
  // over a running server) must not spill into the next answer on this
  // connection; one that shrank ends the connection instead.
  let sent = 0;
  fs.createReadStream(body.file, { start: 0, end: body.size - 1 })
    .on('data', (d) => { sent += d.length; })
    .on('error', () => res.destroy())
    .on('end', () => { if (sent < body.size) res.destroy(); })
    .pipe(res);
}
