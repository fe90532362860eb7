// Notify me: the bell, this device's push subscription per seat.
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

// ---- Notify me: permission asked only from this button (issue 24 §2) ----
// Offered once the player sits at an online table. With permission given,
// this browser's push subscription is registered for each of its seats
// (server: POST online/tables/:id/push), so the server can say "your turn"
// with the page closed; the page itself notifies while it is hidden.
var notifyBtn = null;
var pushKey = null;
function pushable() { return !!(window.Notification && navigator.serviceWorker && window.PushManager); }
function subscribeSeat(table) {
  var token = storage(TOKEN_KEY + table);
  if (!token || !pushable() || Notification.permission !== 'granted') return Promise.resolve(false);
  var key = pushKey || (pushKey = http('GET', 'online/push/key').then(function (r) { if (!r.ok) pushKey = null; return r; }));
  return Promise.all([key, navigator.serviceWorker.ready]).then(function (got) {
    var k = got[0], reg = got[1];
    if (!k.ok) throw new Error(k.reason);
    return reg.pushManager.getSubscription().then(function (sub) {
      return sub || reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: k.key });
    });
  }).then(function (sub) {
    return http('POST', 'online/tables/' + encodeURIComponent(table) + '/push', { token: token, subscription: sub.toJSON(), lang: lang() });
  }).then(function (r) {
    if (r.ok) remember(table, { push: true });
    return !!r.ok;
  }).catch(function (e) { console.warn('online: no push subscription', e); return false; });
}
// What is left to offer at this table: notifications on this device
// (not yet allowed and subscribed) and an e-mail address (where the
// server sends mail and none is left).
function offers(table) {
  var k = known()[table] || {};
  return {
    device: pushable() && Notification.permission !== 'denied' && !(Notification.permission === 'granted' && k.push),
    mail: mailOn && !k.mail
  };
}
function notifyButton() {
  var tools = document.querySelector('.chrome .tools');
  var v = conn.view;
  var t0 = conn.table;
  var o = t0 ? offers(t0) : {};
  var show = !!(t0 && v && v.seat >= 0 && !v.over && (o.device || o.mail));
  if (t0 && v && v.seat >= 0 && pushable() && Notification.permission === 'granted' && !(known()[t0] || {}).push && !subscribing[t0]) {
    subscribing[t0] = true;  // allowed before: this seat too, without asking again
    subscribeSeat(t0).then(function () { delete subscribing[t0]; notifyButton(); });
  }
  if (!notifyBtn && (!show || !tools)) return;
  if (!notifyBtn) {
    // A bell (the top bar has no room for words on a phone).
    var svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('viewBox', '0 0 24 24'); svg.setAttribute('width', '22'); svg.setAttribute('height', '22'); svg.setAttribute('aria-hidden', 'true');
    var path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    path.setAttribute('fill', 'currentColor');
    path.setAttribute('d', 'M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1z');
    svg.appendChild(path);
    notifyBtn = el('button', { type: 'button', id: 'online-notify', on: { click: function () { if (conn.table) lobby.notify(conn.table); } } }, [svg]);
    tools.insertBefore(notifyBtn, tools.firstChild);
  }
  notifyBtn.setAttribute('aria-label', t('notify'));
  notifyBtn.title = t('notify_help');
  notifyBtn.hidden = !show;
}
// The device's permission, asked only here: from the player's own press.
function allowDevice(table) {
  return Notification.requestPermission().then(function (p) {
    if (p === 'granted') return subscribeSeat(table).then(function (ok) { if (ok) notice(t('notify_on')); return ok; });
    if (p === 'denied') notice(t('notify_denied'));
    return false;
  });
}
var subscribing = {};
// E-mail me: only where the server sends mail (online/health says mail).
var mailOn = false;
