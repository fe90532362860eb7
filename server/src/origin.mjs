// Who may drive the server from a browser, and what Colyseus's own HTTP
// routes may do.
//
// - Origin: a browser names the page that makes a request (Origin header on
//   every WebSocket and cross-origin request). Only the site's configured
//   origin (TABULA_PUBLIC_URL's; unset: pages on a loopback host,
//   127.0.0.1, localhost or [::1]) and those listed in TABULA_ALLOWED_ORIGINS
//   (comma-separated, e.g. https://games.example.org) may use the websockets,
//   /online/ and /matchmake/; another site's page gets 403. Never the Host
//   the request claims: a page on a name that an attacker points at this
//   server (DNS rebinding) sends Host and Origin both of that name (issue 31).
//   A request with no Origin is not from another site's page (same-origin
//   GET, or a program) and passes.
// - The client's address (every per-address limit): the socket's, or behind
//   TABULA_TRUST_PROXY=N proxies the address the first of them saw, the Nth
//   entry of X-Forwarded-For from the right (each proxy appends the address
//   it was reached from; whatever the client wrote itself is further left).
// - Colyseus's /matchmake/ routes: only joinById and reconnect, which never
//   create a room (rooms.mjs is the only place that does), rate limited per
//   address like table creation.
import { matchMaker } from '@colyseus/core';
import { RateLimit } from './rate_limit.mjs';
import { PUBLIC } from './public_url.mjs';

// Join requests per second per address (burst of five seconds' worth).
const JOIN_RATE = Number(process.env.TABULA_JOIN_RATE) || 20;
const EXTRA = (process.env.TABULA_ALLOWED_ORIGINS || '').split(',').map((s) => s.trim().replace(/\/$/, '')).filter(Boolean);

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

export function allowedOrigin(req, site = PUBLIC) {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (EXTRA.includes(origin)) return true;
  if (site) return origin === site.origin;
  try {
    const u = new URL(origin);
    return (u.protocol === 'http:' || u.protocol === 'https:') && LOOPBACK_HOSTS.includes(u.hostname) && u.origin === origin;
  } catch {
    return false; // "null" (a sandboxed frame, a file) or garbage
  }
}

// ws's verifyClient: a refused upgrade is answered 403.
export const allowedSocket = (info, done) => done(allowedOrigin(info.req), 403, 'requests from another site are not accepted');

// How many proxies of the operator's own stand in front (0: none).
export function trustedHops(raw = process.env.TABULA_TRUST_PROXY) {
  if (!raw) return 0;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? Math.min(n, 16) : 1;
}
const HOPS = trustedHops();

// The client's address from the socket's and X-Forwarded-For: walking from
// the right, the socket's peer and the addresses the N trusted proxies
// appended are theirs; the next one is the client (the leftmost if the
// header has fewer entries).
export function forwardedAddress(socketAddress, forwarded, hops = HOPS) {
  if (!hops || !forwarded) return socketAddress;
  const list = String(forwarded).split(',').map((x) => x.trim()).filter(Boolean);
  if (!list.length) return socketAddress;
  return list[Math.max(0, list.length - hops)];
}
export function clientAddress(req) {
  return forwardedAddress(req.socket.remoteAddress, req.headers['x-forwarded-for']);
}

function refuse(res, status, reason) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  res.end(JSON.stringify({ ok: false, reason }));
}

// Called once Colyseus has put its /matchmake/ listener in front of ours:
// puts the origin check and the matchmaking rate limit in front of both.
export function guardMatchmaking(httpServer) {
  matchMaker.controller.exposedMethods = ['joinById', 'reconnect'];
  matchMaker.controller.getCorsHeaders = (req) =>
    (req.headers.origin && allowedOrigin(req) ? { 'Access-Control-Allow-Origin': req.headers.origin, Vary: 'Origin' }
      : { 'Access-Control-Allow-Origin': 'null', Vary: 'Origin' });
  const inner = httpServer.listeners('request').slice(0);
  httpServer.removeAllListeners('request');
  const perAddress = new Map();
  setInterval(() => { for (const [k, v] of perAddress) if (Date.now() - v.at > 60000) perAddress.delete(k); }, 60000).unref();
  httpServer.on('request', (req, res) => {
    const matchmaking = req.url.includes('/matchmake');
    if ((matchmaking || req.url.startsWith('/online/')) && !allowedOrigin(req))
      return refuse(res, 403, 'requests from another site are not accepted');
    if (matchmaking && req.method === 'POST') {
      const who = clientAddress(req);
      if (!perAddress.has(who)) perAddress.set(who, new RateLimit({ perSecond: JOIN_RATE, burst: 5 * JOIN_RATE, strikes: Infinity }));
      if (perAddress.get(who).take() !== 'ok') return refuse(res, 429, 'too many join requests; wait a little');
    }
    for (const l of inner) l.call(httpServer, req, res);
  });
}
