// The page around the canvas: loading progress, URL options, embedding,
// storage helpers for the wasm side, and window.tabula for scripts and tests.
// Its words are in page-words.js, About in page-about.js, scrolling a blog
// around an embedded game in page-scroll.js.
(function () {
  'use strict';
  // The start-up's milestones, for tests/browser/bench-start.mjs (issue 35).
  var mark = function (name) { if (window.performance && performance.mark) performance.mark('tabula:' + name); };
  mark('page');
  var W = window.tabulaWords;
  var params = new URLSearchParams(location.search);
  // A replay link carries its options in the fragment (#replay=...&embed=1).
  var embed = params.get('embed') === '1' || /(^#|&)embed=1(&|$)/.test(location.hash);
  var inFrame = (function () { try { return window.self !== window.top; } catch (e) { return true; } })();
  if (embed) document.documentElement.classList.add('embed');
  // The site build (scripts/site-delivery.mjs) lists each file's content
  // version in index.html; a URL naming it (tabula.wasm?v=...) is cached for
  // a year, since a new build names a new one. Without the list (shell/
  // served as is) the bare names work the same.
  var versions = {};
  var versionsMeta = document.querySelector('meta[name="tabula-versions"]');
  (versionsMeta ? versionsMeta.content : '').split(' ').forEach(function (pair) {
    var at = pair.indexOf('=');
    if (at > 0) versions[pair.slice(0, at)] = pair.slice(at + 1);
  });
  function versioned(name) { return versions[name] ? name + '?v=' + versions[name] : name; }
  // The canvas's WebGL context is made now, while tabula.wasm is on its way,
  // not on the start path after it (issue 35: ~12 ms, 50 on a slow phone).
  // The same attributes as web/platform/canvas.cc's, which then gets this
  // context (a canvas has one); none (no WebGL) leaves the canvas free for
  // SDL's software renderer, as before.
  try {
    document.getElementById('canvas').getContext('webgl', { alpha: false, depth: false, antialias: false, preserveDrawingBuffer: true });
  } catch (e) { /* the wasm asks again and falls back */ }
  // tabula.wasm is fetched and compiled from here, as this script runs: not
  // after tabula.js has arrived and run (Module.instantiateWasm below takes
  // the compiled module). Compiling needs no imports, so it streams: each
  // part compiles as it arrives (the server and python's http.server both
  // send application/wasm, which compileStreaming insists on). A wrong MIME
  // type, or no compileStreaming, falls back to compiling the whole bytes.
  // (index.html's preload, and our server's Link header, asked for it even
  // earlier: this fetch takes that response.)
  mark('wasm-compile');
  var wasmModule = (function () {
    var url = versioned('tabula.wasm');
    var whole = function () {
      return fetch(url, { credentials: 'same-origin' }).then(function (r) {
        if (!r.ok) throw new Error('tabula.wasm: HTTP ' + r.status);
        return r.arrayBuffer();
      }).then(function (bytes) { return WebAssembly.compile(bytes); });
    };
    var compiled = typeof WebAssembly.compileStreaming === 'function'
      ? WebAssembly.compileStreaming(fetch(url, { credentials: 'same-origin' })).catch(function (e) {
        console.warn('tabula.wasm: streaming compile failed (' + e + '), compiling it whole');
        return whole();
      })
      : whole();
    return compiled.then(function (m) { mark('wasm-compiled'); return m; });
  })();
  // Scripts most visits never run are fetched when needed (issue 11's
  // first-load budget): page-scroll.js in a frame only, page-about.js when
  // About opens, online.js when a server answers and it is wanted (below).
  var scripts = {};
  function loadScript(src) {
    if (!scripts[src]) {
      scripts[src] = new Promise(function (resolve, reject) {
        var el = document.createElement('script');
        el.src = versioned(src);
        el.onload = resolve;
        el.onerror = function () { delete scripts[src]; el.remove(); reject(new Error(src + ' did not load')); };
        document.head.appendChild(el);
      });
    }
    return scripts[src];
  }
  if (inFrame) {
    // Set here at once (page-scroll.js sets it too): touch-action: pan-y.
    document.documentElement.classList.add('in-frame');
    loadScript('page-scroll.js').catch(function () { /* the blog just does not scroll over the game */ });
  }
  // The page speaks the URL's language, else the browser's (the canvas
  // follows the same rule), until the game says otherwise (chrome()).
  var lang = W.pick(params.get('lang')) || W.pick(navigator.language) || 'en';
  var say = function (key, vars) { return W.say(lang, key, vars); };
  function wordChrome() {
    document.documentElement.lang = lang;
    document.getElementById('canvas').setAttribute('aria-label', say('canvas'));
    var set = function (sel, key) { var el = document.querySelector(sel); if (el) el.textContent = say(key); };
    set('.chrome .tag', 'tagline');
    set('#export-btn', 'export');
    set('#import-btn', 'import');
  }
  wordChrome();


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
    div.title = say('dismiss');
    div.addEventListener('click', function () { div.remove(); });
    noticesEl.appendChild(div);
    setTimeout(function () { div.remove(); }, 12000);
    window.tabula._notices.push(text);
  }

  // ---- the bridge the wasm side calls (web/platform.cc) ----
  var resolveReady;
  var readyPromise = new Promise(function (r) { resolveReady = r; });
  // Offline play (sw.js). Only where service workers may run (https or
  // localhost); a failure just means no offline copy. Registered once the
  // game is interactive: its install copies the page's files, and while
  // tabula.wasm is still arriving that would be a second download of it.
  if ('serviceWorker' in navigator && window.isSecureContext) {
    readyPromise.then(function () { navigator.serviceWorker.register('sw.js').catch(function () {}); });
  }
  // Translations: English is compiled into tabula.wasm; another language's
  // table (~11 KB gzipped) is fetched only when the page starts in it or the
  // player picks it, so a first visit carries one language. The service
  // worker keeps all of them for offline play (sw.js).
  var tables = {};    // lang -> the text of i18n/<lang>.json
  var fetching = {};  // lang -> a promise of that text (null if it failed)
  function fetchLanguage(l) {
    if (tables[l]) return Promise.resolve(tables[l]);
    if (!fetching[l]) {
      fetching[l] = fetch(versioned('i18n/' + l + '.json'))
        .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.text(); })
        .then(function (text) {
          tables[l] = text;
          delete fetching[l];
          if (c.arrived) c.arrived(l);  // the canvas rewords itself
          return text;
        }, function () { delete fetching[l]; return null; });  // English stands in; asked again later
    }
    return fetching[l];
  }
  var wantsTable = function (l) { return l !== 'en' && W.languages.indexOf(l) >= 0; };
  if (wantsTable(lang)) fetchLanguage(lang);  // beside tabula.wasm, not after it
  // Packs of words the wasm asks for (web/app/words.cc): the game's on
  // screen (i18n/<game>/<lang>.json, so a first visit carries one game's
  // words), a feature's (i18n/review/...). Each is fetched once and handed
  // over when it comes; one that failed is asked again 5 s later at most.
  // Until the URL's options are applied asks are let go (the game shown may
  // still change): then the wasm asks again for what it shows.
  var words = {};  // "<pack>/<lang>" -> a promise, settled once handed over
  var handed = {};  // "<pack>/<lang>" -> true once the wasm has it
  var wordsOpen = false;
  var early = {};  // "<pack>/<lang>" -> a promise of its text, fetched before the wasm ran
  var earlyText = {};  // the same, once here: handed over before the first frame (starting)
  var fetchWords = function (key) {
    return fetch(versioned('i18n/' + key + '.json'))
      .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.text(); });
  };
  function wantWords(pack, l) {
    var key = pack + '/' + l;
    if (!wordsOpen || words[key]) return;
    var text = early[key] || fetchWords(key);
    delete early[key];
    words[key] = text
      .then(function (t) { Module.ccall('tabula_words_arrived', null, ['string', 'string', 'string'], [pack, l, t]); handed[key] = true; },
        function () { setTimeout(function () { delete words[key]; }, 5000); });
  }
  // A link that starts a game (below: applyUrl) shows that game's table
  // first: its words and its atlas are fetched now, while tabula.wasm
  // compiles, not once the wasm has drawn a frame and asked for them. Only
  // a game the site build lists (the versions) and only files it has.
  var linkStarts = ['players', 'humans', 'level', 'variant', 'seed'].some(function (k) { return params.has(k); }) &&
    !/(^#|&)replay=/.test(location.hash);
  var linkGame = (params.get('game') || '').trim();
  if (linkStarts && /^[a-z0-9_]+$/.test(linkGame) && versions['i18n/' + linkGame + '/en.json']) {
    [['en'], wantsTable(lang) ? [lang] : []].forEach(function (ls) {
      ls.forEach(function (l) {
        if (versions['i18n/' + linkGame + '/' + l + '.json']) early[linkGame + '/' + l] = fetchWords(linkGame + '/' + l);
      });
    });
    Object.keys(early).forEach(function (k) {
      early[k].then(function (t) { earlyText[k] = t; }, function () { delete early[k]; });  // asked again when the wasm wants it
    });
  }
  function wordsHere() { return Promise.all(Object.keys(words).map(function (k) { return words[k]; })); }

  // A game's art atlas (web/ui/atlas.cc takes it in): art/<game>.json and
  // art/<game>@<scale>x.webp, decoded, into Module.tabulaArt[game], counting
  // the image's bytes for a progress bar laid over the canvas (removed when done). Once
  // a visit per game.
  function fetchArt(game, scale) {
    var all = (Module.tabulaArt = Module.tabulaArt || {});
    if (all[game]) return;
    var st = all[game] = {state: 0, loaded: 0, total: 0, bitmap: null, json: null, error: ''};
    var bar = null;
    try {
      var canvas = Module.canvas || document.getElementById('canvas');
      var box = canvas && canvas.parentElement;
      if (box) {
        bar = document.createElement('div');
        bar.className = 'art-progress';
        bar.setAttribute('role', 'progressbar');
        bar.setAttribute('aria-label', say('loading_art'));
        bar.style.cssText = 'position:absolute;left:50%;bottom:12px;transform:translateX(-50%);' +
          'padding:4px 10px;border-radius:12px;background:rgba(28,16,30,.85);color:#fae;' +
          'font:12px sans-serif;pointer-events:none;z-index:5;color:#faf0da';
        bar.textContent = say('loading_art');
        if (getComputedStyle(box).position === 'static') box.style.position = 'relative';
        box.appendChild(bar);
      }
    } catch (e) { bar = null; }
    var show = function () {
      if (!bar) return;
      var pct = st.total ? Math.min(100, Math.round(100 * st.loaded / st.total)) : 0;
      bar.textContent = say('loading_art') + (st.total ? ' ' + pct + '%' : '');
      bar.setAttribute('aria-valuenow', String(pct));
    };
    var done = function () { if (bar) { bar.remove(); bar = null; } };
    var base = 'art/' + game;
    // The atlas as lossless WebP (a sixth fewer bytes than the palette PNG,
    // the same pixels), the PNG where the build had no cwebp; the browser
    // decodes it off the main thread (createImageBitmap), so tabula.wasm
    // carries no image decoder. web/ui/atlas.cc hands the bitmap to WebGL
    // as it is (js_art_upload); only where that fails are its pixels read
    // back from a 2D canvas (js_art_pixels), which cost the main thread
    // about what the wasm's own decoder had.
    var image = function (ext) {
      return fetch(versioned(base + '@' + scale + 'x.' + ext)).then(function (r) {
        if (!r.ok) throw new Error(base + '@' + scale + 'x.' + ext + ': HTTP ' + r.status);
        st.total = +(r.headers.get('content-length') || 0);
        if (!r.body || !r.body.getReader) return r.blob();
        var reader = r.body.getReader(), chunks = [];
        var pump = function () {
          return reader.read().then(function (x) {
            if (x.done) return;
            chunks.push(x.value); st.loaded += x.value.length; show();
            return pump();
          });
        };
        return pump().then(function () { return new Blob(chunks, {type: 'image/' + ext}); });
      });
    };
    var pixels = image('webp').catch(function () { st.loaded = 0; return image('png'); }).then(function (blob) {
      return createImageBitmap(blob, {premultiplyAlpha: 'none', colorSpaceConversion: 'none'});
    });
    var json = fetch(versioned(base + '.json')).then(function (r) {
      if (!r.ok) throw new Error(base + '.json: HTTP ' + r.status);
      return r.text();
    });
    Promise.all([pixels, json]).then(function (v) {
      st.bitmap = v[0]; st.json = v[1]; st.state = 1; done();
      // The main loop sleeps when nothing moves: wake it to take the atlas in.
      if (Module.calledRun && Module._tabula_redraw) Module._tabula_redraw();
    }).catch(function (e) {
      st.state = -1; st.error = String(e && e.message || e); done();
      console.warn('tabula art: ' + st.error);
    });
  }

  window.tabulaPage = {
    notice: notice,
    // A site file's URL naming its version (see versions above).
    versioned: versioned,
    // The language the canvas starts in (web/platform: preferred_language).
    startLanguage: function () { return lang; },
    // A table's text if it is here, else null (and it is fetched; the wasm
    // hears tabula_language_arrived when it comes).
    languageText: function (l) {
      if (tables[l]) return tables[l];
      if (wantsTable(l)) fetchLanguage(l);
      return null;
    },
    // The header, <html lang> and the tab's title follow the game's language.
    chrome: function (gameLang, title, tagline, exportLabel, importLabel) {
      var was = lang;
      lang = W.pick(gameLang) || lang;
      wordChrome();
      // The page's own dialogs (online.js) follow the game's language.
      if (lang !== was) document.dispatchEvent(new CustomEvent('tabula:language', { detail: lang }));
      postHeightSoon();  // a new screen or game may need another height
      setTimeout(onlineWhenWanted, 0);  // the start screen offers Play online
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
    wantWords: wantWords,
    fetchArt: fetchArt,
    starting: starting,
    ready: function () { mark('first-frame'); onFirstFrame(); },
    // About as an HTML dialog for {game, lang, players, variant}; what is not
    // given comes from the game on screen, else the URL.
    // Resolves once it is open (page-about.js is fetched the first time).
    about: function (o) {
      o = Object.assign({}, o || {});
      var cur = currentGame();
      if (!o.game) { o.game = cur.game; if (o.players === undefined) o.players = cur.players; if (o.variant === undefined) o.variant = cur.variant; }
      if (!o.lang) o.lang = lang;
      // A replay on screen: the snippet embeds it at the move on screen.
      var on = null;
      try { on = window.tabula.replay(); } catch (e) { on = null; }  // the App not running yet
      var link = on ? window.tabula.shareLink() : Promise.resolve(null);
      return link.then(function (l) {
        if (typeof l === 'string') o.replayLink = l + '&embed=1';
        return loadScript('page-about.js').then(function () {
          // Its credits are the game's words: fetched first if it is not the game shown.
          if (W.games[o.game]) { wantWords(o.game, 'en'); wantWords(o.game, lang); }
          return wordsHere();
        });
      }).then(function () {
        if (c.games) W.setGames(JSON.parse(c.games()));  // about words in the language now spoken
        return window.tabulaAbout.open(o);
      },
        function () { return false; });  // sw.js keeps it: only a broken deploy lands here
    },
    // The App may say how tall it needs to be at this width (CSS px); the
    // height posted to an embedding page is at least that.
    preferHeight: function (px) { preferred = Number(px) || 0; postHeight(); },
    // What an embedding page is asked for (tests: the replay's 640, issue 34 §8).
    wantedHeight: function () { return wantedHeight(); }
  };
  var preferred = 0;

  // The game on screen: the one being played (with its players and
  // variant), else the one chosen on the start screen, else the URL's.
  function currentGame() {
    var g = { game: W.games[params.get('game')] ? params.get('game') : Object.keys(W.games)[0], players: 0, variant: '' };
    try {
      var sc = api.screen();
      var saved = c.save && c.save();
      var j = saved ? JSON.parse(saved) : null;
      if (j && j.game && (!sc || sc.screen !== 'start')) {
        g.game = j.game;
        g.players = (j.options && j.options.players) || 0;
        g.variant = (j.options && j.options.variant) || '';
      } else if (sc && sc.game) {
        g.game = sc.game;
      }
    } catch (e) { /* before the wasm runs */ }
    return g;
  }

  fileEl.addEventListener('change', function () {
    var f = fileEl.files && fileEl.files[0];
    if (!f) return;
    f.text().then(function (text) { api.importSave(text); });
  });

  // ---- Emscripten's Module: progress until the wasm runs ----
  window.Module = {
    canvas: canvas,
    locateFile: function (file, prefix) { return prefix + versioned(file); },
    setStatus: function (text) {
      var m = /\((\d+(?:\.\d+)?)\/(\d+)\)/.exec(text || '');
      if (m) { progressEl.hidden = false; progressEl.value = (+m[1]) / (+m[2]); }
      if (text) statusEl.textContent = text.replace(/\(.*\)/, '').trim() || say('loading');
    },
    totalDependencies: 0,
    monitorRunDependencies: function (left) {
      this.totalDependencies = Math.max(this.totalDependencies, left);
      this.setStatus(left ? say('preparing') + ' (' + (this.totalDependencies - left) + '/' + this.totalDependencies + ')'
                          : say('starting'));
    },
    // Emscripten's loader asks for the instance here: the module compiled
    // above, instantiated with its imports.
    instantiateWasm: function (imports, receive) {
      wasmModule.then(function (module) {
        return WebAssembly.instantiate(module, imports).then(function (instance) {
          mark('wasm-instantiated');
          receive(instance, module);
        });
      }).catch(function (e) {
        console.warn('tabula.wasm: ' + e);
        Module.onAbort(String(e && e.message || e));
      });
      return {};  // the exports come later, through receive
    },
    onRuntimeInitialized: function () { mark('main'); },
    print: function (t) { console.log(t); },
    printErr: function (t) { console.warn(t); },
    onAbort: function (what) { statusEl.textContent = say('could_not_start', { what: what }); }
  };
  Module.setStatus(say('downloading'));
  // A link's game atlas (at the scale web/ui/atlas.cc's scale_for picks for
  // this device), asked for as soon as tabula.wasm has arrived, not once its
  // first frame asks: on a slow line the two would share the bandwidth, and
  // the table waits for the wasm, not for the art.
  if (linkStarts && /^[a-z0-9_]+$/.test(linkGame) && versions['art/' + linkGame + '.json']) {
    wasmModule.then(function () {
      fetchArt(linkGame, Math.min(2, Math.max(1, Math.ceil(window.devicePixelRatio - 0.15))));
    }, function () {});
  }

  var c = {};  // cwrapped exports, filled once the runtime is up
  function wrap() {
    if (c.state) return;
    var s = function (name, args) { return Module.cwrap(name, 'string', args || []); };
    c.state = s('tabula_state');
    c.legal = s('tabula_legal');
    c.act = s('tabula_act', ['string']);
    c.start = s('tabula_start', ['string']);
    c.save = s('tabula_save');
    c.layout = s('tabula_layout');
    c.log = s('tabula_log');
    c.texts = s('tabula_texts');
    c.sprites = s('tabula_sprites');
    c.explains = s('tabula_explains');
    c.undo = s('tabula_undo');
    c.screen = s('tabula_screen');
    c.idle = Module.cwrap('tabula_bots_idle', 'number', []);
    c.importSave = Module.cwrap('tabula_import', null, ['string']);
    c.lang = Module.cwrap('tabula_set_language', null, ['string']);
    c.arrived = Module.cwrap('tabula_language_arrived', null, ['string']);
    c.speed = Module.cwrap('tabula_set_speed', null, ['number']);
    c.choose = s('tabula_choose', ['string']);
    c.replay = s('tabula_replay');
    c.seek = s('tabula_seek', ['number']);
    c.viewAs = s('tabula_view_as', ['string']);
    c.sharePayload = s('tabula_share_payload');
    c.openReplay = s('tabula_open_replay', ['string', 'string', 'number', 'string', 'string']);
    c.note = s('tabula_note', ['string']);
    c.review = s('tabula_review');
    c.games = s('tabula_games');
    W.setGames(JSON.parse(c.games()));
    c.lesson = s('tabula_lesson');
    c.learn = Module.cwrap('tabula_learn', null, ['string']);
    c.hint = s('tabula_hint');
  }

  function nextFrame() {
    return new Promise(function (r) { requestAnimationFrame(function () { requestAnimationFrame(r); }); });
  }

  // URL options: game, players, humans, level, lang, seed, variant (embed
  // handled above). A language is taken as its first two letters (hu-HU).
  function urlOptions() {
    var o = {};
    ['game', 'players', 'humans', 'level', 'lang', 'seed', 'variant'].forEach(function (k) {
      if (params.has(k)) o[k] = params.get(k).trim();
    });
    if (o.lang !== undefined) {
      if (W.pick(o.lang)) o.lang = W.pick(o.lang);
      else { notice(say('bad_lang', { value: o.lang, used: W.say(lang, 'language') })); delete o.lang; }
    }
    return o;
  }

  // Anything that describes a match (players, humans, level, variant, seed)
  // starts it at once, at the game's defaults for the rest. `game` alone (as
  // a blogger writes it: ?game=<game>&embed=1) opens the start screen
  // with that game chosen, so a reader with a game in progress can go on.
  function applyUrl() {
    mark('link-applied');
    var o = urlOptions();
    var starts = ['players', 'humans', 'level', 'variant', 'seed'].some(function (k) { return o[k] !== undefined; });
    if (starts) {
      if (o.game !== undefined && !W.games[o.game]) { notice(say('bad_game', { value: o.game })); delete o.game; }
      // A reload of a shared link must not replace an unfinished game of
      // that game: the start screen opens on it with Continue first (New
      // game there asks before it overwrites).
      var game = o.game !== undefined ? o.game : api.screen().game;
      if (!JSON.parse(c.choose(game)).unfinished) {
        api.start(o);
        return;
      }
      delete o.players; delete o.humans; delete o.level; delete o.variant; delete o.seed;
    }
    if (o.lang !== undefined) c.lang(o.lang);
    if (o.game !== undefined) {
      var r = JSON.parse(c.choose(o.game));
      if (!r.ok) notice(say('bad_game', { value: o.game }));
      // ?game=G&learn=1: the game's guided first game (web/app/lesson.cc).
      else if (params.get('learn') === '1') c.learn(o.game);
    }
  }

  // Called by the wasm just before its first frame (web/app/app.cc): the
  // URL is applied now, so no start screen is drawn under the loading cover
  // on the way to a link's table (issue 35), and the first frame is the
  // whole table. Words a notice or the table may need first (the page's
  // language table, the link's game's word packs: on a slow link they come
  // long before tabula.wasm) hold that frame, 0, until they are here (or
  // failed: English stands in); then the loop is woken and asks again. A
  // replay link opens asynchronously: onFirstFrame does it, after the
  // first frame.
  var appliedEarly = false, holding = false;
  function starting() {
    wrap();
    if (/(^#|&)replay=/.test(location.hash)) return 1;
    var waits = Object.keys(fetching).map(function (l) { return fetching[l]; })
      .concat(Object.keys(early).filter(function (k) { return !(k in earlyText); }).map(function (k) { return early[k]; }));
    if (waits.length) {
      if (!holding) {
        holding = true;
        var go = function () { holding = false; Module._tabula_wake(); };
        Promise.all(waits.map(function (p) { return p.catch(function () {}); })).then(go);
      }
      return 0;
    }
    Object.keys(tables).forEach(function (l) { c.arrived(l); });
    wordsOpen = true;
    Object.keys(earlyText).forEach(function (key) {
      var at = key.lastIndexOf('/');
      Module.ccall('tabula_words_arrived', null, ['string', 'string', 'string'], [key.slice(0, at), key.slice(at + 1), earlyText[key]]);
      words[key] = Promise.resolve();
      handed[key] = true;
      delete early[key];
    });
    applyUrl();
    appliedEarly = true;
    return 1;
  }

  function onFirstFrame() {
    wrap();
    // The link applied before the first frame, and that frame had every
    // word it asked for: it was the whole table, the one to show.
    var whole = appliedEarly && Object.keys(words).every(function (k) { return handed[k]; });
    // A table that came while the wasm was starting (or is still coming)
    // is handed over before the loading screen goes: no English flash.
    var pending = Object.keys(fetching).map(function (l) { return fetching[l]; });
    Promise.all(pending).then(function () {
      if (appliedEarly) return null;
      Object.keys(tables).forEach(function (l) { c.arrived(l); });
      wordsOpen = true;
      // A replay link opens its game (or says why not); else the URL's options.
      return openReplayLink() || applyUrl();
    }).then(function () {
      if (appliedEarly) return null;  // the first frame was the table, words and all
      Module._tabula_redraw();  // the next frame asks for the shown game's words
      return nextFrame();
    }).then(function () {
      if (whole) { postHeightSoon(); return null; }
      return wordsHere().then(function () { postHeightSoon(); return nextFrame(); });
    }).then(function () {
      loadingEl.classList.add('done');
      mark('ready');
      window.tabula.loadMs = Math.round(performance.now());  // since navigation start
      resolveReady();
      // Keys and the game in words (page-access.js), after the first load.
      var access = window.tabulaPage.loadAccess = function () {
        return loadScript('page-access.js').catch(function () { /* the canvas still plays by pointer */ });
      };
      // prefers-reduced-motion must hold from the first bot move: then at once.
      if (window.matchMedia && matchMedia('(prefers-reduced-motion: reduce)').matches) access();
      else setTimeout(access, 3000);
      ['keydown', 'pointerdown', 'focusin'].forEach(function (t) {
        window.addEventListener(t, access, { capture: true, once: true });
      });
    });
  }

  // ---- replay links (#replay=...&at=N&seat=S; shell/replay-link.js) ----
  // Opens the link in the fragment, if there is one: a promise, else null.
  function openReplayLink() {
    if (!/(^#|&)replay=/.test(location.hash)) return null;
    return loadScript('replay-link.js').then(function () {
      var L = window.tabulaReplayLink, h = L.parse(location.hash);
      var at = /^\d{1,6}$/.test(h.at || '') ? Number(h.at) : -1;
      return L.decode(h.replay || '').then(function (payload) {
        var g = L.saveOf(payload);
        return JSON.parse(c.openReplay(g.save, g.notes, at, h.seat || '', ''));
      }).catch(function (e) {
        return JSON.parse(c.openReplay('', '', 0, '', (e && e.code) || 'malformed'));
      });
    }, function () {
      return JSON.parse(c.openReplay('', '', 0, '', 'malformed'));  // replay-link.js did not load
    });
  }
  window.addEventListener('hashchange', function () { if (c.openReplay) openReplayLink(); });
  // The link of the finished game on screen: a promise of the URL, or of
  // {ok:false, reason} when there is none (a game still going).
  function shareLink() {
    var r = JSON.parse(c.sharePayload());
    if (!r.ok) return Promise.resolve({ ok: false, reason: r.reason });
    return loadScript('replay-link.js').then(function () {
      return window.tabulaReplayLink.encode(window.tabulaReplayLink.payloadOf(r));
    }).then(function (packed) {
      return location.origin + location.pathname + '#replay=' + packed + '&at=' + r.at + '&seat=' + r.seat;
    });
  }

  var api = {
    ready: readyPromise,
    // Replays (web/app/replay.cc): {at, of, seat, everything} or null.
    replay: function () { return JSON.parse(c.replay()); },
    seek: function (n) { return JSON.parse(c.seek(Number(n))); },
    viewAs: function (who) { return JSON.parse(c.viewAs(String(who))); },
    shareLink: shareLink,
    // The note on the move on screen (plain text; '' removes it).
    note: function (text) { return JSON.parse(c.note(String(text))); },
    // The review of the replay on screen (web/app/review.cc; web/README.md), or null.
    // (The wasm gives whole ten-thousandths; here they become fractions.)
    review: function () {
      var r = JSON.parse(c.review()), f = function (v) { return v / 10000; };
      if (!r) return r;
      r.chances = r.chances.map(function (row) { return row.map(f); });
      // A decision's cost: better's chance minus played's, with its 95 % range.
      var cost = function (c) { c.cost = f(c.cost); c.low = f(c.low); c.high = f(c.high); };
      r.costs.forEach(cost);
      r.worst.forEach(function (w) { cost(w); w.before = f(w.before); });
      r.progress = f(r.progress);
      return r;
    },
    // "Learn to play" (web/app/lesson.cc): {step, of, say, target[, wrong]}
    // (target: the layout() id to tap now) or null; learn(game) starts one.
    lesson: function () { return JSON.parse(c.lesson()); },
    learn: function (game) { c.learn(String(game)); },
    state: function () { return JSON.parse(c.state()); },
    legal: function () { return JSON.parse(c.legal()); },
    act: function (text) { return JSON.parse(c.act(String(text))); },
    start: function (opts) {
      var r = JSON.parse(c.start(JSON.stringify(opts || {})));
      postHeightSoon();
      return r;
    },
    // The start screen with `game` chosen: {ok, unfinished} (unfinished: its
    // autosave is a game not over, Continue is offered) or {ok:false, reason}.
    choose: function (game) { var r = JSON.parse(c.choose(String(game))); postHeightSoon(); return r; },
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
    // Every art sprite drawn in the last frame, in page CSS pixels: {sprite, x, y, w, h}.
    sprites: function () {
      var S = JSON.parse(c.sprites());
      var b = canvas.getBoundingClientRect();
      S.forEach(function (t) { t.x += b.left; t.y += b.top; });
      return S;
    },
    // Every piece that explains itself in the last frame (ViewContext::explain),
    // in page CSS pixels: {x, y, w, h, title, body}.
    explains: function () {
      var E = JSON.parse(c.explains());
      var b = canvas.getBoundingClientRect();
      E.forEach(function (e) { e.x += b.left; e.y += b.top; });
      return E;
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
    // Resolves once the language is shown (its table and the game's words
    // in it fetched if need be).
    setLanguage: function (l) {
      l = String(l);
      return (wantsTable(l) ? fetchLanguage(l) : Promise.resolve()).then(function () { c.lang(l); return nextFrame(); })
        .then(wordsHere).then(function () {});
    },
    // Runs animations and bot pauses `factor` times faster (tests use ~20).
    setSpeed: function (factor) { c.speed(Number(factor)); },
    // Times one bot level's decisions in this browser, in a worker of its
    // own running the bots' engine (think.wasm, where they search): a
    // promise of {median_ms, max_ms, decisions}.
    benchBot: function (game, players, level, decisions) {
      return new Promise(function (resolve, reject) {
        var w = new Worker('think-worker.js');
        w.onmessage = function (e) {
          w.terminate();
          var r = e.data.broken ? null : JSON.parse(e.data.answer);
          if (r && r.ok) resolve(r); else reject(new Error(r ? r.reason : 'think.wasm did not load'));
        };
        w.onerror = function () { w.terminate(); reject(new Error('think-worker.js did not load')); };
        w.postMessage({ ticket: 1, request: JSON.stringify({ bench: {
          game: String(game), players: Number(players), level: String(level), decisions: Number(decisions || 40) } }) });
      });
    },
    // What would the expert do (web/app/hint.cc)? Resolves, once it has
    // thought, to {ok, action, id} (id: the layout id marked) or {ok:false, reason}.
    hint: function () {
      return new Promise(function (resolve) {
        (function poll() {
          var h = JSON.parse(c.hint());
          if (h.thinking) return setTimeout(poll, 50);
          nextFrame().then(function () { resolve(JSON.parse(c.hint())); });
        })();
      });
    },
    nextFrame: nextFrame,
    notices: function () { return window.tabula._notices.slice(); },
    _notices: []
  };
  window.tabula = api;

  // Online tables (online.js, online.css) only where this page's own Tabula
  // server answers online/health: most visits are to a static copy or never
  // go online, and need not fetch the lobby. online.js reuses this answer.
  var health = fetch('online/health', { cache: 'no-store' })
    .then(function (r) { return r.json(); })
    .catch(function () { return null; });
  window.tabulaPage.onlineHealth = health;
  // Until then (and for good on a static host) window.tabulaOnline is this
  // placeholder: nothing online is offered (web/platform: online_available).
  if (!window.tabulaOnline) window.tabulaOnline = { available: false, placeholder: true };
  // Even with a server, online.js is fetched only once wanted, so a game
  // link is playable without the lobby's bytes (issue 23): an invite link
  // (?table=) at once, else when the start screen shows, where Play online
  // is offered (chrome() hears of every change of screen).
  var onlineServer = false;
  var started = false;
  function onlineWhenWanted() {
    if (!onlineServer || !window.tabulaOnline.placeholder) return;  // no server, a stand-in, or loaded
    if (!params.has('table') && !(started && api.screen().screen === 'start')) return;
    // online.js says available as it runs; the App's loop may be asleep:
    // wake it, so Play online shows at once (not before the wasm runs: an
    // invite link gets here first, and the first frame reads it anyway).
    loadScript('online.js').then(function () { if (started) Module._tabula_wake(); },
      function () { /* Play online is just not offered */ });
  }
  health.then(function (h) { onlineServer = !!h && h.ok === true; onlineWhenWanted(); });
  readyPromise.then(function () { started = true; onlineWhenWanted(); });

  // Header buttons mirror the in-game menu (handy where storage is blocked).
  // Exports are named by game and date: <game>-2026-11-23.json.
  document.getElementById('export-btn').addEventListener('click', function () {
    var s = c.save && c.save();
    if (!s) { notice(say('no_export')); return; }
    var game = 'tabula';
    try { game = JSON.parse(s).game || game; } catch (e) { /* keep the generic name */ }
    var d = new Date();
    var day = d.getFullYear() + '-' + String(d.getMonth() + 1).padStart(2, '0') + '-' + String(d.getDate()).padStart(2, '0');
    window.tabulaPage.download(game + '-' + day + '.json', s);
  });
  document.getElementById('import-btn').addEventListener('click', function () { window.tabulaPage.pickFile(); });

  // Keys (Escape, Ctrl+Z) reach the game only while the canvas has focus (SDL
  // listens on #canvas, so typing elsewhere in a blog page is left alone);
  // SDL swallows the mouse events that would focus it, so focus it here.
  canvas.addEventListener('pointerdown', function () { canvas.focus({ preventScroll: true }); });
  canvas.addEventListener('contextmenu', function (e) { e.preventDefault(); });

  // Tell an embedding page how tall we would like to be at this width. The
  // games are laid out for 360x640 (phone, one column) and 720x480 (two
  // columns) and grow from there; anything the App drew below the frame's
  // bottom (a layout that did not fit) asks for that much more.
  var lastPosted = 0;
  // What the App drew below the bottom, remembered for this width and screen
  // (once the frame is taller it fits, and must not shrink back).
  var need = { key: '', px: 0 };
  function wantedHeight() {
    var w = document.documentElement.clientWidth;
    var h = w < 600 ? Math.max(640, Math.round(w * 16 / 9)) : Math.max(480, Math.round(w * 2 / 3));
    try {
      if (c.layout) {
        var sc = api.screen();
        var key = w + '|' + (sc ? sc.screen + '|' + sc.game : '');
        if (key !== need.key) need = { key: key, px: 0 };
        var bottom = 0, L = JSON.parse(c.layout());
        Object.keys(L).forEach(function (k) { bottom = Math.max(bottom, L[k].y + L[k].h); });
        var inner = canvas.clientHeight;
        if (inner > 0 && bottom > inner + 1) need.px = Math.max(need.px, Math.ceil(bottom + 8));
      }
    } catch (e) { /* before the wasm runs */ }
    return Math.max(h, need.px, preferred);
  }
  function postHeight() {
    if (!inFrame) return;
    var height = wantedHeight();
    if (height === lastPosted) return;
    lastPosted = height;
    try { window.parent.postMessage({ tabula: 'height', height: height }, '*'); } catch (e) { /* ignore */ }
  }
  // The App lays out on its next frame: measure after it.
  function postHeightSoon() { nextFrame().then(postHeight); }
  window.addEventListener('resize', function () { lastPosted = 0; postHeightSoon(); });
  postHeight();
})();
