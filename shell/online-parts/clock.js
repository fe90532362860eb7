// Clocks: each seat's time on its plate.
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

// ---- clocks (issue 24 §3): each seat's time on its plate ----
// A clocked table's view carries {pace, turnMs, turnStart, now, standIn}
// (server/src/clock.mjs). The time left counts from the server's `now`
// (this device's own clock may be wrong); each second the plates' notes go
// to the App (tabula_online_notes): the time left on the seat to play, and
// "bot plays" on a seat a bot stands in for. At a quarter of the turn left
// the player is told once (vibration, the strip, a notification when hidden).
var PACES = ['none', 'live', '1d', '3d', '7d'];
var clock = { view: null, offset: 0, timer: null, sent: '', warned: '' };
function clockLeft() {
  var v = clock.view;
  if (!v || !v.clock || !v.started || v.over || v.current < 0) return null;
  return Math.max(0, v.clock.turnStart + v.clock.turnMs - (Date.now() + clock.offset));
}
function clockText(ms) {
  var s = Math.ceil(ms / 1000);
  if (s < 3600) return Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0');
  if (s < 48 * 3600) return t('unit_h', { n: Math.ceil(s / 3600) });
  return t('unit_d', { n: Math.ceil(s / 86400) });
}
function clockNotes() {
  var v = clock.view;
  if (!v || !v.clock || !v.seats) return [];
  var left = clockLeft();
  return v.seats.map(function (s, i) {
    if (v.clock.standIn.indexOf(i) >= 0) return t('stand_in');
    if (i === v.current && !s.bot && left !== null) return clockText(left);
    return '';
  });
}
function clockWords(words) {
  if (!conn.table && clock.view) clockView(null);
  var v = clock.view;
  if (!v || !v.clock || !v.seats) return;
  // (Over: nobody plays any more. The reader's own seat is said to them,
  // not named as if someone else's: issue 34 §11.)
  if (v.over) return;
  if (v.seat >= 0 && v.clock.standIn.indexOf(v.seat) >= 0) words.push(t(v.current === v.seat ? 'stand_in_you_turn' : 'stand_in_you'));
  var standing = v.clock.standIn.filter(function (i) { return i !== v.seat; })
                                .map(function (i) { return (v.seats[i] && v.seats[i].name) || t('seat_n', { n: i + 1 }); });
  if (standing.length) words.push(t('stand_in_list', { names: standing.join(', ') }));
  var left = clockLeft();
  if (left !== null && v.current === v.seat && v.seat >= 0 && v.clock.standIn.indexOf(v.seat) < 0) words.push(t('time_left', { left: clockText(left) }));
}
function clockTick() {
  var v = clock.view;
  var notes = clockNotes();
  var key = JSON.stringify(notes);
  if (key !== clock.sent && appReady && window.Module && typeof Module._tabula_online_notes === 'function') {
    clock.sent = key;
    Module.ccall('tabula_online_notes', null, ['string'], [key]);
  }
  var left = clockLeft();
  // (Not once the time is up: the stand-in is taking the turn, and the strip says so.)
  if (left !== null && left > 0 && v.current === v.seat && v.seat >= 0 && v.clock.standIn.indexOf(v.seat) < 0 &&
      left <= v.clock.turnMs / 4 && clock.warned !== v.table + ':' + v.move) {
    clock.warned = v.table + ':' + v.move;
    var words = t('time_short', { left: clockText(left) });
    notice(words);
    if (soundOn() && navigator.vibrate && (!navigator.userActivation || navigator.userActivation.hasBeenActive)) { try { navigator.vibrate([200, 100, 200]); } catch (e) { /* not allowed */ } }
    if (document.visibilityState === 'hidden' && window.Notification && Notification.permission === 'granted') showNotice(words, v.table);
  }
  if (barEl && v && v.clock) {
    var shown = [];
    clockWords(shown);
    if (shown.length) bar();
  }
}
function clockView(v) {
  clock.view = v && v.clock ? v : null;
  if (clock.view) clock.offset = v.clock.now - Date.now();
  if (clock.view && !clock.timer) clock.timer = setInterval(clockTick, 1000);
  if (!clock.view && clock.timer) { clearInterval(clock.timer); clock.timer = null; }
  clock.sent = '';
}
