// Accounts (issue 33 §1): a passkey makes this browser's seats an account's,
// and every device of the account gets them (server/src/accounts.mjs). A
// guest never meets any of this: nothing is asked of the server until the
// player opens the account screen, and ACCOUNT_KEY says whether this
// browser is signed in (the session cookie itself is HttpOnly).
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

var ACCOUNT_KEY = 'tabula.online.account';  // the signed-in account's id (no secret: the cookie is the session)
// The last answer of GET online/account: {signedIn, id, name, devices, passkeys}.
var accountNow = { signedIn: false, devices: [] };
function accountId() { return storage(ACCOUNT_KEY) || ''; }

// @simplewebauthn/browser, served by our server from its own node_modules
// (online/webauthn.js, its UMD bundle): loaded the first time a passkey is used.
function webauthn() { return loadScriptOnce('online/webauthn.js', 'SimpleWebAuthnBrowser'); }
// A passkey needs a secure page reached by a domain name (not an IP address).
function passkeysHere() {
  var h = location.hostname;
  return !!(window.PublicKeyCredential && window.isSecureContext && !/^[0-9.]+$/.test(h) && h.indexOf(':') < 0 && h.charAt(0) !== '[');
}

// The account as the server knows it now; a session the server no longer
// knows (signed out everywhere, revoked from another device) signs this
// browser out too.
function account() {
  return http('GET', 'online/account').then(function (r) {
    if (!r || !r.ok) return accountNow;
    if (!r.signedIn && accountId()) leaveAccount();
    accountNow = { signedIn: !!r.signedIn, id: r.id || null, name: r.name || null, devices: r.devices || [], passkeys: r.passkeys || 0 };
    if (r.signedIn) storage(ACCOUNT_KEY, r.id);
    return accountNow;
  });
}
function publicAccount(a) {
  return { signedIn: a.signedIn, id: a.id || null, name: a.name || null, devices: (a.devices || []).map(function (d) {
    return { id: d.id, name: d.name, how: d.how, createdAt: d.createdAt, lastUsedAt: d.lastUsedAt, current: !!d.current };
  }) };
}

// This browser's seats go to the account (the server keeps each one whose
// token its table knows), then the account's seats come to this browser.
function localSeats() {
  var all = known();
  return Object.keys(all).map(function (table) { return { table: table, token: storage(TOKEN_KEY + table) }; })
    .filter(function (s) { return s.token; });
}
function giveSeats(seats) {
  if (!accountId() || !seats.length) return Promise.resolve(0);
  var chunks = [];
  for (var i = 0; i < seats.length; i += 40) chunks.push(seats.slice(i, i + 40));
  return Promise.all(chunks.map(function (c) { return http('POST', 'online/account/seats', { seats: c }); })).then(function (rs) {
    seats.forEach(function (s) { if (known()[s.table]) remember(s.table, { account: true }); });
    return rs.reduce(function (n, r) { return n + (r && r.ok ? r.added : 0); }, 0);
  });
}
function takeSeats() {
  if (!accountId()) return Promise.resolve();
  return http('GET', 'online/account/tables').then(function (r) {
    if (r && r.reason === 'not signed in') { leaveAccount(); return; }
    if (!r || !r.ok) return;
    r.tables.forEach(function (s) {
      storage(TOKEN_KEY + s.table, s.token);
      if (!known()[s.table]) remember(s.table, { lastMoveAt: 0, account: true });
      else remember(s.table, { account: true });
    });
  });
}
// One seat just taken here (a join, a rematch): the account's too.
function accountSeat(table, token) {
  if (accountId() && token) giveSeats([{ table: table, token: token }]);
}
// Signed in here: this browser's seats and the account's meet.
function joinedAccount(r) {
  if (!r || !r.ok) return r;
  storage(ACCOUNT_KEY, r.id);
  return giveSeats(localSeats()).then(takeSeats).then(account).then(function (a) {
    notice(t('account_welcome', { name: a.name || r.name }));
    if (startEl) startRefreshed = false;
    startPanel();
    liveCheck();  // the live stream now carries the account's tables (live.js)
    return { ok: true, account: publicAccount(a) };
  });
}
// Signed out (here, everywhere, or from another device): the account's
// tables leave this browser; they stay the account's on the server.
function leaveAccount() {
  storage(ACCOUNT_KEY, null);
  var all = known();
  Object.keys(all).forEach(function (table) { if (all[table].account) forget(table); });
  accountNow = { signedIn: false, devices: [] };
  startPanel();
  liveCheck();
}

// A passkey's answer, or {ok:false, reason} ('cancelled' when the person
// closed the prompt).
function passkeyFailed(e) {
  var name = e && e.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return { ok: false, reason: t('account_cancelled'), cancelled: true };
  return { ok: false, reason: String((e && e.message) || e) };
}
function register(name) {
  if (!passkeysHere()) return Promise.resolve({ ok: false, reason: t('account_no_passkey') });
  var adding = !!accountId();
  return http('POST', 'online/account/register', { name: String(name || '') }).then(function (r) {
    if (!r.ok) return r;
    return webauthn().then(function (W) { return W.startRegistration({ optionsJSON: r.options }); }).then(function (response) {
      return http('POST', 'online/account/register/verify', { ceremony: r.ceremony, response: response });
    }, passkeyFailed);
  }).then(function (r) {
    if (!r || !r.ok) return r;
    if (adding) return account().then(function (a) { notice(t('account_passkey_added')); return { ok: true, account: publicAccount(a) }; });
    return joinedAccount(r);
  });
}
function signIn() {
  if (!passkeysHere()) return Promise.resolve({ ok: false, reason: t('account_no_passkey') });
  return http('POST', 'online/account/signin', {}).then(function (r) {
    if (!r.ok) return r;
    return webauthn().then(function (W) { return W.startAuthentication({ optionsJSON: r.options }); }).then(function (response) {
      return http('POST', 'online/account/signin/verify', { ceremony: r.ceremony, response: response });
    }, passkeyFailed);
  }).then(joinedAccount);
}
function signOut(opts) {
  var everywhere = !!(opts && opts.everywhere);
  return http('POST', 'online/account/signout', { everywhere: everywhere }).then(function (r) {
    if (!r.ok) return r;
    leaveAccount();
    notice(t('account_signed_out'));
    return { ok: true };
  });
}
function addDevice() {
  return http('POST', 'online/account/code', { page: location.pathname }).then(function (r) {
    if (!r.ok) return r;
    return { ok: true, code: r.code, link: r.link, expiresAt: r.expiresAt, qr: r.qr };
  });
}
function useCode(code) {
  return http('POST', 'online/account/code/use', { code: String(code || '') }).then(function (r) {
    if (!r.ok) return { ok: false, reason: /unknown|expired|used/.test(r.reason || '') ? t('account_code_wrong') : r.reason };
    return joinedAccount(r);
  });
}
function revokeDevice(device) {
  return http('POST', 'online/account/devices/revoke', { device: String(device || '') }).then(function (r) {
    if (r.ok) return account().then(function () { return { ok: true }; });
    return r;
  });
}

// Signing in by e-mail (server/src/account_mail.mjs), where a passkey
// cannot be used: the account's address, confirmed by a link mailed to it.
function accountEmail() { return http('GET', 'online/account/email'); }
function setAccountEmail(address) {
  return http('POST', 'online/account/email', { address: String(address || '').trim(), lang: lang() });
}
// "Send me a sign-in link": the server answers the same for any address
// (nobody learns who has an account), so the page says the same too.
function mailSignin(address) {
  return http('POST', 'online/account/email/signin', { address: String(address || '').trim(), lang: lang() }).then(function (r) {
    if (r.ok) notice(t('account_mail_sent'));
    return r;
  });
}
function useMailLink(token) {
  return http('POST', 'online/account/email/use', { token: token }).then(function (r) {
    if (!r.ok) return { ok: false, reason: r.why === 'used' ? t('account_mail_used') : r.why === 'expired' ? t('account_mail_expired') : t('account_mail_unknown') };
    return joinedAccount(r);
  });
}

// A link from "Add a device" (#code=XXXXX-XXXXX): signs this browser in,
// and the code leaves the address bar at once.
// A mailed sign-in link (#signin=…) does the same with its token.
function codeFromLink() {
  var mail = /(?:^#|&)signin=([A-Za-z0-9_-]{16,100})(?:&|$)/.exec(location.hash);
  if (mail) {
    history.replaceState(null, '', location.pathname + location.search);
    return useMailLink(mail[1]).then(function (r) { if (!r.ok) notice(r.reason); return r; });
  }
  var m = /(?:^#|&)code=([A-Za-z0-9-]{10,12})(?:&|$)/.exec(location.hash);
  if (!m) return null;
  history.replaceState(null, '', location.pathname + location.search);
  return useCode(m[1]).then(function (r) { if (!r.ok) notice(r.reason); return r; });
}

// A QR code (modules from the server: the qrcode package) drawn as SVG
// squares, with its quiet zone; no markup is parsed.
function qrSvg(qr, label) {
  var NS = 'http://www.w3.org/2000/svg';
  var n = qr.size, q = 4;
  var svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', '0 0 ' + (n + 2 * q) + ' ' + (n + 2 * q));
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('class', 'online-qr');
  svg.setAttribute('shape-rendering', 'crispEdges');
  var bg = document.createElementNS(NS, 'rect');
  bg.setAttribute('width', n + 2 * q); bg.setAttribute('height', n + 2 * q); bg.setAttribute('fill', '#fff');
  svg.appendChild(bg);
  var d = '';
  for (var y = 0; y < n; y++) for (var x = 0; x < n; x++) if (qr.modules.charAt(y * n + x) === '1') d += 'M' + (x + q) + ' ' + (y + q) + 'h1v1h-1z';
  var path = document.createElementNS(NS, 'path');
  path.setAttribute('d', d); path.setAttribute('fill', '#000');
  svg.appendChild(path);
  return svg;
}

// Forget (My tables' button, forget()): signed in, the account lets the
// table go too, or it would come back with the next list.
function forgetSeat(table) {
  if (accountId() && (known()[table] || {}).account) http('POST', 'online/account/seats/forget', { table: table });
  forget(table);
}
