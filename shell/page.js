// The page around the canvas: loading progress, URL options, embedding,
// storage helpers for the wasm side, and window.tabula for scripts and tests.
(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var embed = params.get('embed') === '1';
  var inFrame = (function () { try { return window.self !== window.top; } catch (e) { return true; } })();
  if (embed) document.documentElement.classList.add('embed');

  // Offline play (sw.js). Only where service workers may run (https or
  // localhost); a failure just means no offline copy.
  if ('serviceWorker' in navigator && window.isSecureContext) {
    navigator.serviceWorker.register('sw.js').catch(function () {});
  }

  var canvas = document.getElementById('canvas');
  var statusEl = document.getElementById('status');
  var progressEl = document.getElementById('progress');
  var loadingEl = document.getElementById('loading');
  var noticesEl = document.getElementById('notices');
  var fileEl = document.getElementById('file');

  function notice(text) {
    var div = document.createElement('div');
    div.className = 'notice';
    div.textContent = text;
    div.title = 'Click to dismiss';
    div.addEventListener('click', function () { div.remove(); });
    noticesEl.appendChild(div);
    setTimeout(function () { div.remove(); }, 12000);
    window.tabula._notices.push(text);
  }

  // ---- the bridge the wasm side calls (web/platform.cc) ----
  var resolveReady;
  var readyPromise = new Promise(function (r) { resolveReady = r; });
  window.tabulaPage = {
    notice: notice,
    // The header, <html lang> and the tab's title follow the game's language.
    chrome: function (lang, title, tagline, exportLabel, importLabel) {
      document.documentElement.lang = lang;
      document.title = 'Tabula — ' + title;
      var set = function (sel, text) { var el = document.querySelector(sel); if (el) el.textContent = text; };
      set('.chrome .tag', tagline);
      set('#export-btn', exportLabel);
      set('#import-btn', importLabel);
    },
    download: function (name, text) {
      var url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      var a = document.createElement('a');
      a.href = url; a.download = name;
      document.body.appendChild(a); a.click(); a.remove();
      setTimeout(function () { URL.revokeObjectURL(url); }, 1000);
    },
    pickFile: function () { fileEl.value = ''; fileEl.click(); },
    ready: function () { onFirstFrame(); }
  };

  fileEl.addEventListener('change', function () {
    var f = fileEl.files && fileEl.files[0];
    if (!f) return;
    f.text().then(function (text) { api.importSave(text); });
  });

  // ---- Emscripten's Module: progress until the wasm runs ----
  window.Module = {
    canvas: canvas,
    setStatus: function (text) {
      var m = /\((\d+(?:\.\d+)?)\/(\d+)\)/.exec(text || '');
      if (m) { progressEl.hidden = false; progressEl.value = (+m[1]) / (+m[2]); }
      if (text) statusEl.textContent = text.replace(/\(.*\)/, '').trim() || 'Loading…';
    },
    totalDependencies: 0,
    monitorRunDependencies: function (left) {
      this.totalDependencies = Math.max(this.totalDependencies, left);
      this.setStatus(left ? 'Preparing… (' + (this.totalDependencies - left) + '/' + this.totalDependencies + ')'
                          : 'Starting…');
    },
    print: function (t) { console.log(t); },
    printErr: function (t) { console.warn(t); },
    onAbort: function (what) { statusEl.textContent = 'Could not start: ' + what; }
  };
  Module.setStatus('Downloading…');

  var c = {};  // cwrapped exports, filled once the runtime is up
  function wrap() {
    var s = function (name, args) { return Module.cwrap(name, 'string', args || []); };
    c.state = s('tabula_state');
    c.legal = s('tabula_legal');
    c.act = s('tabula_act', ['string']);
    c.start = s('tabula_start', ['string']);
    c.save = s('tabula_save');
    c.layout = s('tabula_layout');
    c.log = s('tabula_log');
    c.texts = s('tabula_texts');
    c.undo = s('tabula_undo');
    c.screen = s('tabula_screen');
    c.idle = Module.cwrap('tabula_bots_idle', 'number', []);
    c.importSave = Module.cwrap('tabula_import', null, ['string']);
    c.lang = Module.cwrap('tabula_set_language', null, ['string']);
    c.benchBot = Module.cwrap('tabula_bench_bot', 'string', ['string', 'number', 'string', 'number']);
    c.speed = Module.cwrap('tabula_set_speed', null, ['number']);
  }

  function nextFrame() {
    return new Promise(function (r) { requestAnimationFrame(function () { requestAnimationFrame(r); }); });
  }

  // URL options: game, players, humans, level, lang, seed (embed handled above).
  function urlOptions() {
    var o = {};
    ['game', 'players', 'humans', 'level', 'lang', 'seed', 'variant'].forEach(function (k) {
      if (params.has(k)) o[k] = params.get(k);
    });
    return o;
  }

  function onFirstFrame() {
    wrap();
    var o = urlOptions();
    if (o.game !== undefined && o.players !== undefined) {
      api.start(o);
    } else {
      if (o.lang !== undefined) c.lang(o.lang);
      var partial = Object.keys(o).filter(function (k) { return k !== 'lang'; });
      if (partial.length) notice('URL options ' + partial.join(', ') + ' need game and players too; showing the start screen.');
    }
    nextFrame().then(function () {
      loadingEl.classList.add('done');
      window.tabula.loadMs = Math.round(performance.now());  // since navigation start
      resolveReady();
    });
  }

  var api = {
    ready: readyPromise,
    state: function () { return JSON.parse(c.state()); },
    legal: function () { return JSON.parse(c.legal()); },
    act: function (text) { return JSON.parse(c.act(String(text))); },
    start: function (opts) { return JSON.parse(c.start(JSON.stringify(opts || {}))); },
    save: function () { return c.save(); },
    // Hit rectangles in page CSS pixels (the canvas's own offset added), so a
    // test can click or tap their centres directly.
    layout: function () {
      var L = JSON.parse(c.layout());
      var b = canvas.getBoundingClientRect();
      Object.keys(L).forEach(function (k) { L[k].x += b.left; L[k].y += b.top; });
      return L;
    },
    // Every text drawn in the last frame, in page CSS pixels: {text, x, y, w, size}.
    texts: function () {
      var T = JSON.parse(c.texts());
      var b = canvas.getBoundingClientRect();
      T.forEach(function (t) { t.x += b.left; t.y += b.top; });
      return T;
    },
    // The log lines as the screen shows them, oldest first.
    log: function () { return JSON.parse(c.log()); },
    // What is shown: {screen: 'start'|'table'|'waiting', game, overlay[, online]}.
    screen: function () { return JSON.parse(c.screen()); },
    // Takes back the last move of the seat on screen: {ok} or {ok:false, reason}.
    undo: function () { return JSON.parse(c.undo()); },
    botsIdle: function () { return c.idle() === 1; },
    // Resolves once the bots have finished moving (a human must act, or the
    // game is over) and every animation has played; rejects after `ms`.
    waitIdle: function (ms) {
      var limit = performance.now() + (ms || 60000);
      return new Promise(function (resolve, reject) {
        (function poll() {
          if (c.idle() === 1) return nextFrame().then(resolve);
          if (performance.now() > limit) return reject(new Error('bots still moving'));
          setTimeout(poll, 50);
        })();
      });
    },
    importSave: function (text) { c.importSave(String(text)); },
    setLanguage: function (lang) { c.lang(String(lang)); },
    // Runs animations and bot pauses `factor` times faster (tests use ~20).
    setSpeed: function (factor) { c.speed(Number(factor)); },
    // Times one bot level's decisions in this browser: {median_ms, max_ms, decisions}.
    benchBot: function (game, players, level, decisions) {
      return JSON.parse(c.benchBot(String(game), Number(players), String(level), Number(decisions || 40)));
    },
    nextFrame: nextFrame,
    notices: function () { return window.tabula._notices.slice(); },
    _notices: []
  };
  window.tabula = api;

  // Header buttons mirror the in-game menu (handy where storage is blocked).
  document.getElementById('export-btn').addEventListener('click', function () {
    var s = c.save && c.save();
    if (s) window.tabulaPage.download('mascarade-save.json', s);
    else notice('No game to export yet.');
  });
  document.getElementById('import-btn').addEventListener('click', function () { window.tabulaPage.pickFile(); });

  // Keys (Escape, Ctrl+Z) reach the game only while the canvas has focus (SDL
  // listens on #canvas, so typing elsewhere in a blog page is left alone);
  // SDL swallows the mouse events that would focus it, so focus it here.
  canvas.addEventListener('pointerdown', function () { canvas.focus({ preventScroll: true }); });
  canvas.addEventListener('contextmenu', function (e) { e.preventDefault(); });

  // Tell an embedding page how tall we would like to be.
  function postHeight() {
    if (!inFrame) return;
    var w = document.documentElement.clientWidth;
    var height = w < 600 ? Math.max(560, Math.round(w * 1.6)) : Math.max(480, Math.round(w * 0.62));
    try { window.parent.postMessage({ tabula: 'height', height: height }, '*'); } catch (e) { /* ignore */ }
  }
  window.addEventListener('resize', postHeight);
  postHeight();
})();
