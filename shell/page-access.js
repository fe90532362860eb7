// Everyone can play (issue 25): the keyboard and the accessible layer.
// Fetched by page.js once the game is interactive, so a first visit's load
// does not grow.
//  - Keys on the canvas go to the game first (tabula_key: the focus ring,
//    web/app/keyboard.cc); a Tab past the last choice is left to the browser,
//    so focus leaves the game instead of being trapped in it.
//  - Beside the canvas, the game in words (web/app/access.cc says what):
//    whose turn it is, what the table shows, every choice as a real button,
//    the log, and a polite live region that reads new log lines, batched so
//    a burst of bot moves is read out whole. Hidden until focus is in it.
//  - prefers-reduced-motion reaches the game (App's one motion switch).
(function () {
  'use strict';
  if (window.tabulaAccess) return;
  var canvas = document.getElementById('canvas');
  var M = window.Module;
  var c = {
    key: M.cwrap('tabula_key', 'number', ['string', 'number']),
    access: M.cwrap('tabula_access', 'string', []),
    tap: M.cwrap('tabula_tap', 'number', ['string']),
    motion: M.cwrap('tabula_set_motion', null, ['number']),
    soundOn: M.cwrap('tabula_sound_on', 'number', [])
  };

  var link = document.createElement('link');
  link.rel = 'stylesheet';
  // By its content's version, like every other file (kept a year, never asked again).
  var versioned = (window.tabulaPage && window.tabulaPage.versioned) || function (f) { return f; };
  link.href = versioned('page-access.css');
  document.head.appendChild(link);
  var situationScript = document.createElement('script');
  situationScript.src = versioned('page-situation.js');
  situationScript.onload = function () { if (window.tabulaAccess) window.tabulaAccess.update(); };
  document.head.appendChild(situationScript);

  // ---- the layer ----
  var el = function (tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text !== undefined) e.textContent = text;
    return e;
  };
  var layer = el('section', { id: 'access', 'aria-labelledby': 'access-title' });
  var title = el('h2', { id: 'access-title' });
  var turn = el('p', { id: 'access-turn' });
  var choicesH = el('h3', { id: 'access-choices-h' });
  var choices = el('div', { id: 'access-choices', role: 'group', 'aria-labelledby': 'access-choices-h' });
  var tableH = el('h3', { id: 'access-table-h' });
  var table = el('ul', { id: 'access-table', 'aria-labelledby': 'access-table-h' });
  var logH = el('h3', { id: 'access-log-h', tabindex: '-1' });
  var log = el('ol', { id: 'access-log', 'aria-labelledby': 'access-log-h' });
  var keys = el('p', { id: 'access-keys' });
  [title, turn, choicesH, choices, tableH, table, logH, log, keys].forEach(function (e) { layer.appendChild(e); });
  // The live region lives outside the layer: it must be in the page from the
  // start (a region added with its text is not read) and never hidden.
  var live = el('div', { id: 'access-live', 'aria-live': 'polite', 'aria-atomic': 'true' });
  canvas.insertAdjacentElement('afterend', layer);
  layer.insertAdjacentElement('afterend', live);

  // ---- words: what the canvas wrote on each choice, and the rest ----
  // (web/app/access.cc names only what has no words drawn on it.)
  function inside(r, x, y) { return x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h; }
  // Reading order: rows from the top (within half a height of a row's
  // first), each row from the left -- as the focus ring goes.
  function readingOrder(items) {
    items.sort(function (p, q) { return (p.y + p.h / 2) - (q.y + q.h / 2); });
    var out = [];
    for (var i = 0; i < items.length;) {
      var cy = items[i].y + items[i].h / 2, tol = Math.max(8, items[i].h / 2), j = i + 1;
      while (j < items.length && items[j].y + items[j].h / 2 - cy <= tol) ++j;
      out = out.concat(items.slice(i, j).sort(function (p, q) { return p.x - q.x; }));
      i = j;
    }
    return out;
  }
  function worded(a) {
    var T = window.tabula.texts().filter(function (t) { return t.text; })
      .map(function (t) { return { text: t.text, x: t.x, y: t.y, w: t.w, h: t.size }; });
    var E = window.tabula.explains(), L = window.tabula.layout();
    var used = {};
    var said = window.tabulaSituation && window.tabulaSituation.names ? window.tabulaSituation.names(a, T) : null;
    a.choices.forEach(function (ch) {
      var r = L[ch.id];
      if (!r) { ch.name = ch.name || ch.id; return; }
      // The log strip draws its last lines: it is named what it opens.
      if (ch.id === 'v:log') ch.name = a.words.log;
      var words = readingOrder(T.filter(function (t, i) {
        var on = inside(r, t.x + t.w / 2, t.y + t.h / 2);
        if (on) used[i] = true;
        return on;
      }));
      if (ch.name) return;
      if (said && said[ch.id]) { ch.name = said[ch.id]; return; }
      var name = words.map(function (t) { return t.text; }).join(' ');
      // A piece without words of its own (a card, a square whose corner
      // carries the grid's letter or number): its explanation's title, and
      // of the marks drawn on it only those the title does not say already
      // ("Square a2", never "Square a2 2"; "a 1" is square a1).
      if (words.every(function (t) { return t.text.length <= 2; })) {
        var best = null;
        E.forEach(function (e) {
          if (inside(e, r.x + r.w / 2, r.y + r.h / 2) && (!best || e.w * e.h < best.w * best.h)) best = e;
        });
        if (best) {
          var marks = words.map(function (t) { return t.text; }).filter(function (w) { return best.title.indexOf(w) < 0; });
          name = [best.title].concat(marks).join(' ');
        }
      }
      if (!name && ch.id.indexOf('action:') === 0) name = ch.id.slice(7);
      ch.name = name || ch.id;
    });
    // On the table: the seat's situation in words (page-situation.js), else
    // (the start screen, an overlay) the words drawn beside the choices.
    var situation = !a.texts.length && window.tabulaSituation ? window.tabulaSituation(a) : null;
    if (situation) a.texts = situation;
    if (!a.texts.length) {
      var log = {};
      a.log.forEach(function (l) { log[l] = true; });
      a.texts = readingOrder(T.filter(function (t, i) { return !used[i] && !log[t.text]; }))
        .map(function (t) { return t.text; });
    }
    return a;
  }

  var last = null;   // the last state drawn, parsed
  var lastText = '';
  function list(parent, items, make) {
    parent.textContent = '';
    items.forEach(function (x) { parent.appendChild(make(x)); });
  }
  function render(a) {
    var focused = document.activeElement;
    var hadFocus = focused && choices.contains(focused) ? focused.getAttribute('data-id') : null;
    var overlay = a.overlay !== 'none';
    // An overlay (rules, menu, pass the device) is a dialog: its choices
    // are the only ones the canvas takes now.
    if (overlay) layer.setAttribute('role', 'dialog');
    else layer.removeAttribute('role');
    title.textContent = a.words.layer + ': ' + a.title + (a.overlay_name ? ' — ' + a.overlay_name : '');
    turn.textContent = a.turn;
    turn.hidden = !a.turn;
    choicesH.textContent = a.words.choices;
    // A view's tabs (a phone shows one board at a time) are tabs, not
    // moves: a tab list in their place, so a screen reader says what they
    // are and the moves are not lost among them.
    choices.textContent = '';
    var tabs = null;
    a.choices.forEach(function (ch) {
      var tab = ch.id.indexOf('v:tab:') === 0;
      var b = el('button', tab ? { type: 'button', role: 'tab', 'data-id': ch.id } : { type: 'button', 'data-id': ch.id }, ch.name);
      b.addEventListener('click', function () { c.tap(ch.id); });
      if (!tab) { tabs = null; choices.appendChild(b); return; }
      if (!tabs) choices.appendChild(tabs = el('div', { role: 'tablist' }));
      tabs.appendChild(b);
    });
    tableH.textContent = a.words.table;
    tableH.hidden = table.hidden = !a.texts.length;
    list(table, a.texts, function (t) { return el('li', {}, t); });
    logH.textContent = a.words.log;
    logH.hidden = log.hidden = !a.log.length;
    list(log, a.log, function (t) { return el('li', {}, t); });
    keys.textContent = a.words.keys;
    if (hadFocus !== null) {
      // The choice played is gone: the one now in its place, so a screen
      // reader's user goes on from where they were.
      var same = choices.querySelector('button[data-id="' + CSS.escape(hadFocus) + '"]');
      var first = choices.querySelector('button');
      if (same || first) (same || first).focus({ preventScroll: true });
    }
  }

  // ---- the live region: new log lines and the turn, batched ----
  var pending = [];
  var flushTimer = 0;
  // Every game's log is its whole history. What is new is what is past the
  // old length, and a line reworded since (it grew: an extension's further
  // cubes join its line, "places cubes on b6, a6"; or more is known: "— or
  // not" becomes "(for real)"), read again as it now is, so no line goes
  // unread. A line the log moved (one came in before it) is not new: the
  // lines are counted, not compared place by place, so each is read once.
  // Shorter (an undo, a new game): nothing.
  function newLines(before, after) {
    if (after.length < before.length) return [];
    var known = Object.create(null), out = [];
    before.forEach(function (l) { known[l] = (known[l] || 0) + 1; });
    after.forEach(function (l) { if (known[l]) known[l] -= 1; else out.push(l); });
    return out;
  }
  function say(lines) {
    if (!lines.length) return;
    pending = pending.concat(lines);
    clearTimeout(flushTimer);
    // Read once the burst is over (bots move every ~half second), and at
    // least every few seconds while it goes on.
    flushTimer = setTimeout(flush, pending.length > 12 ? 0 : 700);
  }
  function flush() {
    live.textContent = pending.join('\n');
    window.tabulaAccess.spoken.push(live.textContent);
    pending = [];
  }

  // ---- sound: the loudest moment among the seat's new log events, and
  // the turn coming to this device (one sound per burst, never a clatter) ----
  // The end of a game is not among them: its fanfare plays as the winner
  // lands on the podium (web/app/ending.cc asks for it).
  var cues = { flip: 1, coins: 2, reveal: 3, bid: 4, turn: 5 };
  var cueOf = {
    bids: 'bid',
    reveal: 'reveal', peek: 'reveal', announce: 'reveal', claim: 'reveal',
    gold: 'coins', fortunes: 'coins', purse: 'coins', scoring: 'coins', act_scoring: 'coins',
    swap: 'flip', 'spy-swap': 'flip', hire: 'flip', costume: 'flip', set: 'flip', discard: 'flip',
    patron: 'flip', take: 'flip', neutral_take: 'flip', cubes: 'flip'
  };
  var heard = -1, myTurn = false;
  function listen(a) {
    var s = a.screen === 'table' ? window.tabula.state() : null;
    var events = s && s.log ? s.log : null;
    if (!events) { heard = -1; myTurn = false; return; }
    var cue = '';
    if (heard >= 0) {
      events.slice(heard).forEach(function (e) {
        var c = cueOf[e && e.type];
        if (c && (!cue || cues[c] > cues[cue])) cue = c;
      });
    }
    heard = events.length;  // after a restore, an undo, a new game too: nothing to play
    var mine = !s.over && a.overlay !== 'pass' && window.tabula.legal().length > 0;
    if (mine && !myTurn && (!cue || cues.turn > cues[cue])) cue = 'turn';
    myTurn = mine;
    if (cue && c.soundOn()) window.tabulaAccess.cue(cue);
  }

  function update() {
    scheduled = 0;
    var text = c.access();
    if (text === lastText) return;
    lastText = text;
    var a = JSON.parse(text);
    if (!a) return;
    worded(a);
    listen(a);
    var before = last;
    last = a;
    render(a);
    if (before) {
      var lines = before.lang === a.lang ? newLines(before.log, a.log) : [];
      if (a.overlay !== before.overlay && a.overlay_name) lines.push(a.overlay_name);
      // The turn, unless a new log line already said it ("Game over" once;
      // "Winner: Carla" once where the log names the winner too).
      var said = lines.some(function (l) { return l.indexOf(a.turn) >= 0; });
      if (a.turn && (a.turn !== before.turn || lines.length) && !said) lines.push(a.turn);
      say(lines);
    }
  }
  var scheduled = 0;
  var touched = false, sound = null;
  function loadSound() {
    if (!sound) {
      sound = new Promise(function (resolve, reject) {
        var s = document.createElement('script');
        s.src = versioned('page-sound.js');
        s.onload = resolve;
        s.onerror = function () { sound = null; s.remove(); reject(new Error('page-sound.js')); };
        document.head.appendChild(s);
      });
    }
    return sound;
  }
  ['pointerdown', 'keydown'].forEach(function (type) {
    window.addEventListener(type, function () { touched = true; }, { capture: true, once: true });
  });
  window.tabulaAccess = {
    // web/app/access.cc calls this after every frame drawn: rebuilt a
    // little later, once per burst of frames (an animation).
    changed: function () { if (!scheduled) scheduled = setTimeout(update, 120); },
    state: function () { return worded(JSON.parse(c.access())); },
    update: function () { clearTimeout(scheduled); lastText = ''; update(); },
    // A moment to hear (web/app/sound.cc, only while sound is on): the
    // sounds are fetched after the player's first tap or key, as browsers
    // play nothing before one anyway.
    cue: function (name) {
      if (!touched) return;
      loadSound().then(function () { window.tabulaSound.play(name); }, function () {});
    },
    spoken: []  // what the live region said, oldest first (for tests)
  };
  update();

  // ---- keys ----
  var tabAt = 0, tabShift = false;
  var ours = { Tab: 1, Enter: 1, ' ': 1, Escape: 1, ArrowUp: 1, ArrowDown: 1, ArrowLeft: 1, ArrowRight: 1,
    u: 1, U: 1, h: 1, H: 1, '?': 1, m: 1, M: 1 };
  window.addEventListener('keydown', function (e) {
    if (e.key === 'Tab') { tabAt = performance.now(); tabShift = e.shiftKey; }
    if (e.target !== canvas || e.ctrlKey || e.metaKey || e.altKey) return;  // Ctrl+Z is SDL's
    if (e.key === 'l' || e.key === 'L') {  // the log, read from the layer
      e.preventDefault(); e.stopImmediatePropagation();
      logH.focus();
      return;
    }
    // A letter or digit may type a square's name ("c3") or ring Pass (P):
    // the game's if it takes it, else left alone.
    var typing = !ours[e.key] && /^[a-z0-9]$/i.test(e.key);
    if (!ours[e.key] && !typing) return;
    if (!typing) e.stopImmediatePropagation();  // SDL would swallow a Tab
    if (c.key(e.key, e.shiftKey ? 1 : 0)) {
      if (typing) e.stopImmediatePropagation();
      e.preventDefault();
      requestAnimationFrame(showRing);
    }
  }, true);
  // Where the page scrolls (a short window), the ringed choice into view.
  function showRing() {
    var id = JSON.parse(c.access()).focus;
    var r = id && window.tabula.layout()[id];
    if (!r) return;
    var top = document.querySelector('.chrome').getBoundingClientRect().bottom;
    if (r.y < top) window.scrollBy(0, r.y - top - 8);
    else if (r.y + r.h > window.innerHeight) window.scrollBy(0, r.y + r.h - window.innerHeight + 8);
  }
  // Tabbed into from before (or Shift+Tabbed from after): the ring starts
  // on the first (or last) choice at once.
  canvas.addEventListener('focus', function () {
    if (performance.now() - tabAt < 1000) {
      c.key(tabShift ? 'Last' : 'First', 0);
      requestAnimationFrame(showRing);  // coming back onto the last choice scrolls it into view too
    }
  });
  canvas.addEventListener('blur', function () { c.key('Blur', 0); });

  // ---- reduced motion ----
  var mq = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
  if (mq) {
    c.motion(mq.matches ? 1 : 0);
    if (mq.addEventListener) mq.addEventListener('change', function () { c.motion(mq.matches ? 1 : 0); });
  }
})();
