// "Play again" at the end of an online game.
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

// ---- "Play again" at the end of an online game (issue 24 §4) ----
// A panel over the end of the game for a seated player: "Play again", or,
// once someone asked, "Anna wants to play again — Join". Either press
// takes this player's reserved seat at the one rematch (the old seat
// token is the new seat's too, so no name is asked).
var againEl = null;
var peeked = {};
function peekRematch(table) {
  var token = storage(TOKEN_KEY + table);
  if (!token) return Promise.resolve(null);
  return http('POST', 'online/tables/' + encodeURIComponent(table) + '/rematch', { token: token, peek: true }).then(function (r) {
    if (r && r.ok && r.table) remember(table, { rematch: r.table, rematchBy: r.by || '' });
    return r;
  });
}
function againButton(table, text) {
  var b = el('button', { type: 'button', class: 'online-again', 'data-table': table, text: text, on: { click: function () {
    b.disabled = true;
    lobby.close();
    if (startEl) startEl.hidden = true;
    api.rematch({ table: table }).then(function (r) {
      b.disabled = false;
      if (!r.ok) notice(t('server_error', { reason: r.reason }));
    });
  } } });
  return b;
}
// A table not started whose every person's seat is already held: a
// rematch, its seats kept for their players (server/src/rematch.mjs).
function kept(v) {
  return !v.started && v.seats.some(function (s) { return !s.bot; }) && v.seats.every(function (s) { return s.bot || s.name; });
}
function againPanel() {
  var v = conn.view;
  var show = !!(conn.table && conn.room && v && v.over && v.seat >= 0 && v.table === conn.table);
  if (!show) { if (againEl) againEl.hidden = true; clearInterval(againTimer); againTimer = null; return; }
  var k = known()[conn.table] || {};
  if (!k.rematch && !peeked[conn.table]) {
    peeked[conn.table] = true;
    peekRematch(conn.table).then(function (r) { if (r && r.table) againPanel(); });
  }
  if (!againEl) {
    againEl = el('div', { id: 'online-again', role: 'region', 'aria-live': 'polite' });
    document.body.appendChild(againEl);
  }
  var mine = (v.seats[v.seat] || {}).name;
  var said = !k.rematch ? '' : k.rematchBy && k.rematchBy !== mine ? t('rematch_wants', { name: k.rematchBy }) : t('rematch_ready');
  againEl.setAttribute('aria-label', t('play_again'));
  againEl.textContent = '';
  if (said) againEl.appendChild(el('span', { class: 'said', text: said }));
  againEl.classList.toggle('invited', !!said);
  againEl.appendChild(againButton(conn.table, k.rematch ? t('rematch_join') : t('play_again')));
  againEl.hidden = false;
  placeAgain();
  // The App's end screen moves (its tabs, scrolling): follow it while shown.
  if (!againTimer) againTimer = setInterval(placeAgain, 400);
}
// Online, the App's own "Play again" (drawn on the canvas, for a local
// game) is covered by this one, exactly where the player looks for it;
// where the App shows none (another tab of its end panel), bottom centre.
var againTimer = null;
function placeAgain() {
  if (!againEl || againEl.hidden) return;
  var L = {};
  try { L = window.tabula.layout() || {}; } catch (e) { /* before the wasm runs */ }
  var r = L.play_again;
  var on = !!(r && r.w >= 44 && r.h >= 40);
  againEl.classList.toggle('on-app', on);
  againEl.style.left = on ? r.x + 'px' : '';
  againEl.style.top = on ? (r.y + window.scrollY) + 'px' : '';
  againEl.style.width = on ? r.w + 'px' : '';
  againEl.style.height = on ? r.h + 'px' : '';
  // The invitation's words: above the button where they cover nothing the
  // App drew (a desktop), else on the button, over "Join" (a 360 px
  // window: above, they lay on the end panel's lines).
  var said = on && againEl.querySelector('.said');
  againEl.classList.toggle('said-above', !!said);
  if (said && !spaceFor(said.getBoundingClientRect(), L)) againEl.classList.remove('said-above');
}
// Whether the box `b` (page px) lies inside the window and on no text or
// target the App drew in its last frame, but its own Play again.
function spaceFor(b, L) {
  if (b.left < 0 || b.top < 0 || b.right > window.innerWidth || b.bottom > window.innerHeight) return false;
  var meets = function (x, y, w, h) { return Math.min(b.right, x + w) > Math.max(b.left, x) && Math.min(b.bottom, y + h) > Math.max(b.top, y); };
  var T = [];
  try { T = window.tabula.texts(); } catch (e) { return false; }
  if (T.some(function (t) { return t.text && meets(t.x, t.y, t.w, t.size); })) return false;
  return !Object.keys(L).some(function (id) { var r = L[id]; return id !== 'play_again' && meets(r.x, r.y, r.w, r.h); });
}
