// Web Push (issue 24 §2, "page closed"): the server's VAPID keys and the
// sending of one encrypted message to one subscription. The `web-push`
// library does the parts that must be exactly right (the VAPID JWT, the
// aes128gcm encryption of RFC 8291); the request itself is sent here so that
// its moment of leaving is known (the benchmark) and so that a test's own
// push service on loopback may be plain http (TABULA_PUSH_LOOPBACK=1 only).
import http from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';

const webpush = createRequire(import.meta.url)('web-push');

// Who runs this server, for the push services (they may write there if a
// server misbehaves): a mailto: or https: URL.
const SUBJECT = process.env.TABULA_PUSH_SUBJECT || 'mailto:tabula@localhost';
// How long a push service keeps a message for a device that is off (s).
const TTL = 24 * 3600;
const LOOPBACK = /^http:\/\/(127\.0\.0\.1|\[::1\]|localhost)(:\d+)?\//;

export function newVapidKeys() {
  const k = webpush.generateVAPIDKeys();
  return { publicKey: k.publicKey, privateKey: k.privateKey };
}

// A subscription as the page's PushManager gives it, checked:
// -> {ok, sub:{endpoint, p256dh, auth}} | {ok:false, reason}.
// Only https endpoints (every browser's push service is one); a plain
// loopback one only when TABULA_PUSH_LOOPBACK=1 (tests, the benchmark): the
// server never posts to an address a page chose inside its own network.
export function checkSubscription(s) {
  const bad = { ok: false, reason: 'subscription must be {endpoint: "https://…", keys: {p256dh, auth}}' };
  if (!s || typeof s !== 'object' || typeof s.endpoint !== 'string' || s.endpoint.length > 1000) return bad;
  const keys = s.keys || {};
  if (typeof keys.p256dh !== 'string' || typeof keys.auth !== 'string' || keys.p256dh.length > 200 || keys.auth.length > 100) return bad;
  if (!/^[A-Za-z0-9_-]+=*$/.test(keys.p256dh) || !/^[A-Za-z0-9_-]+=*$/.test(keys.auth)) return bad;
  let url;
  try { url = new URL(s.endpoint); } catch { return bad; }
  const loopback = process.env.TABULA_PUSH_LOOPBACK === '1' && LOOPBACK.test(s.endpoint);
  if (url.protocol !== 'https:' && !loopback) return bad;
  return { ok: true, sub: { endpoint: s.endpoint, p256dh: keys.p256dh, auth: keys.auth } };
}

// Sends `payload` (an object, JSON-encoded and encrypted for this
// subscription only) -> Promise of {status, gone, sentAt}: `gone` when the
// push service says the subscription no longer exists (404, 410), which the
// caller deletes; `sentAt` (performance.now()) when the request was written.
export function sendPush(vapid, sub, payload) {
  let details;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(payload),
      { vapidDetails: { subject: SUBJECT, publicKey: vapid.publicKey, privateKey: vapid.privateKey }, TTL, contentEncoding: 'aes128gcm', urgency: 'high' });
  } catch (e) {
    // A key the library refuses (not a P-256 point): the subscription is useless.
    return Promise.resolve({ status: 0, gone: true, error: e.message });
  }
  const url = new URL(details.endpoint);
  const lib = url.protocol === 'http:' ? http : https;
  return new Promise((resolve) => {
    let sentAt = 0;
    const req = lib.request(url, { method: details.method, headers: details.headers, timeout: 10000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, gone: res.statusCode === 404 || res.statusCode === 410, sentAt }));
    });
    req.on('timeout', () => req.destroy(new Error('push service timed out')));
    req.on('error', (e) => resolve({ status: 0, gone: false, error: e.message, sentAt }));
    req.end(details.body, () => { sentAt = performance.now(); });
  });
}
