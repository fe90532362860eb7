// The accessible layer's "On the table" (issue 25): the seated player's
// situation in words, one line a seat, from the seat's own view of the game
// (window.tabula.state(): never another seat's secret). Fetched with
// page-access.js, after the first load. Each game says its own situation in
// web/<game>/situation.js (copied to situation/<game>.js, fetched when that
// game is first on screen), with its labels in the four languages; the
// games' own words come from the language table the canvas uses (character
// names, phases, colours).
(function () {
  'use strict';
  var you = { en: 'you', hu: 'te', es: 'tú', it: 'tu' };
  var versioned = (window.tabulaPage && window.tabulaPage.versioned) || function (f) { return f; };

  // The games' own words, in the language the canvas shows (the wasm's
  // table: web/app/access.cc tabula_word); null where no language has one.
  var lookup = null;
  function word(key) {
    lookup = lookup || window.Module.cwrap('tabula_word', 'string', ['string']);
    var w = lookup(key);
    return w && w !== key ? w : null;
  }
  function get(o, path) {
    return path.split('.').reduce(function (x, k) { return x && typeof x === 'object' ? x[k] : undefined; }, o);
  }
  function fill(s, args) {
    return String(s).replace(/\{(\w+)\}/g, function (m, k) { return args[k] !== undefined ? args[k] : m; });
  }
  // The helpers a game's describe() gets.
  function tools(lang) {
    return {
      word: word, get: get, fill: fill,
      who: function (a, s, seat) {
        var name = (a.names || [])[seat] || String(seat + 1);
        return seat === s.seat ? name + ' (' + (you[lang] || you.en) + ')' : name;
      }
    };
  }

  var games = {};     // name -> {labels, describe}
  var asked = {};     // name -> true once its file was asked for
  function want(game) {
    if (asked[game]) return;
    asked[game] = true;
    var el = document.createElement('script');
    el.src = versioned('situation/' + game + '.js');
    el.onload = function () { if (window.tabulaAccess) window.tabulaAccess.update(); };
    el.onerror = function () { /* the layer lists the choices alone */ };
    document.head.appendChild(el);
  }

  // The seat's situation, or null where there is none to tell (the start
  // screen, an overlay, a game whose words are still on their way).
  window.tabulaSituation = function (a) {
    if (a.screen !== 'table' || a.overlay !== 'none') return null;
    var game = window.tabula.screen().game;
    if (!game) return null;
    if (!games[game]) { want(game); return null; }
    var s = window.tabula.state();
    if (!s) return null;
    var g = games[game];
    return g.describe(a, s, g.labels[a.lang] || g.labels.en, tools(a.lang));
  };
  // The choices in words (issue 34 §5): a game may name its own choices
  // from the seat's view ({id: name}) where the words drawn on a piece are
  // shorthand ("Romeo £1 2"). texts: what the canvas wrote, for the few
  // names that borrow a line drawn beside the choice. Null: the drawn words.
  window.tabulaSituation.names = function (a, texts) {
    if (a.screen !== 'table' || a.overlay !== 'none') return null;
    var game = window.tabula.screen().game;
    if (!game) return null;
    if (!games[game]) { want(game); return null; }  // (the layer is updated when it comes)
    var g = games[game];
    if (!g.names) return null;
    var s = window.tabula.state();
    if (!s) return null;
    return g.names(a, s, g.labels[a.lang] || g.labels.en, tools(a.lang), texts);
  };
  window.tabulaSituation.add = function (game, g) { games[game] = g; };
})();
