// A push service of the tests' own on loopback (no real one is reachable):
// it hands out subscriptions whose keys it holds, like a browser's push
// service does, receives the server's Web Push requests, checks their VAPID
// header names the server's key, and decrypts each payload (aes128gcm,
// RFC 8291 / RFC 8188) with that subscription's private key and auth
// secret. An endpoint named "gone-…" answers 410, as a push service does for
// a subscription the browser dropped; one named "fail-…" answers 500, a
// push service's own trouble. Not a test file itself.
import crypto from 'node:crypto';
import http from 'node:http';

const b64u = (b) => Buffer.from(b).toString('base64url');

// RFC 8291 §3.4 / RFC 8188 §2: one record, the last (padding delimiter 2).
export function decrypt(body, { ecdh, auth }) {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  const data = body.subarray(21 + idlen);
  const uaPublic = ecdh.getPublicKey();
  const secret = ecdh.computeSecret(asPublic);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', secret, auth, info, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const d = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  d.setAuthTag(data.subarray(data.length - 16));
  const plain = Buffer.concat([d.update(data.subarray(0, data.length - 16)), d.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

export async function startReceiver() {
  const subs = new Map(); // name -> {ecdh, auth}
  const got = []; // {name, status, payload, vapidKey, at}
  const waiters = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const at = performance.now();
      const name = decodeURIComponent(req.url.replace(/^\/push\//, ''));
      const sub = subs.get(name);
      const status = !sub ? 404 : name.startsWith('gone-') ? 410 : name.startsWith('fail-') ? 500 : 201;
      let payload = null;
      let error = null;
      if (status === 201) {
        try { payload = JSON.parse(decrypt(Buffer.concat(chunks), sub)); } catch (e) { error = e.message; }
      }
      const vapidKey = /k=([A-Za-z0-9_-]+)/.exec(req.headers.authorization || '')?.[1] ?? null;
      got.push({ name, status, payload, error, vapidKey, encoding: req.headers['content-encoding'], at });
      res.writeHead(status).end();
      for (const w of waiters.splice(0)) w();
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    got,
    // A subscription as PushManager.subscribe() gives it, for `name`.
    subscribe(name) {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      subs.set(name, { ecdh, auth });
      return { endpoint: `${base}/push/${encodeURIComponent(name)}`, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
    },
    // Resolves once pred(got) holds.
    until(pred, ms = 30000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`push receiver: timed out with ${JSON.stringify(got.map((g) => g.name))}`)), ms);
        const check = () => { if (pred(got)) { clearTimeout(timer); resolve(got); } else waiters.push(check); };
        check();
      });
    },
    close: () => new Promise((r) => server.close(r)),
  };
}
