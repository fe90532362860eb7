// Mykerinos's "On the table" for the accessible layer (shell/page-situation.js):
// the season, each seat's score, cubes, exhibition and patron cards, then the
// region area by area (issue 34 §3), so a blind player can plan as a sighted
// one reads the board: the two parcel cards each area offers (patron and
// cartouche, or taken), whose cubes are on which squares, where the pyramids
// stand, and who leads the area (the most cubes there: how it is ranked at a
// scoring); then the museum rooms already taken.
window.tabulaSituation.add('mykerinos', {
  labels: {
    en: { season: 'Season {n} of 4', score: 'score {n}', cubes: 'cubes in reserve: {n}', cards: 'patron cards', exhibition: 'exhibition {n}', no_cards: 'none',
      area: 'Area {n}, squares {from} to {to}', offers: 'offers {cards}', card: '{patron} with a cartouche of {value}', taken: 'taken',
      held: 'cubes of {list}', no_cubes: 'no cube yet', pyramids: 'pyramids on {list}', leads: '{name} leads with {n}',
      tie: '{names} tie with {n} each', and: ' and ', scored: 'already scored', museum: 'Museum rooms taken: {list}', no_rooms: 'no museum room taken yet' },
    hu: { season: '{n}. idény (4-ből)', score: 'pontszám {n}', cubes: 'kocka a készletben: {n}', cards: 'pártfogókártyák', exhibition: 'kiállítás {n}', no_cards: 'nincs',
      area: '{n}. terület, {from}–{to} mezők', offers: 'kínálja: {cards}', card: '{patron}, {value} értékű kartussal', taken: 'elvitték',
      held: 'kockák: {list}', no_cubes: 'még nincs kocka', pyramids: 'piramis: {list}', leads: '{name} vezet {n} kockával',
      tie: '{names} egyenlő, {n}-{n} kockával', and: ' és ', scored: 'már értékelve', museum: 'Foglalt múzeumtermek: {list}', no_rooms: 'még egy múzeumterem sem foglalt' },
    es: { season: 'Temporada {n} de 4', score: 'puntos {n}', cubes: 'cubos en reserva: {n}', cards: 'cartas de mecenas', exhibition: 'exposición {n}', no_cards: 'ninguna',
      area: 'Área {n}, casillas {from} a {to}', offers: 'ofrece {cards}', card: '{patron} con un cartucho de {value}', taken: 'ya tomada',
      held: 'cubos de {list}', no_cubes: 'ningún cubo todavía', pyramids: 'pirámides en {list}', leads: '{name} va primero con {n}',
      tie: '{names} empatan con {n} cada uno', and: ' y ', scored: 'ya puntuada', museum: 'Salas del museo ocupadas: {list}', no_rooms: 'ninguna sala del museo ocupada todavía' },
    it: { season: 'Stagione {n} di 4', score: 'punti {n}', cubes: 'cubi in riserva: {n}', cards: 'carte mecenate', exhibition: 'esposizione {n}', no_cards: 'nessuna',
      area: 'Area {n}, caselle da {from} a {to}', offers: 'offre {cards}', card: '{patron} con un cartiglio da {value}', taken: 'già presa',
      held: 'cubi di {list}', no_cubes: 'ancora nessun cubo', pyramids: 'piramidi su {list}', leads: '{name} è in testa con {n}',
      tie: '{names} pari con {n} ciascuno', and: ' e ', scored: 'già contata', museum: 'Sale del museo occupate: {list}', no_rooms: 'ancora nessuna sala del museo occupata' }
  },
  describe: function (a, s, L, t) {
    var out = [t.fill(t.word('mykerinos.season') || L.season, { n: s.season || 1 })];
    var patron = function (p) { return p ? (t.word('mykerinos.patron.' + p) || p) : (t.word('mykerinos.no_patron') || ''); };
    // A colour's name: a seat's (you among them), or the neutral cubes at two.
    var colour = function (c) { return c === s.neutral && s.neutral !== null ? (t.word('mykerinos.neutral') || 'neutral') : t.who(a, s, c); };
    (s.seats || []).forEach(function (p, seat) {
      var cards = (p.cards || []).map(function (x) {
        return patron(typeof x === 'string' ? x : x && (x.patron || x.colour || x.name));
      });
      out.push(t.who(a, s, seat) + ': ' + [t.fill(L.score, { n: p.score || 0 }), t.fill(L.cubes, { n: p.cubes || 0 }),
        t.fill(L.exhibition, { n: p.exhibition || 0 }), L.cards + ': ' + (cards.join(', ') || L.no_cards)].join('; '));
    });
    var region = s.region || {};
    var cols = region.columns || 8;
    var name = function (sq) { return String.fromCharCode(97 + sq % cols) + (Math.floor(sq / cols) + 1); };
    // Area k: rows 3*(k>>1).. of columns a-d (k even) or e-h (k odd); its
    // left card the first two columns, its right card the other two.
    (region.areas || []).forEach(function (area, k) {
      var row0 = 3 * (k >> 1), col0 = (k % 2) * 4;
      var squares = [];
      for (var r = row0; r < row0 + 3; ++r) for (var c = col0; c < col0 + 4; ++c) squares.push(r * cols + c);
      var parts = [t.fill(L.area, { n: k + 1, from: name(squares[0]), to: name(squares[squares.length - 1]) })];
      var cards = [area.left, area.right].filter(Boolean).map(function (card) {
        return card.taken ? L.taken : t.fill(L.card, { patron: patron(card.patron), value: card.value });
      });
      if (cards.length) parts.push(t.fill(L.offers, { cards: cards.join(', ') }));
      if (area.scored) parts.push(L.scored);
      var by = {}, order = [];
      squares.forEach(function (sq) {
        var c = (region.cubes || [])[sq];
        if (typeof c !== 'number') return;
        if (!by[c]) { by[c] = []; order.push(c); }
        by[c].push(name(sq));
      });
      parts.push(order.length ? t.fill(L.held, { list: order.map(function (c) { return colour(c) + ' ' + by[c].join(', '); }).join('; ') }) : L.no_cubes);
      var pyramids = squares.filter(function (sq) { return (region.pyramids || [])[sq]; }).map(name);
      if (pyramids.length) parts.push(t.fill(L.pyramids, { list: pyramids.join(', ') }));
      if (order.length && !area.scored) {
        var most = Math.max.apply(null, order.map(function (c) { return by[c].length; }));
        var first = order.filter(function (c) { return by[c].length === most; }).map(colour);
        parts.push(first.length === 1 ? t.fill(L.leads, { name: first[0], n: most }) : t.fill(L.tie, { names: first.join(L.and), n: most }));
      }
      out.push(parts.join('; '));
    });
    var museum = s.museum || {};
    var rooms = (museum.rooms || []).filter(function (r) { return typeof r.cube === 'number'; }).map(function (r) {
      var dash = r.name.indexOf('-'), sp = r.name.indexOf(' ');
      var room = dash >= 0
        ? t.fill(t.word('mykerinos.corridor') || r.name, { a: patron(r.name.slice(0, dash)), b: patron(r.name.slice(dash + 1)) })
        : t.fill(t.word('mykerinos.room') || r.name, { patron: patron(r.name.slice(0, sp)), value: r.name.slice(sp + 1) });
      return room + ': ' + colour(r.cube);
    });
    out.push(rooms.length ? t.fill(L.museum, { list: rooms.join('; ') }) : L.no_rooms);
    return out;
  }
});
