// The little status strip over the game's top bar.
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

// ---- the little status strip: connection trouble and who is away ----
var barEl = null;
var reaction = '';
var reactionTimer = null;
function bar() {
  if (!barEl) {
    barEl = el('div', { id: 'online-bar', role: 'status', 'aria-live': 'polite', hidden: true });
    document.body.appendChild(barEl);
  }
  var words = [];
  if (joining && joining !== conn.table) words.push(t('joining'));
  else if (conn.table && !conn.room && !conn.leaving) words.push(t('reconnecting'));
  var v = conn.view;
  if (v && v.seats) {
    // (A seat a bot stands in for is said once, by clockWords.)
    var away = v.seats.filter(function (s, i) { return i !== v.seat && s.name && !s.bot && s.away && !s.left && !(v.clock && v.clock.standIn.indexOf(i) >= 0); })
                      .map(function (s) { return s.name; });
    if (away.length) words.push(t('away_list', { names: away.join(', ') }));
    // A seat its player left (no clock: nobody plays it): the others may invite someone.
    var left = v.seats.filter(function (s, i) { return i !== v.seat && s.left && !(v.clock && v.clock.standIn.indexOf(i) >= 0); })
                      .map(function (s) { return s.name; });
    if (left.length) words.push(t('left_list', { names: left.join(', ') }));
  }
  clockWords(words);
  if (reaction) words.push(reaction);
  barEl.textContent = words.join(' · ');
  barEl.hidden = !words.length;
  placeBar();
  reactions();
  chatButton();
  notifyButton();
  turnSignals();
  startPanel();
  againPanel();
}

// The strip stands over the game's top bar, where the first board's help
// line (web/app/help_line.cc, screen().helpLine) also stands until the first
// press: while that line is showing or still to come, the strip stands just
// under the bar. Both stay: the help line is shown once per device (a player
// whose first board is online would never learn of long presses), and the
// strip says who is away or played by a bot. The line comes on this visit's
// first board if this device never showed it (help_line.cc's key), so the
// strip is placed below before the line is drawn, never over it for a frame.
// Once a table is drawn without the line, it never comes back this visit.
var BAR_H = 48;  // the game's top bar (web/app/app.cc bar_h), which the help line covers
var LINE_KEY = 'tabula.help_line';  // set when the line is first drawn (help_line.cc)
var storedLine = function () { try { return !!localStorage.getItem(LINE_KEY); } catch (e) { return null; } };
// (Stored before this file loaded: a board was drawn, here on an earlier
// visit, or this visit before going online, which took a press.)
var helpLineGone = storedLine() === true;
try { if (window.tabula.screen().helpLine) helpLineGone = false; } catch (e) { /* before the wasm runs */ }
var lineSeen = false, framesWithout = 0;
// Gone: a table drawn (no overlay) without the line once the line was
// decided (its key stored in that same frame) or seen. Where storage is
// blocked and the line never came, after a couple of seconds of frames.
function lineGone(sc) {
  if (helpLineGone || !sc) return helpLineGone;
  if (sc.helpLine) { lineSeen = true; return false; }
  if (sc.screen !== 'table' || sc.overlay !== 'none') return false;
  var stored = storedLine();
  if (stored === true || lineSeen || (stored === null && ++framesWithout > 120)) helpLineGone = true;
  return helpLineGone;
}
var barFollow = 0;
function placeBar() {
  if (!barEl) return;
  var sc = null;
  try { sc = window.tabula.screen(); } catch (e) { /* before the wasm runs */ }
  var h = sc && sc.helpLine;
  var c = !lineGone(sc) && document.getElementById('canvas');
  barEl.style.top = c ? (c.getBoundingClientRect().top + (h ? h.y + h.h : BAR_H) + 6) + 'px' : '';
  // (Followed each frame only until the line has gone: then back over the bar.)
  if (!barEl.hidden && !helpLineGone && !barFollow) {
    barFollow = requestAnimationFrame(function () { barFollow = 0; placeBar(); });
  }
}
