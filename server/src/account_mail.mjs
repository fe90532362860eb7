// Signing in by e-mail (issue 33 §1), for where a passkey cannot be used:
// an account keeps one address, confirmed for that account by a one-use
// link (24 hours) before anything else is sent to it; then, on a device
// that is not signed in, "Send me a sign-in link" mails that address a
// one-use link (SIGNIN_LINK_MS) that opens a session like the add-device
// code's. Only when the server sends mail (mail.mjs: TABULA_SMTP_URL and
// TABULA_PUBLIC_URL; every link from the public address, never a request's
// Host or Origin).
//
// - The page gets the same answer whether or not the address belongs to an
//   account (no one learns who has an account here), and the mail goes out
//   after the answer, so its time tells nothing either.
// - Limits: asking a link, SIGNIN_ASKS_PER_CLIENT an hour per client
//   address (refused openly: that says nothing of the address);
//   SIGNIN_MAILS_AN_HOUR links per recipient (past it nothing is sent and
//   the answer is the same); confirmation mails share mail_book.mjs's limits.
// - The link's token is kept as a hash in the accounts' one-use codes
//   (accounts_store.mjs), so "sign out everywhere" voids it like a code.
// - A stop link in any of our mails deletes the account's address too.
//
// Routes (JSON, except the confirmation pages):
//   GET  /online/account/email                 -> {ok, mail, address, confirmed}   (signed in)
//   POST /online/account/email {address, lang} -> {ok, confirmed, sent}          ("" forgets it)
//   POST /online/account/email/signin {address, lang} -> {ok, sent: true}       (always, see above)
//   POST /online/account/email/use {token}     -> {ok, ...account} + session cookie
//   GET  /online/mail/account?t=…&lang=…       a page with one button (scanners confirm nothing)
//   POST /online/mail/account  t=… (form)      the address is confirmed for its account
import { hashToken, newToken } from './ids.mjs';
import { ADDRESS, CONFIRM_MS } from './mail_book.mjs';
import { esc, page } from './mail_pages.mjs';
import { langOf } from './mail_words.mjs';
import { clientAddress } from './origin.mjs';
import { now as serverNow } from './archive.mjs';

export const SIGNIN_LINK_MS = 15 * 60 * 1000;
export const SIGNIN_MAILS_AN_HOUR = 3;
export const SIGNIN_ASKS_PER_CLIENT = 10;
const HOUR = 3600 * 1000;

// `accounts`: accounts.mjs; `notify`: notify.mjs (its mailer and mail book).
export function makeAccountMail({ accounts, notify, now = serverNow }) {
  const { mailer, book } = notify;
  const sql = notify.nstore.sql;
  const perClient = new Map(); // client address -> [times it asked a link]

  function clientMay(who, t) {
    const recent = (perClient.get(who) || []).filter((x) => t - x < HOUR);
    const ok = recent.length < SIGNIN_ASKS_PER_CLIENT;
    if (ok) recent.push(t);
    perClient.set(who, recent);
    if (perClient.size > 10000) for (const k of perClient.keys()) { perClient.delete(k); if (perClient.size <= 5000) break; }
    return ok;
  }
  // One more sign-in mail to recipient `key` this hour (compare-and-set, so
  // two processes cannot both pass the limit).
  async function claimSignin(key, t) {
    await sql.run('INSERT INTO signin_asks (recipient) VALUES ($1) ON CONFLICT (recipient) DO NOTHING', [key]);
    for (let tries = 0; tries < 5; tries++) {
      const r = (await sql.rows('SELECT asks FROM signin_asks WHERE recipient = $1', [key]))[0];
      const recent = JSON.parse(r.asks).filter((x) => t - x < HOUR);
      if (recent.length >= SIGNIN_MAILS_AN_HOUR) return false;
      if ((await sql.run('UPDATE signin_asks SET asks = $1 WHERE recipient = $2 AND asks = $3', [JSON.stringify([...recent, t]), key, r.asks])) === 1) return true;
    }
    return false;
  }
  const mine = async (accountId) => (await sql.rows('SELECT address, confirmed_at FROM account_mail WHERE account_id = $1', [accountId]))[0];

  async function confirmPage(url, req, res, readBody) {
    if (req.method === 'GET') {
      const t = url.searchParams.get('t') || '';
      page(res, 200, url.searchParams.get('lang'), (w) => `<p>${esc(w.accountConfirmHelp)}</p><form method="post" action="account"><input type="hidden" name="t" value="${esc(t)}"><button type="submit">${esc(w.accountConfirm)}</button></form>`);
      return true;
    }
    if (req.method !== 'POST') return false;
    const raw = await readBody(req);
    const t = raw.tooLarge ? '' : new URLSearchParams(raw.text).get('t') || '';
    const h = t && t.length <= 100 ? hashToken(t) : '';
    const r = h && (await sql.rows('SELECT account_id, recipient, lang, expires_at FROM account_mail WHERE token = $1', [h]))[0];
    const at = now();
    // One use: the token goes with the first request that confirms it.
    const ok = !!r && Number(r.expires_at) >= at
      && (await sql.run('UPDATE account_mail SET confirmed_at = $1, token = NULL WHERE token = $2', [at, h])) === 1;
    // The mailbox's owner chose this account: no other account signs in by it.
    if (ok) await sql.run('DELETE FROM account_mail WHERE recipient = $1 AND account_id <> $2', [r.recipient, r.account_id]);
    page(res, ok ? 200 : 410, r ? r.lang : 'en', (w) => `<p>${esc(ok ? w.accountConfirmed : w.accountBad)}</p>`);
    return true;
  }

  async function route(p, req, res, readBody) {
    if (p === '/online/mail/account' && mailer) return confirmPage(new URL(req.url, 'http://x'), req, res, readBody);
    if (!p.startsWith('/online/account/email')) return false;
    const json = (status, body, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers });
      res.end(JSON.stringify(body));
      return true;
    };
    let me;
    try { me = await accounts.signedIn(req); } catch (e) {
      return json(503, { ok: false, reason: `accounts cannot be read now (${e.message}); try again` }, { 'Retry-After': '2' });
    }
    if (p === '/online/account/email' && req.method === 'GET') {
      if (!me) return json(401, { ok: false, reason: 'not signed in' });
      const m = await mine(me.account.id);
      return json(200, { ok: true, mail: !!mailer, address: m ? m.address : '', confirmed: !!(m && m.confirmed_at != null) });
    }
    if (req.method !== 'POST') return json(404, { ok: false, reason: 'unknown request' });
    if (!mailer) return json(404, { ok: false, reason: 'this server sends no e-mail (it needs TABULA_SMTP_URL and TABULA_PUBLIC_URL)' });
    const raw = await readBody(req);
    if (raw.tooLarge) return json(413, { ok: false, reason: 'request too large' }, { Connection: 'close' });
    let body;
    try { body = JSON.parse(raw.text || '{}'); } catch { return json(400, { ok: false, reason: 'the body must be JSON' }); }
    if (!body || typeof body !== 'object') return json(400, { ok: false, reason: 'the body must be a JSON object' });
    const who = clientAddress(req);
    try {
      switch (p) {
        case '/online/account/email': {
          if (!me) return json(401, { ok: false, reason: 'not signed in' });
          const address = typeof body.address === 'string' ? body.address.trim() : null;
          if (address === '') {
            await sql.run('DELETE FROM account_mail WHERE account_id = $1', [me.account.id]);
            return json(200, { ok: true, confirmed: false, sent: false });
          }
          if (!address || address.length > 254 || !ADDRESS.test(address)) return json(400, { ok: false, reason: 'address must be an e-mail address like anna@example.org ("" to forget it)' });
          const key = book.keyOf(address);
          const had = (await sql.rows('SELECT recipient, confirmed_at FROM account_mail WHERE account_id = $1', [me.account.id]))[0];
          if (had && had.recipient === key && had.confirmed_at != null) {
            await sql.run('UPDATE account_mail SET address = $1, lang = $2 WHERE account_id = $3', [address, langOf(body.lang), me.account.id]);
            return json(200, { ok: true, confirmed: true, sent: false });
          }
          if (!(await book.mayConfirm(key, who)))
            return json(429, { ok: false, reason: 'this address was sent as many confirmation mails as it takes for now: confirm one of them, or try again tomorrow' });
          const token = newToken();
          await sql.run(`INSERT INTO account_mail (account_id, recipient, address, lang, confirmed_at, token, expires_at) VALUES ($1, $2, $3, $4, NULL, $5, $6)
            ON CONFLICT (account_id) DO UPDATE SET recipient = EXCLUDED.recipient, address = EXCLUDED.address, lang = EXCLUDED.lang,
            confirmed_at = NULL, token = EXCLUDED.token, expires_at = EXCLUDED.expires_at`,
          [me.account.id, key, address, langOf(body.lang), hashToken(token), now() + CONFIRM_MS]);
          await mailer.account({ to: address, lang: langOf(body.lang), token, stopQuery: book.stopQuery(key) });
          return json(200, { ok: true, confirmed: false, sent: true });
        }
        case '/online/account/email/signin': {
          if (!clientMay(who, now())) return json(429, { ok: false, reason: 'too many sign-in links asked from here; try again in an hour' }, { 'Retry-After': '600' });
          const address = typeof body.address === 'string' ? body.address.trim() : '';
          if (address.length > 254 || !ADDRESS.test(address)) return json(400, { ok: false, reason: 'address must be an e-mail address like anna@example.org' });
          const key = book.keyOf(address);
          const m = (await sql.rows('SELECT account_id, address, lang FROM account_mail WHERE recipient = $1 AND confirmed_at IS NOT NULL', [key]))[0];
          const account = m && await accounts.store.account(m.account_id);
          if (account && await claimSignin(key, now())) {
            const token = newToken();
            await accounts.store.addCode(hashToken(token), account.id, now() + SIGNIN_LINK_MS);
            // To the address as its owner confirmed it, in the language they confirmed it in; after the answer.
            setImmediate(() => mailer.signin({ to: m.address, lang: m.lang, name: account.name, token, stopQuery: book.stopQuery(key) })
              .catch((e) => console.error('[mail] sign-in link:', e.message)));
          }
          return json(200, { ok: true, sent: true });
        }
        case '/online/account/email/use': {
          if (!accounts.codeTries(who)) return json(429, { ok: false, reason: 'too many codes tried; wait a minute' }, { 'Retry-After': '60' });
          const token = typeof body.token === 'string' && body.token.length <= 100 ? body.token : '';
          const h = hashToken(token);
          const accountId = token ? await accounts.store.useCode(h, now()) : null;
          const account = accountId && await accounts.store.account(accountId);
          if (!account) {
            const why = token ? await accounts.store.codeState(h, now()) : null;
            return json(why === 'expired' ? 410 : 403, { ok: false, why: why || 'unknown',
              reason: why === 'used' ? 'this sign-in link was used already; ask for a new one'
                : why === 'expired' ? 'this sign-in link has expired (links work for 15 minutes); ask for a new one'
                  : 'this sign-in link is not known here; ask for a new one' });
          }
          const cookie = await accounts.startSession(req, account.id, 'mail');
          return json(200, { ok: true, signedIn: true, id: account.id, name: account.name }, { 'Set-Cookie': cookie });
        }
        default:
          return json(404, { ok: false, reason: 'unknown request' });
      }
    } catch (e) {
      console.error('[account mail]', e);
      return json(503, { ok: false, reason: `accounts cannot be written now (${e.message}); try again` }, { 'Retry-After': '2' });
    }
  }
  return { route };
}
