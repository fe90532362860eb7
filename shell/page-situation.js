// The accessible layer's "On the table" (issue 25): the seated player's
// situation in words, one line a seat, from the seat's own view of the game
// (window.tabula.state(): never another seat's secret). Fetched with
// page-access.js, after the first load. The games' own words come from the
// language table the canvas uses (character names, phases, colours); the
// labels around them are here, in the four languages.
(function () {
  'use strict';
  var labels = {
    en: { you: 'you', day: 'Day {n} of {of}', prestige: 'prestige {n}', pounds: '£{n}', plus3: '+3 tokens: {n}',
      cylinders: 'cylinders left: {n}', ambiance: 'ambiance space {n} of {of}', cast: 'cast', costume: 'costume {n} of {of}',
      resting: 'resting', set: 'set pieces', none: 'none', no_cards: 'none', objectives: 'objectives: {n}', season: 'Season {n} of 4',
      score: 'score {n}', cubes: 'cubes in reserve: {n}', cards: 'patron cards', exhibition: 'exhibition {n}',
      gold: 'gold {n}', card: 'card', two_cards: 'cards', unknown: 'face down, unknown to you', maybe: 'as far as you know', face_up: 'face up',
      court: 'the Court: gold {n}', bank: 'the Bank: gold {n}' },
    hu: { you: 'te', day: '{n}. nap ({of} napból)', prestige: 'presztízs {n}', pounds: '£{n}', plus3: '+3 jelző: {n}',
      cylinders: 'hátralévő henger: {n}', ambiance: 'hangulat: {n}. mező ({of} mezőből)', cast: 'szereplők', costume: 'jelmez {n}/{of}',
      resting: 'pihen', set: 'díszletelemek', none: 'nincs', no_cards: 'nincs', objectives: 'célkártya: {n}', season: '{n}. évszak (4-ből)',
      score: 'pontszám {n}', cubes: 'kocka a készletben: {n}', cards: 'pártfogókártyák', exhibition: 'kiállítás {n}',
      gold: 'arany {n}', card: 'kártya', two_cards: 'kártyák', unknown: 'lefordítva, nem tudod, mi', maybe: 'amennyire tudod', face_up: 'felfordítva',
      court: 'a bíróság: arany {n}', bank: 'a bank: arany {n}' },
    es: { you: 'tú', day: 'Día {n} de {of}', prestige: 'prestigio {n}', pounds: '£{n}', plus3: 'fichas +3: {n}',
      cylinders: 'cilindros restantes: {n}', ambiance: 'ambiente: casilla {n} de {of}', cast: 'reparto', costume: 'vestuario {n} de {of}',
      resting: 'descansa', set: 'piezas de decorado', none: 'ninguna', no_cards: 'ninguna', objectives: 'objetivos: {n}', season: 'Temporada {n} de 4',
      score: 'puntos {n}', cubes: 'cubos en reserva: {n}', cards: 'cartas de mecenas', exhibition: 'exposición {n}',
      gold: 'oro {n}', card: 'carta', two_cards: 'cartas', unknown: 'boca abajo, no sabes cuál es', maybe: 'por lo que sabes', face_up: 'boca arriba',
      court: 'el Tribunal: oro {n}', bank: 'la Banca: oro {n}' },
    it: { you: 'tu', day: 'Giorno {n} di {of}', prestige: 'prestigio {n}', pounds: '£{n}', plus3: 'segnalini +3: {n}',
      cylinders: 'cilindri rimasti: {n}', ambiance: 'atmosfera: casella {n} di {of}', cast: 'compagnia', costume: 'costume {n} di {of}',
      resting: 'a riposo', set: 'pezzi di scenografia', none: 'nessuno', no_cards: 'nessuna', objectives: 'obiettivi: {n}', season: 'Stagione {n} di 4',
      score: 'punti {n}', cubes: 'cubi in riserva: {n}', cards: 'carte mecenate', exhibition: 'esposizione {n}',
      gold: 'oro {n}', card: 'carta', two_cards: 'carte', unknown: 'coperta, non sai quale sia', maybe: 'per quanto ne sai', face_up: 'scoperta',
      court: 'il Tribunale: oro {n}', bank: 'la Banca: oro {n}' }
  };

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

  function who(a, s, seat, L) {
    var name = (a.names || [])[seat] || String(seat + 1);
    return seat === s.seat ? name + ' (' + L.you + ')' : name;
  }

  var games = {
    shakespeare: function (a, s, L) {
      var w = function (k) { return word('shakespeare.' + k); };
      var out = [];
      var day = w('day'), phase = w('phase.' + s.phase);
      if (s.day) out.push((day ? fill(day, { day: s.day, days: s.days || 6 }) : fill(L.day, { n: s.day, of: 6 })) + (phase ? ' — ' + phase : ''));
      var amb = get(s, 'layout.ambiance') || [];
      (s.companies || []).forEach(function (c, seat) {
        var cast = (c.cast || []).map(function (m) {
          // As the card is named on the canvas (draw.cc card_name).
          var kind = m.kind, name = w('cards.' + m.id);
          if (m.extra) name = w('kind.extra') || 'Extra';
          else if (!name && (kind === 'costume_maker' || kind === 'set_designer')) name = w('kind.' + kind) + ' ' + (m.value || '');
          else if (!name) name = kind !== 'actor' && w('kind.' + kind) ? w('kind.' + kind) : m.name || m.id;
          var pieces = (m.pieces || []).length;
          var bits = [];
          if (m.value && kind !== 'costume_maker' && kind !== 'set_designer') bits.push(fill(w('value_n') || '{n}', { n: m.value }));
          if (kind === 'actor' || kind === 'extra' || pieces) bits.push(fill(L.costume, { n: pieces, of: get(s, 'layout.costume_size') || 3 }));
          if (m.resting) bits.push(L.resting);
          return name + (bits.length ? ' (' + bits.join(', ') + ')' : '');
        });
        var set = Object.keys(c.set || {}).map(function (at) { return at + ' ' + (w('colour.' + c.set[at]) || c.set[at]); });
        var parts = [fill(L.prestige, { n: c.prestige || 0 }), fill(L.pounds, { n: c.pounds || 0 }),
          fill(L.plus3, { n: c.plus3 || 0 }), fill(L.cylinders, { n: c.cylinders_left || 0 })];
        if (amb.length) parts.push(fill(L.ambiance, { n: (c.ambiance || 0) + 1, of: amb.length }));
        parts.push(fill(L.objectives, { n: c.objective_count || 0 }));
        parts.push(L.cast + ': ' + (cast.join(', ') || L.none));
        parts.push(L.set + ': ' + (set.join(', ') || L.none));
        out.push(who(a, s, seat, L) + ': ' + parts.join('; '));
      });
      return out;
    },
    mykerinos: function (a, s, L) {
      var out = [fill(word('mykerinos.season') || L.season, { n: s.season || 1 })];
      (s.seats || []).forEach(function (p, seat) {
        var cards = (p.cards || []).map(function (x) {
          var patron = typeof x === 'string' ? x : x && (x.patron || x.colour || x.name);
          return word('mykerinos.patron.' + patron) || patron;
        });
        out.push(who(a, s, seat, L) + ': ' + [fill(L.score, { n: p.score || 0 }), fill(L.cubes, { n: p.cubes || 0 }),
          fill(L.exhibition, { n: p.exhibition || 0 }), L.cards + ': ' + (cards.join(', ') || L.no_cards)].join('; '));
      });
      return out;
    },
    mascarade: function (a, s, L) {
      var out = [];
      var name = function (id) { return word('characters.' + id + '.name') || id; };
      // A seat's cards (two each at a small table), the middle's have no gold.
      var cards = {};
      (s.slots || []).forEach(function (slot) {
        if (slot.owner < 0) return;
        var card;
        if (slot.face_up) card = name(slot.face_up) + ' (' + L.face_up + ')';
        else if (slot.known && slot.known.length === 1) card = name(slot.known[0]) + ' (' + L.maybe + ')';
        else card = L.unknown;
        (cards[slot.owner] = cards[slot.owner] || []).push(card);
      });
      Object.keys(cards).forEach(function (seat) {
        seat = Number(seat);
        out.push(who(a, s, seat, L) + ': ' + fill(L.gold, { n: (s.gold || [])[seat] || 0 }) + '; ' + (cards[seat].length > 1 ? L.two_cards : L.card) + ': ' + cards[seat].join(', '));
      });
      if (typeof s.court === 'number') out.push(fill(L.court, { n: s.court }));
      if (typeof s.bank === 'number') out.push(fill(L.bank, { n: s.bank }));
      return out;
    }
  };

  // The seat's situation, or null where there is none to tell (the start
  // screen, an overlay).
  window.tabulaSituation = function (a) {
    if (a.screen !== 'table' || a.overlay !== 'none') return null;
    var s = window.tabula.state();
    var game = s && games[s.game || (s.companies ? 'shakespeare' : '')];
    return game ? game(a, s, labels[a.lang] || labels.en) : null;
  };
})();
