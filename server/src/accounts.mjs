// Accounts without passwords (issue 33 §1): a passkey (WebAuthn, through
// @simplewebauthn/server) creates the account and signs it in; a signed-in
// device shows a one-use code (10 minutes, with its QR code) that signs
// another device in. Sessions are server-side (accounts_store.mjs): the
// cookie holds a random id whose hash is the session's key, so "sign out
// everywhere" and the device list act on the server, not on a cookie that a
// stolen device still holds. An account keeps the seat token of each of its
// tables and hands them to its signed-in devices: every route and room that
// takes a seat token then works on every device, and a guest (no account)
// plays exactly as before.
//
// Routes (JSON; POST bodies at most 4 KiB):
//   GET  /online/account                      -> {ok, signedIn, id, name, devices}
//   POST /online/account/register {name}      -> {ok, ceremony, options}   (signed in: a passkey for this account)
//   POST /online/account/register/verify {ceremony, response} -> {ok, ...account}  + session cookie
//   POST /online/account/signin               -> {ok, ceremony, options}
//   POST /online/account/signin/verify {ceremony, response}   -> {ok, ...account}  + session cookie
//   POST /online/account/signout {everywhere} -> {ok}
//   POST /online/account/code {page}          -> {ok, code, link, expiresAt, qr: {size, modules}}
//   POST /online/account/code/use {code}      -> {ok, ...account}  + session cookie
//   POST /online/account/devices/revoke {device} -> {ok}
//   GET  /online/account/tables               -> {ok, tables: [{table, token}]}
//   POST /online/account/seats {seats: [{table, token}]} -> {ok, added}
//   POST /online/account/seats/forget {table} -> {ok}
import crypto from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  generateRegistrationOptions, verifyRegistrationResponse,
  generateAuthenticationOptions, verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import QRCode from 'qrcode';
import { hashToken, isTableId } from './ids.mjs';
import { cleanName } from './names.mjs';
import { clientAddress } from './origin.mjs';
import { perAddress } from './rate_limit.mjs';
import { openAccountStore } from './accounts_store.mjs';
import { serveFile } from './static.mjs';
import { now as serverNow } from './archive.mjs';

// @simplewebauthn/browser's one-file bundle for the page (online/webauthn.js),
// from this server's own node_modules like the Colyseus client: same origin,
// so the page's CSP (script-src 'self') takes it, and nothing is vendored.
// (The package exports no subpaths: found from its main file, script/index.js.)
const webauthnBundle = path.join(path.dirname(createRequire(import.meta.url).resolve('@simplewebauthn/browser')), '../dist/bundle/index.umd.min.js');

export const COOKIE = 'tabula_session';
export const CODE_MS = 10 * 60 * 1000;           // a sign-in code lasts 10 minutes
const CEREMONY_MS = 5 * 60 * 1000;                // a passkey prompt answered within 5 minutes
const SESSION_IDLE_MS = 180 * 24 * 3600 * 1000;   // a device unused for 180 days is signed out
const TOUCH_MS = 60 * 1000;                       // "last used" written at most once a minute
const MAX_SEATS = 500;                            // an account's tables (finished ones included)
// Codes are read and typed by people: no 0/O, 1/I/L. 32 signs, 10 of them: 50 bits.
const CODE_SIGNS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

const newId = (bytes = 16) => crypto.randomBytes(bytes).toString('base64url');
function newCode() {
  let s = '';
  for (const b of crypto.randomBytes(CODE_LENGTH)) s += CODE_SIGNS[b % CODE_SIGNS.length];
  return s;
}
// What a person types back: any case, with or without the dash or spaces.
export const normalCode = (s) => String(s || '').toUpperCase().replace(/[^A-Z0-9]/g, '');
const shownCode = (c) => `${c.slice(0, 5)}-${c.slice(5)}`;

// A device's name in the list: its browser and system, from the User-Agent.
export function deviceName(ua = '') {
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\/|CriOS\//.test(ua) ? 'Chrome'
    : /Safari\//.test(ua) ? 'Safari' : 'Browser';
  const system = /Android/.test(ua) ? 'Android' : /iPhone/.test(ua) ? 'iPhone' : /iPad/.test(ua) ? 'iPad'
    : /Windows/.test(ua) ? 'Windows' : /Mac OS X|Macintosh/.test(ua) ? 'macOS' : /CrOS/.test(ua) ? 'ChromeOS' : /Linux/.test(ua) ? 'Linux' : '';
  return system ? `${browser} · ${system}` : browser;
}

function cookies(req) {
  const out = {};
  for (const part of String(req.headers.cookie || '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = part.slice(i + 1).trim();
  }
  return out;
}
// Secure where the page came over https (directly, or through a trusted proxy).
function overHttps(req) {
  return !!req.socket.encrypted || (!!process.env.TABULA_TRUST_PROXY && String(req.headers['x-forwarded-proto'] || '').split(',')[0].trim() === 'https');
}
function sessionCookie(req, value, maxAgeSeconds) {
  return `${COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${overHttps(req) ? '; Secure' : ''}`;
}

// The page's origin and the passkeys' relying party: the page that asks
// (its Origin, which origin.mjs already checked is ours) and its host name.
// An IP address is no RP ID: such a page signs in with a code.
function party(req) {
  const origin = req.headers.origin;
  if (!origin) return null;
  try {
    const u = new URL(origin);
    return { origin: u.origin, rpID: u.hostname };
  } catch { return null; }
}

// `now`: the server's clock (archive.mjs: a test moves it on with TABULA_CLOCK_SKEW_FILE).
// `changed(accountId)`: the account's seats or sessions changed (live.mjs
// tells its open pages).
export async function makeAccounts({ store, dir, now = serverNow, changed = () => {} }) {
  const accounts = await openAccountStore(store, dir);
  // The account routes, per address: 5 a second, bursts of 60. A page
  // opening the account screen asks ~8 of them, so several devices behind
  // one address (a household, a school) opened at once went past the old
  // 2 a second, burst 30 (the browser spec's six screens did, from
  // 127.0.0.1); guessing codes has its own, much tighter limit below.
  const allowed = perAddress({ perSecond: 5, burst: 60 });
  // Typing codes: a few tries a minute per address (50 bits against that).
  const codeTries = perAddress({ perSecond: 0.1, burst: 6 });
  const sweeper = setInterval(() => accounts.sweep(now()).catch(() => {}), 60 * 1000);
  sweeper.unref();

  // The session a request's cookie names, if it is live: {session, account}.
  async function signedIn(req) {
    const id = cookies(req)[COOKIE];
    if (!id || id.length > 100) return null;
    const s = await accounts.session(hashToken(id));
    if (!s) return null;
    const at = now();
    if (at - s.lastUsedAt > SESSION_IDLE_MS) return null;
    if (at - s.lastUsedAt > TOUCH_MS) await accounts.touch(s.idHash, at);
    const account = await accounts.account(s.account);
    return account ? { session: s, account } : null;
  }
  async function startSession(req, accountId, how) {
    const id = newId(32);
    await accounts.addSession({ idHash: hashToken(id), account: accountId, device: deviceName(req.headers['user-agent']), how, at: now() });
    return sessionCookie(req, id, Math.floor(SESSION_IDLE_MS / 1000));
  }
  // What account() says; a device's id is the start of its session's hash
  // (enough to name it in the list, never enough to be it).
  async function describe(me) {
    const sessions = await accounts.sessionsOf(me.account.id);
    return {
      signedIn: true, id: me.account.id, name: me.account.name,
      passkeys: (await accounts.passkeysOf(me.account.id)).length,
      devices: sessions.filter((s) => now() - s.lastUsedAt <= SESSION_IDLE_MS).map((s) => ({
        id: s.idHash.slice(0, 16), name: s.device, how: s.how, createdAt: s.createdAt, lastUsedAt: s.lastUsedAt,
        current: s.idHash === me.session.idHash,
      })),
    };
  }
  // A seat token's table and seat, checked against the tables' store.
  async function seatOf(table, token) {
    if (!isTableId(table) || typeof token !== 'string' || !token || token.length > 200) return null;
    const rec = await store.load(table);
    return rec && rec.seats.find((s) => s.tokenHash === hashToken(token)) ? rec : null;
  }

  async function route(p, req, res, readBody) {
    if (p === '/online/webauthn.js' && (req.method === 'GET' || req.method === 'HEAD')) { serveFile(webauthnBundle, req, res); return true; }
    if (!p.startsWith('/online/account')) return false;
    const json = (status, body, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers });
      res.end(JSON.stringify(body));
      return true;
    };
    const who = clientAddress(req);
    if (!allowed(who)) return json(429, { ok: false, reason: 'too many requests; wait a little' }, { 'Retry-After': '5' });
    let me;
    try { me = await signedIn(req); } catch (e) {
      return json(503, { ok: false, reason: `accounts cannot be read now (${e.message}); try again` }, { 'Retry-After': '2' });
    }
    if (p === '/online/account' && req.method === 'GET') return json(200, me ? { ok: true, ...(await describe(me)) } : { ok: true, signedIn: false, devices: [] });
    if (p === '/online/account/tables' && req.method === 'GET') {
      if (!me) return json(401, { ok: false, reason: 'not signed in' });
      return json(200, { ok: true, tables: await accounts.seatsOf(me.account.id) });
    }
    if (req.method !== 'POST') return json(404, { ok: false, reason: 'unknown request' });
    const raw = await readBody(req);
    if (raw.tooLarge) return json(413, { ok: false, reason: 'request too large' }, { Connection: 'close' });
    let body = {};
    if (raw.text) {
      try { body = JSON.parse(raw.text); } catch { return json(400, { ok: false, reason: 'the body must be JSON' }); }
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return json(400, { ok: false, reason: 'the body must be a JSON object' });
    try {
      return await post(p, req, body, me, json);
    } catch (e) {
      console.error('[accounts]', e);
      return json(503, { ok: false, reason: `accounts cannot be written now (${e.message}); try again` }, { 'Retry-After': '2' });
    }
  }

  async function post(p, req, body, me, json) {
    const rp = party(req);
    switch (p) {
      case '/online/account/register': {
        if (!rp) return json(400, { ok: false, reason: 'a passkey needs the page\'s origin' });
        const name = me ? me.account.name : cleanName(body.name);
        if (!name) return json(400, { ok: false, reason: 'a name is needed' });
        const accountId = me ? me.account.id : newId();
        const existing = me ? await accounts.passkeysOf(accountId) : [];
        const options = await generateRegistrationOptions({
          rpName: 'Tabula', rpID: rp.rpID, userName: name, userDisplayName: name,
          userID: new TextEncoder().encode(accountId), attestationType: 'none',
          excludeCredentials: existing.map((k) => ({ id: k.id, transports: k.transports })),
          authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        });
        const ceremony = newId();
        await accounts.addCeremony({ id: ceremony, kind: me ? 'add-passkey' : 'register', challenge: options.challenge, account: accountId, name, expiresAt: now() + CEREMONY_MS });
        return json(200, { ok: true, ceremony, options });
      }
      case '/online/account/register/verify': {
        const c = typeof body.ceremony === 'string' ? await accounts.takeCeremony(body.ceremony) : null;
        if (!c || !c.kind.match(/^(register|add-passkey)$/) || c.expiresAt < now()) return json(400, { ok: false, reason: 'this passkey request has expired; try again' });
        if (c.kind === 'add-passkey' && (!me || me.account.id !== c.account)) return json(403, { ok: false, reason: 'not signed in to this account' });
        if (!rp) return json(400, { ok: false, reason: 'a passkey needs the page\'s origin' });
        let v;
        try {
          v = await verifyRegistrationResponse({ response: body.response, expectedChallenge: c.challenge, expectedOrigin: rp.origin, expectedRPID: rp.rpID, requireUserVerification: false });
        } catch (e) { return json(400, { ok: false, reason: `the passkey was refused (${e.message})` }); }
        if (!v.verified || !v.registrationInfo) return json(400, { ok: false, reason: 'the passkey was refused' });
        const cred = v.registrationInfo.credential;
        if (c.kind === 'register') await accounts.createAccount(c.account, c.name, now());
        await accounts.addPasskey({ id: cred.id, account: c.account, publicKey: Buffer.from(cred.publicKey).toString('base64url'), counter: cred.counter, transports: cred.transports || body.response?.response?.transports || [] }, now());
        if (c.kind === 'add-passkey') return json(200, { ok: true, ...(await describe(me)) });
        const cookie = await startSession(req, c.account, 'passkey');
        return json(200, { ok: true, signedIn: true, id: c.account, name: c.name }, { 'Set-Cookie': cookie });
      }
      case '/online/account/signin': {
        if (!rp) return json(400, { ok: false, reason: 'a passkey needs the page\'s origin' });
        // No list of credentials: the device offers the passkeys it holds for this site.
        const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'preferred', allowCredentials: [] });
        const ceremony = newId();
        await accounts.addCeremony({ id: ceremony, kind: 'signin', challenge: options.challenge, expiresAt: now() + CEREMONY_MS });
        return json(200, { ok: true, ceremony, options });
      }
      case '/online/account/signin/verify': {
        const c = typeof body.ceremony === 'string' ? await accounts.takeCeremony(body.ceremony) : null;
        if (!c || c.kind !== 'signin' || c.expiresAt < now()) return json(400, { ok: false, reason: 'this passkey request has expired; try again' });
        const id = body.response && typeof body.response.id === 'string' ? body.response.id : '';
        const key = id && id.length < 1400 ? await accounts.passkey(id) : null;
        if (!key || !rp) return json(400, { ok: false, reason: 'this passkey belongs to no account here' });
        let v;
        try {
          v = await verifyAuthenticationResponse({
            response: body.response, expectedChallenge: c.challenge, expectedOrigin: rp.origin, expectedRPID: rp.rpID, requireUserVerification: false,
            credential: { id: key.id, publicKey: Buffer.from(key.publicKey, 'base64url'), counter: key.counter, transports: key.transports },
          });
        } catch (e) { return json(400, { ok: false, reason: `the passkey was refused (${e.message})` }); }
        if (!v.verified) return json(400, { ok: false, reason: 'the passkey was refused' });
        await accounts.usePasskey(key.id, v.authenticationInfo.newCounter, now());
        const account = await accounts.account(key.account);
        if (!account) return json(400, { ok: false, reason: 'this passkey belongs to no account here' });
        const cookie = await startSession(req, account.id, 'passkey');
        return json(200, { ok: true, signedIn: true, id: account.id, name: account.name }, { 'Set-Cookie': cookie });
      }
      case '/online/account/signout': {
        const clear = { 'Set-Cookie': sessionCookie(req, '', 0) };
        if (!me) return json(200, { ok: true }, clear);
        if (body.everywhere === true) await accounts.revokeAll(me.account.id, now());
        else await accounts.revoke(me.session.idHash, me.account.id, now());
        changed(me.account.id);
        return json(200, { ok: true }, clear);
      }
      case '/online/account/code': {
        if (!me) return json(401, { ok: false, reason: 'not signed in' });
        const code = newCode();
        const expiresAt = now() + CODE_MS;
        await accounts.addCode(hashToken(code), me.account.id, expiresAt);
        // The code rides in the link's fragment: never sent to a server, never in a log.
        const origin = rp ? rp.origin : `http://${req.headers.host}`;
        const page = typeof body.page === 'string' && body.page.startsWith('/') && !body.page.startsWith('//') && body.page.length < 200 ? body.page : '/';
        const link = `${origin}${page}#code=${shownCode(code)}`;
        const qr = QRCode.create(link, { errorCorrectionLevel: 'M' });
        const modules = Array.from(qr.modules.data, (b) => (b ? '1' : '0')).join('');
        return json(200, { ok: true, code: shownCode(code), link, expiresAt, qr: { size: qr.modules.size, modules } });
      }
      case '/online/account/code/use': {
        if (!codeTries(clientAddress(req))) return json(429, { ok: false, reason: 'too many codes tried; wait a minute' }, { 'Retry-After': '60' });
        const code = normalCode(body.code);
        if (code.length !== CODE_LENGTH) return json(400, { ok: false, reason: 'a code has 10 letters and digits' });
        const accountId = await accounts.useCode(hashToken(code), now());
        const account = accountId && await accounts.account(accountId);
        if (!account) return json(403, { ok: false, reason: 'this code is unknown, used already or expired' });
        const cookie = await startSession(req, account.id, 'code');
        return json(200, { ok: true, signedIn: true, id: account.id, name: account.name }, { 'Set-Cookie': cookie });
      }
      case '/online/account/devices/revoke': {
        if (!me) return json(401, { ok: false, reason: 'not signed in' });
        const d = typeof body.device === 'string' ? body.device : '';
        const s = (await accounts.sessionsOf(me.account.id)).find((x) => d.length === 16 && x.idHash.startsWith(d));
        if (!s) return json(404, { ok: false, reason: 'no such device' });
        await accounts.revoke(s.idHash, me.account.id, now());
        changed(me.account.id);
        return json(200, { ok: true, ...(await describe(me)) });
      }
      case '/online/account/seats': {
        if (!me) return json(401, { ok: false, reason: 'not signed in' });
        const seats = Array.isArray(body.seats) ? body.seats.slice(0, 40) : null;
        if (!seats) return json(400, { ok: false, reason: 'seats must be a list of {table, token}' });
        const have = await accounts.seatsOf(me.account.id);
        let added = 0;
        for (const s of seats) {
          if (!s || have.length + added >= MAX_SEATS) break;
          // Only a token the table knows: an account cannot claim a seat by its table's id.
          if (!(await seatOf(s.table, s.token))) continue;
          await accounts.addSeat(me.account.id, s.table, s.token, now());
          added += 1;
        }
        if (added) changed(me.account.id);
        return json(200, { ok: true, added });
      }
      case '/online/account/seats/forget': {
        if (!me) return json(401, { ok: false, reason: 'not signed in' });
        if (!isTableId(body.table)) return json(404, { ok: false, reason: 'no such table' });
        if (await accounts.dropSeat(me.account.id, body.table)) changed(me.account.id);
        return json(200, { ok: true });
      }
      default:
        return json(404, { ok: false, reason: 'unknown request' });
    }
  }

  return {
    route,
    store: accounts,
    signedIn,
    startSession, // e-mail sign-in (account_mail.mjs) opens the same sessions
    codeTries,
    async close() { clearInterval(sweeper); await accounts.close(); },
  };
}

