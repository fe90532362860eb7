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
    window.addEventListener('resize', function () { barRecheck = 4; placeBar(); });
  }
  var words = [];
  if (joining && joining !== conn.table) words.push(t('joining'));
  else if (conn.table && !conn.room && !conn.leaving) words.push(t('reconnecting'));
  var v = conn.view;
  // Who is away or left matters no more once the game is over (the strip
  // stood over the end's top bar saying "Away: Bob"); trouble with the
  // connection and a reaction still show.
  if (v && v.seats && !v.over) {
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
  barRecheck = 4;
  placeBar();
  saveTools();
  reactions();
  chatButton();
  notifyButton();
  turnSignals();
  startPanel();
  againPanel();
}

// At an online table the save is the server's (a seat never holds one):
// Export save has nothing to export there, and Import save would leave the
// table for a file's game. Hidden while at one: on a phone they ran off the
// top bar's edge beside the bell, React and Chat.
function saveTools() {
  var at = !!conn.table;
  ['export-btn', 'import-btn'].forEach(function (id) {
    var b = document.getElementById(id);
    if (b && b.hidden !== at) b.hidden = at;
  });
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
// Over the bar, the strip stands in the bar's middle; where that would
// cover something of the bar (a phone's bar is the title, the speaker,
// Replay, "?" and Menu end to end: the strip hid the speaker and Replay,
// issue 34 §11), it stands just under the bar instead, and may wrap there.
// What the bar holds is the App's last frame (window.tabula.layout() and
// texts(), page px), looked at again for a few frames after each change:
// the App draws a new view's bar a frame or two after the view arrives.
function barCrowded(c, box) {
  var lay, texts;
  try { lay = window.tabula.layout(); texts = window.tabula.texts(); } catch (e) { return false; }
  var bottom = c.top + BAR_H;
  var meets = function (x, y, w, h) {
    return y >= c.top - 1 && y + h <= bottom + 1 && x < box.right + 6 && x + w > box.left - 6;
  };
  for (var id in lay) if (id !== 'overlay' && meets(lay[id].x, lay[id].y, lay[id].w, lay[id].h)) return true;
  for (var i = 0; i < texts.length; i++) if (meets(texts[i].x, texts[i].y, texts[i].w, texts[i].size)) return true;
  return false;
}
// Under the bar, the strip takes the first band that covers nothing the
// App drew (a tap target or a word of its last frame): on a phone the top
// seat's cards stand right under the bar, and "Away: Bob" lay on the middle
// one (issue 32). It goes down past what it meets, at most to the canvas's
// middle; with no clear band there it stays at the first place.
function clearBandTop(c, top, box) {
  var lay, texts;
  try { lay = window.tabula.layout(); texts = window.tabula.texts(); } catch (e) { return top; }
  var rects = [];
  for (var id in lay) if (id !== 'overlay') rects.push(lay[id]);
  texts.forEach(function (t) { rects.push({ x: t.x, y: t.y, w: t.w, h: t.size }); });
  var h = box.height, y = top, limit = c.top + c.height / 2;
  for (var tries = 0; tries < 12 && y + h <= limit; tries++) {
    var below = -1;
    rects.forEach(function (r) {
      // (A target the whole band lies inside is ground, not a thing on it: the felt.)
      var ground = r.x <= box.left && r.x + r.w >= box.right && r.y <= y && r.y + r.h >= y + h;
      if (!ground && r.x < box.right + 4 && r.x + r.w > box.left - 4 && r.y < y + h + 4 && r.y + r.h > y - 4) below = Math.max(below, r.y + r.h + 6);
    });
    if (below < 0) return y;
    y = below;
  }
  return top;
}
var barFollow = 0, barRecheck = 0;
function placeBar() {
  if (!barEl) return;
  var sc = null;
  try { sc = window.tabula.screen(); } catch (e) { /* before the wasm runs */ }
  var h = sc && sc.helpLine;
  var canvas = document.getElementById('canvas');
  var c = canvas && canvas.getBoundingClientRect();
  var under = !!c && !lineGone(sc);
  if (c && !under && !barEl.hidden) {
    barEl.style.top = '';
    barEl.classList.remove('under');
    under = barCrowded(c, barEl.getBoundingClientRect());
  }
  var top = under ? c.top + (h ? h.y + h.h : BAR_H) + 6 : 0;
  barEl.style.top = under ? top + 'px' : '';
  barEl.classList.toggle('under', under);
  if (under && !barEl.hidden) {
    var y = clearBandTop(c, top, barEl.getBoundingClientRect());
    if (y !== top) barEl.style.top = y + 'px';
  }
  // (Followed each frame until the help line has gone, and for a few
  // frames after each change.)
  if (!barEl.hidden && (!helpLineGone || barRecheck > 0) && !barFollow) {
    barFollow = requestAnimationFrame(function () { barFollow = 0; if (barRecheck > 0) barRecheck--; placeBar(); });
  }
}
