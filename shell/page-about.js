// About, as an HTML dialog over the canvas: what Tabula is, the current
// game's credits, which of its data is reconstructed, licences, and the
// snippet that embeds this game in another page, as real text with a Copy
// button (during a replay: its link at the move on screen, o.replayLink).
// window.tabulaPage.about({game, lang, players, variant}) opens it
// (the canvas About button calls it; page.js puts it on tabulaPage).
(function () {
  'use strict';
  var W = window.tabulaWords;

  function el(tag, attrs, children) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'text') e.textContent = attrs[k];
      else e.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) { if (c) e.appendChild(c); });
    return e;
  }

  // The URL options a blogger writes for this game (players and variant only
  // when known: without players the reader picks on the start screen).
  function embedQuery(o) {
    var q = new URLSearchParams();
    q.set('game', o.game);
    if (o.players) q.set('players', String(o.players));
    if (o.variant) q.set('variant', String(o.variant));
    q.set('embed', '1');
    return q.toString();
  }
  function embedSnippet(o, title) {
    var src = o.replayLink || location.origin + location.pathname + '?' + embedQuery(o);
    return '<iframe src="' + src + '" title="' + title + ' (Tabula)" ' +
           'style="width:100%;max-width:720px;height:640px;border:0" loading="lazy"></iframe>';
  }

  function copyText(text, pre, status, lang) {
    function done() { status.textContent = W.say(lang, 'copied'); }
    function fallback() {
      // Select the snippet so a long press or Ctrl+C copies it by hand.
      var range = document.createRange();
      range.selectNodeContents(pre);
      var sel = window.getSelection();
      sel.removeAllRanges();
      sel.addRange(range);
      var ok = false;
      try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
      status.textContent = W.say(lang, ok ? 'copied' : 'copy_failed');
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(done, fallback);
    } else {
      fallback();
    }
  }

  // Who made the pictures and faces and under which licence: site/credits.json,
  // the list assets/art/CREDITS.md is generated from (assets/art/credits.mjs).
  // Fetched when About opens (the service worker keeps it for offline use).
  var creditList = null;
  function artCredits(lang) {
    var ul = el('ul', { id: 'about-credits', class: 'fine credit-list' });
    var local = function (v) { return typeof v === 'string' ? v : (v[lang] || v.en); };
    var a = function (text, url) { return url ? el('a', { href: url, target: '_blank', rel: 'noopener', text: text }) : el('span', { text: text }); };
    function fill(list) {
      list.forEach(function (c) {
        var li = el('li', { 'data-work': c.work }, [
          el('strong', { text: W.say(lang, c.what) + ': ' }), a(c.work, c.url),
          el('span', { text: ' — ' + local(c.by) + (c.changed ? ' (' + W.say(lang, 'credit_changed') + ')' : '') + ' — ' }),
          a(local(c.licence), c.licence_url)]);
        ul.appendChild(li);
      });
      ul.setAttribute('data-ready', '1');
    }
    if (creditList) fill(creditList);
    else {
      fetch('credits.json').then(function (r) { return r.json(); })
        .then(function (list) { creditList = list; fill(list); })
        .catch(function () { ul.setAttribute('data-ready', 'failed'); });
    }
    return ul;
  }

  function build(o) {
    var lang = W.pick(o.lang) || 'en';
    var say = function (k, v) { return W.say(lang, k, v); };
    var g = W.games[o.game];
    var dialog = el('dialog', { id: 'about', class: 'about', 'aria-labelledby': 'about-title', lang: lang });
    var close = el('button', { type: 'button', class: 'about-close', id: 'about-close', 'aria-label': say('close'), text: '×' });
    close.addEventListener('click', function () { dialog.close(); });
    var snippet = embedSnippet(o, g.title);
    var pre = el('pre', { id: 'about-snippet', class: 'snippet', text: snippet });
    var status = el('span', { class: 'copy-status', role: 'status', 'aria-live': 'polite' });
    var copy = el('button', { type: 'button', id: 'about-copy', class: 'copy', text: say('copy') });
    copy.addEventListener('click', function () { copyText(snippet, pre, status, lang); });
    // The game's credits (assets/i18n/<game>/ "about"): a row for each it gives.
    var credits = el('dl', { class: 'credits' }, ['designer', 'publisher', 'edition', 'artist'].reduce(function (rows, k) {
      return g.about[k] ? rows.concat([el('dt', { text: say(k) }), el('dd', { text: g.about[k] })]) : rows;
    }, []));
    var body = el('div', { class: 'about-body' }, [
      el('h2', { id: 'about-title', text: say('about_title', { game: g.title }) }),
      el('p', { text: say('what') }),
      el('h3', { text: say('credits') + ': ' + g.title }),
      credits,
      el('p', { class: 'fine', text: say('unofficial') }),
      el('h3', { text: say('reconstructed') }),
      el('p', { id: 'about-reconstructed', text: g.about.reconstructed }),
      el('p', { class: 'fine', text: say('recon_fix') }),
      el('h3', { text: say('licences') }),
      artCredits(lang),
      el('h3', { id: 'about-embed-title', text: say('embed', { game: g.title }) }),
      el('p', { class: 'options', text: g.title + ' · ' + (o.replayLink  // a replay: the move on screen
        ? '#replay=…' + o.replayLink.slice(o.replayLink.indexOf('&at=')) : '?' + embedQuery(o)) }),
      el('p', { class: 'fine', text: say('embed_hint') }),
      pre,
      el('div', { class: 'copy-row' }, [copy, status])
    ]);
    dialog.appendChild(close);
    dialog.appendChild(body);
    dialog.addEventListener('close', function () {
      dialog.remove();
      var canvas = document.getElementById('canvas');
      if (canvas) canvas.focus({ preventScroll: true });
    });
    return dialog;
  }

  // Opens About for `o.game` (the first game when it is unknown).
  function about(o) {
    o = Object.assign({}, o || {});
    if (!W.games[o.game]) o.game = Object.keys(W.games)[0];
    if (!o.game) return false;  // the games are the engine's: none known before the wasm runs
    var old = document.getElementById('about');
    if (old) old.remove();
    var dialog = build(o);
    document.body.appendChild(dialog);
    if (dialog.showModal) dialog.showModal();
    else dialog.setAttribute('open', '');
    return true;
  }

  window.tabulaAbout = { open: about, embedSnippet: embedSnippet, embedQuery: embedQuery };
})();
