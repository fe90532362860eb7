// What every part uses: the page's address, where this browser keeps its
// seats, small DOM and HTTP helpers.
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

var params = new URLSearchParams(location.search);
var TOKEN_KEY = 'tabula.online.';  // + table id: the seat token, kept by this browser
var LAST_KEY = 'tabula.online-last';  // before "My tables": the one table remembered (migrated, then removed)
var TABLES_KEY = 'tabula.online-tables';  // "My tables": what this browser last knew of each of its tables
var CHAT_KEY = 'tabula.online-chat.';  // + table id: this browser's muted seats and lines read there (chat.js)
var TABLE_ID = /^[A-Za-z0-9_-]{16,64}$/;  // server/src/ids.mjs isTableId
var MOVED = 4010;  // close code: this table's room moved to another server process (server/src/table_room.mjs)

// ---- small helpers ----
function el(tag, attrs, children) {
  var e = document.createElement(tag);
  Object.keys(attrs || {}).forEach(function (k) {
    if (k === 'text') e.textContent = attrs[k];
    else if (k === 'on') Object.keys(attrs.on).forEach(function (ev) { e.addEventListener(ev, attrs.on[ev]); });
    else if (attrs[k] !== false && attrs[k] != null) e.setAttribute(k, attrs[k] === true ? '' : attrs[k]);
  });
  (children || []).forEach(function (c) { if (c) e.appendChild(typeof c === 'string' ? document.createTextNode(c) : c); });
  return e;
}
// A script our server serves from its own node_modules (online/colyseus.js,
// online/webauthn.js), loaded once when first needed: resolves to the global
// it defines (window[name]); a failed load may be tried again.
var scriptPromises = {};
function loadScriptOnce(src, name) {
  if (!scriptPromises[src]) {
    scriptPromises[src] = new Promise(function (resolve, reject) {
      if (window[name]) return resolve(window[name]);
      var s = el('script', { src: src });
      s.onload = function () { window[name] ? resolve(window[name]) : reject(new Error('no ' + name + ' in ' + src)); };
      s.onerror = function () { delete scriptPromises[src]; reject(new Error('could not load ' + src)); };
      document.head.appendChild(s);
    });
  }
  return scriptPromises[src];
}
function storage(key, value) {
  try {
    if (value === undefined) return localStorage.getItem(key);
    if (value === null) localStorage.removeItem(key); else localStorage.setItem(key, value);
  } catch (e) { /* storage blocked: the seat lasts as long as the tab */ }
  return null;
}
function notice(text) {
  if (window.tabulaPage && window.tabulaPage.notice) window.tabulaPage.notice(text);
}
function http(method, path, body) {
  return fetch(path, {
    method: method, cache: 'no-store',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined
  }).then(function (r) {
    return r.json().catch(function () { return { ok: false, reason: t('http_error', { status: r.status }) }; }).then(function (j) {
      // The status, for a caller that tries again (enter(): 429, 5xx), kept
      // out of the answer's own fields (callers pass answers on whole).
      if (j && typeof j === 'object') Object.defineProperty(j, 'status', { value: r.status });
      // The server's refusals for too many requests are English words for
      // logs; a player reads them in their own language.
      if (r.status === 429 && j && typeof j === 'object') j.reason = t('busy');
      return j;
    });
  }, function (e) {
    var j = { ok: false, reason: t('offline') + ' (' + (e && e.message || e) + ')' };
    Object.defineProperty(j, 'status', { value: 0 });  // no answer at all
    return j;
  });
}
function inviteLink(table) {
  return location.origin + location.pathname + '?table=' + encodeURIComponent(table);
}
function setUrlTable(table) {
  var p = new URLSearchParams(location.search);
  if (table) p.set('table', table); else p.delete('table');
  var q = p.toString();
  history.replaceState(null, '', location.pathname + (q ? '?' + q : '') + location.hash);
}
