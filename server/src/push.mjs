// Web Push (issue 24 §2, "page closed"): the server's VAPID keys and the
// sending of one encrypted message to one subscription. The `web-push`
// library does the parts that must be exactly right (the VAPID JWT, the
// aes128gcm encryption of RFC 8291); the request itself is sent here so that
// its moment of leaving is known (the benchmark) and so that a test's own
// push service on loopback may be plain http (TABULA_PUSH_LOOPBACK=1 only).
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const webpush = require('web-push');
// ipaddr.js parses every form of an address (IPv4-mapped IPv6 included)
// and names its range: the one thing here that must be exactly right.
const ipaddr = require('ipaddr.js');

// Who runs this server, for the push services (they may write there if a
// server misbehaves): a mailto: or https: URL.
const SUBJECT = process.env.TABULA_PUSH_SUBJECT || 'mailto:tabula@localhost';
// How long a push service keeps a message for a device that is off (s).
const TTL = 24 * 3600;
// Tests and the benchmark only: their own push service, plain http on 127.0.0.1.
const LOOPBACK = /^http:\/\/127\.0\.0\.1:\d+\//;
const loopbackOn = () => process.env.TABULA_PUSH_LOOPBACK === '1';

// The hosts a subscription may name (issue 31 §2). A browser's
// PushManager only ever hands out its vendor's push service, so by default
// only those are accepted; TABULA_PUSH_HOSTS replaces the list
// (comma-separated; "*.example.org" a whole domain; "*" any public host).
export const PUSH_HOSTS_DEFAULT = [
  'fcm.googleapis.com', 'android.googleapis.com', // Chrome, Edge on Android, Opera…
  'updates.push.services.mozilla.com', '*.push.services.mozilla.com', // Firefox
  'web.push.apple.com', '*.push.apple.com', // Safari
  '*.notify.windows.com', // Edge on Windows
];
export function pushHosts(raw = process.env.TABULA_PUSH_HOSTS) {
  return raw ? raw.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean) : PUSH_HOSTS_DEFAULT;
}
function hostAllowed(host, list) {
  return list.some((p) => p === '*' || p === host || (p.startsWith('*.') && host.endsWith(p.slice(1))));
}

// -> null when `address` (an IP, as text) is a public unicast address a
// push service may have, else the range it is in ("loopback", "private",
// "linkLocal", "carrierGradeNat", "multicast", "reserved", "unspecified",
// "uniqueLocal", "ipv4Mapped" of a private one…). IPv4-mapped IPv6 is
// judged as the IPv4 address it carries.
export function refusedRange(address) {
  let ip;
  try { ip = ipaddr.process(address); } catch { return 'unparsable'; }
  const range = ip.range();
  return range === 'unicast' ? null : range;
}

// The host of an endpoint as it may be asked for: -> null, or why not.
export function refusedHost(url, list = pushHosts()) {
  if (url.username || url.password) return 'the address must not carry a user or password';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const bare = host.replace(/^\[|\]$/g, '');
  // The URL parser already turned 2130706433, 0x7f.1, 0177.0.0.1 into 127.0.0.1.
  if (ipaddr.isValid(bare) || /^[0-9.]+$/.test(bare) || /^0x/i.test(bare)) return 'the push service must be named, not an IP address';
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.') && !list.includes(host) && !list.includes('*')) return 'the push service must be a public host';
  if (!hostAllowed(host, list)) return `this server sends pushes only to ${list.join(', ')}`;
  return null;
}

// net.connect's lookup: the host is resolved when the request is made,
// every time, and every address it resolves to must be public; the socket
// then connects to the address checked here, so a name that resolves
// differently a moment later (DNS rebinding) is not asked again.
export function checkedLookup(hostname, options, callback) {
  dns.lookup(hostname, { all: true, family: options?.family || 0 }, (err, addresses) => {
    if (err) return callback(err);
    const bad = addresses.find((a) => refusedRange(a.address));
    if (bad || !addresses.length) {
      const e = new Error(`refused: ${hostname} resolves to ${bad ? `${bad.address} (${refusedRange(bad.address)})` : 'nothing'}`);
      e.code = 'EREFUSEDADDRESS';
      return callback(e);
    }
    if (options?.all) return callback(null, addresses);
    return callback(null, addresses[0].address, addresses[0].family);
  });
}

export function newVapidKeys() {
  const k = webpush.generateVAPIDKeys();
  return { publicKey: k.publicKey, privateKey: k.privateKey };
}

// A subscription as the page's PushManager gives it, checked:
// -> {ok, sub:{endpoint, p256dh, auth}} | {ok:false, reason}.
// Only https endpoints on a named push service's host (refusedHost); a plain
// http one on 127.0.0.1 only when TABULA_PUSH_LOOPBACK=1 (tests, the
// benchmark): the server never posts to an address a page chose inside its
// own network. Where the name leads is checked again at each send.
export function checkSubscription(s) {
  const bad = { ok: false, reason: 'subscription must be {endpoint: "https://…", keys: {p256dh, auth}}' };
  if (!s || typeof s !== 'object' || typeof s.endpoint !== 'string' || s.endpoint.length > 1000) return bad;
  const keys = s.keys || {};
  if (typeof keys.p256dh !== 'string' || typeof keys.auth !== 'string' || keys.p256dh.length > 200 || keys.auth.length > 100) return bad;
  if (!/^[A-Za-z0-9_-]+=*$/.test(keys.p256dh) || !/^[A-Za-z0-9_-]+=*$/.test(keys.auth)) return bad;
  let url;
  try { url = new URL(s.endpoint); } catch { return bad; }
  const loopback = loopbackOn() && LOOPBACK.test(s.endpoint);
  if (url.protocol !== 'https:' && !loopback) return bad;
  const why = loopback ? null : refusedHost(url);
  if (why) return { ok: false, reason: `subscription refused: ${why}` };
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
  const loopback = loopbackOn() && LOOPBACK.test(details.endpoint);
  // Checked again now: the allowlist may have changed since it was stored.
  const why = loopback ? (url.protocol === 'http:' ? null : 'not the test\'s loopback') : url.protocol !== 'https:' ? 'not https' : refusedHost(url);
  if (why) return Promise.resolve({ status: 0, gone: false, error: `refused: ${why}` });
  const lib = loopback ? http : https;
  return new Promise((resolve) => {
    let sentAt = 0;
    // No redirect is followed (a 3xx is a failure); a new connection each
    // time (no kept-alive socket skips the check), to the address
    // checkedLookup approved.
    const req = lib.request(url, { method: details.method, headers: details.headers, timeout: 10000, ...(loopback ? {} : { agent: false, lookup: checkedLookup }) }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, gone: res.statusCode === 404 || res.statusCode === 410, sentAt }));
    });
    req.on('timeout', () => req.destroy(new Error('push service timed out')));
    req.on('error', (e) => resolve({ status: 0, gone: false, error: e.message, sentAt }));
    req.end(details.body, () => { sentAt = performance.now(); });
  });
}
