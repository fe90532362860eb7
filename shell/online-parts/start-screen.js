// My tables on the start screen.
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

// ---- My tables on the start screen (issue 24 §1) ----
// Under the start screen's lowest button (window.tabula.layout()), the
// tables this browser sits at: your-turn ones first, one tap opens one, a
// finished one shows its result and opens on its replay. Where the screen
// leaves too little room below (a landscape phone), one button opens the
// same list in the Play online dialog.
var startEl = null;
var startRefreshed = false;
function onStartScreen() {
  try { return window.tabula.screen().screen === 'start'; } catch (e) { return false; }
}
var startTimers = [];
function startPanel(settled) {
  // The layout read now may be the last frame's (the screen just changed):
  // placed again once the start screen's own frames are drawn.
  if (settled !== true) {
    startTimers.forEach(clearTimeout);
    startTimers = [150, 700].map(function (ms) { return setTimeout(function () { startPanel(true); }, ms); });
  }
  var show = !conn.table && onStartScreen() && listTables().length > 0;
  if (!show) { if (startEl) startEl.hidden = true; return; }
  if (!startRefreshed) { startRefreshed = true; refreshTables().then(function () { startPanel(); }); }
  var L = {};
  try { L = window.tabula.layout(); } catch (e) { /* before the wasm runs */ }
  var left = Infinity, right = 0, bottom = 0;
  Object.keys(L).forEach(function (k) {
    var r = L[k];
    left = Math.min(left, r.x); right = Math.max(right, r.x + r.w); bottom = Math.max(bottom, r.y + r.h);
  });
  if (!bottom) return;
  if (!startEl) {
    startEl = el('section', { id: 'online-home', 'aria-labelledby': 'online-home-title' });
    document.body.appendChild(startEl);
  }
  var top = bottom + window.scrollY + 14;
  var room = window.innerHeight - (bottom + 14) - 8;
  startEl.style.top = top + 'px';
  startEl.style.left = left + 'px';
  startEl.style.width = Math.max(0, right - left) + 'px';
  startEl.textContent = '';
  var rows = listTables();
  var turns = rows.filter(function (r) { return r.yourTurn; }).length;
  if (room < 120) {
    startEl.style.maxHeight = '';
    startEl.className = 'compact';
    startEl.appendChild(el('button', { type: 'button', id: 'online-home-title', class: 'online-open' + (turns ? ' your-turn' : ''),
      on: { click: function () { api.open(); } } },
      [el('strong', { text: t('my_tables') + ' (' + rows.length + ')' }), turns ? ' · ' + t('your_turn') : '']));
  } else {
    startEl.className = '';
    startEl.style.maxHeight = room + 'px';
    startEl.appendChild(el('h2', { id: 'online-home-title', text: t('my_tables') }));
    startEl.appendChild(tableList(function (row) { startEl.hidden = true; openInvite(row.table); }, function () { startPanel(); }));
  }
  startEl.hidden = false;
}
window.addEventListener('resize', function () { startPanel(); });
document.addEventListener('tabula:language', function () { lobby.reword(); bar(); });
setInterval(function () { if (startEl && !startEl.hidden) startPanel(); }, 60000);  // "3 minutes ago" moves on
