// A replay link's payload in and out of the URL fragment: the wasm gives the
// finished game's save and notes (web/app/replay.cc), this keeps what replays
// it (game, options, seed, the action texts one per line, names, human
// seats, notes), compresses it with the browser's own deflate-raw
// (CompressionStream) and writes it base64url, so tabula.wasm carries no
// compressor and no server is needed. Opening a link, the wasm replays every
// action through the engine (a changed one is refused there). Fetched by
// page.js the first time a link is made or opened.
(function () {
  'use strict';
  // Limits: a link longer than this is refused before anything is read, and
  // a payload inflating past this is cut off (a deflate bomb loses nothing).
  var MAX_LINK = 64 * 1024;
  var MAX_PAYLOAD = 256 * 1024;

  function fail(code) { var e = new Error(code); e.code = code; return e; }

  function toBase64url(bytes) {
    var s = '';
    for (var i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  function fromBase64url(text) {
    if (!/^[A-Za-z0-9_-]*$/.test(text)) throw fail('malformed');
    if (text.length % 4 === 1) throw fail('truncated');  // no base64 ends so
    var b = text.replace(/-/g, '+').replace(/_/g, '/');
    while (b.length % 4) b += '=';
    var s = atob(b), out = new Uint8Array(s.length);
    for (var i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
    return out;
  }

  // Reads a stream to its end, or fails past `max` bytes. A failure carries
  // the first bytes read before it (`partial`): a link cut short inflates to
  // the start of a payload, a made-up one to nothing of the kind.
  function readAll(stream, max) {
    var reader = stream.getReader(), chunks = [], n = 0;
    var failed = function (e) {
      if (e && typeof e === 'object') e.partial = chunks.length ? chunks[0].subarray(0, 8) : new Uint8Array(0);
      throw e;
    };
    return (function pump() {
      return reader.read().then(function (r) {
        if (r.done) {
          var out = new Uint8Array(n), at = 0;
          chunks.forEach(function (c) { out.set(c, at); at += c.length; });
          return out;
        }
        n += r.value.length;
        if (n > max) { reader.cancel().catch(function () {}); throw fail('oversized'); }
        chunks.push(r.value);
        return pump();
      }, failed);
    })();
  }

  function pipe(bytes, transform, max) {
    var stream = new Blob([bytes]).stream().pipeThrough(transform);
    return readAll(stream, max);
  }

  // The payload of a share ({save, notes} from the wasm).
  function payloadOf(share) {
    var s = JSON.parse(share.save), p = { v: s.version, g: s.game, p: s.options.players, s: s.seed, a: s.actions.join('\n') };
    if (s.options.variant) p.va = s.options.variant;
    if (s.options.settings && Object.keys(s.options.settings).length) p.o = s.options.settings;
    if (s.table && s.table.names) p.n = s.table.names;
    if (s.table && s.table.humans) p.h = s.table.humans;
    if (share.notes && Object.keys(share.notes).length) p.t = share.notes;
    return JSON.stringify(p);
  }

  // A payload back to {save, notes} (texts for the wasm); 'malformed' if it is not one.
  function saveOf(text) {
    var p;
    try { p = JSON.parse(text); } catch (e) { throw fail('malformed'); }
    if (!p || typeof p !== 'object' || typeof p.g !== 'string' || typeof p.a !== 'string' || typeof p.s !== 'string')
      throw fail('malformed');
    var save = {
      format: 'tabula-save', version: p.v, game: p.g, seed: p.s,
      options: { players: p.p, variant: p.va || '', settings: p.o || {} },
      actions: p.a ? p.a.split('\n') : [],
      table: {}
    };
    if (Array.isArray(p.n)) save.table.names = p.n.map(function (n) { return String(n).slice(0, 40); });
    if (Array.isArray(p.h)) save.table.humans = p.h;
    return { save: JSON.stringify(save), notes: JSON.stringify(p.t && typeof p.t === 'object' ? p.t : {}) };
  }

  window.tabulaReplayLink = {
    payloadOf: payloadOf,
    saveOf: saveOf,
    // The payload (JSON text) as the fragment's replay= value.
    encode: function (payload) {
      return pipe(new TextEncoder().encode(payload), new CompressionStream('deflate-raw'), MAX_LINK * 4)
        .then(toBase64url);
    },
    // The fragment's replay= value back to the payload; rejects with an Error
    // whose code is 'malformed', 'truncated' or 'oversized'.
    decode: function (text) {
      return Promise.resolve().then(function () {
        if (text.length > MAX_LINK) throw fail('oversized');
        if (!text) throw fail('malformed');
        return pipe(fromBase64url(text), new DecompressionStream('deflate-raw'), MAX_PAYLOAD);
      }).then(function (bytes) {
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      }).catch(function (e) {
        // A stream that ends early after the start of a payload ('{"') is a
        // link cut short; anything else unreadable ("#replay=hello-world")
        // is not a Tabula replay link at all.
        if (e && e.code) throw e;
        var p = e && e.partial;
        var ours = p && p.length >= 2 && p[0] === 0x7b && p[1] === 0x22;
        throw fail(ours && /unexpected end|incomplete|truncat/i.test(String(e && e.message)) ? 'truncated' : 'malformed');
      });
    },
    // The fragment's parts: {replay, at, seat, embed} (at and seat as given).
    parse: function (hash) {
      var h = new URLSearchParams(String(hash || '').replace(/^#/, ''));
      return { replay: h.get('replay'), at: h.get('at'), seat: h.get('seat'), embed: h.get('embed') === '1' };
    }
  };
})();
