// Who may drive the server from a browser, and what Colyseus's own HTTP
// routes may do.
//
// - Origin: a browser names the page that makes a request (Origin header on
//   every WebSocket and cross-origin request). Only the server's own origin
//   (the Host it was reached at) and those listed in TABULA_ALLOWED_ORIGINS
//   (comma-separated, e.g. https://games.example.org) may use the websockets,
//   /online/ and /matchmake/; another site's page gets 403. A request with no
//   Origin is not from another site's page (same-origin GET, or a program)
//   and passes.
// - Colyseus's /matchmake/ routes: only joinById and reconnect, which never
//   create a room (rooms.mjs is the only place that does), rate limited per
//   address like table creation.
import { matchMaker } from '@colyseus/core';
import { RateLimit } from './rate_limit.mjs';

// Join requests per second per address (burst of five seconds' worth).
const JOIN_RATE = Number(process.env.TABULA_JOIN_RATE) || 20;
const EXTRA = (process.env.TABULA_ALLOWED_ORIGINS || '').split(',').map((s) => s.trim().replace(/\/$/, '')).filter(Boolean);

export function allowedOrigin(req) {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (EXTRA.includes(origin)) return true;
  try {
    const u = new URL(origin);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.host === req.headers.host;
  } catch {
    return false; // "null" (a sandboxed frame, a file) or garbage
  }
}

// ws's verifyClient: a refused upgrade is answered 403.
export const allowedSocket = (info, done) => done(allowedOrigin(info.req), 403, 'requests from another site are not accepted');

// Behind a proxy (TABULA_TRUST_PROXY=1) the first X-Forwarded-For address.
export function clientAddress(req) {
  const fwd = process.env.TABULA_TRUST_PROXY && req.headers['x-forwarded-for'];
  return fwd ? String(fwd).split(',')[0].trim() : req.socket.remoteAddress;
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
