// Mykerinos's "On the table" for the accessible layer (shell/page-situation.js):
// the season, then each seat's score, cubes, exhibition and patron cards.
window.tabulaSituation.add('mykerinos', {
  labels: {
    en: { season: 'Season {n} of 4', score: 'score {n}', cubes: 'cubes in reserve: {n}', cards: 'patron cards', exhibition: 'exhibition {n}', no_cards: 'none' },
    hu: { season: '{n}. évszak (4-ből)', score: 'pontszám {n}', cubes: 'kocka a készletben: {n}', cards: 'pártfogókártyák', exhibition: 'kiállítás {n}', no_cards: 'nincs' },
    es: { season: 'Temporada {n} de 4', score: 'puntos {n}', cubes: 'cubos en reserva: {n}', cards: 'cartas de mecenas', exhibition: 'exposición {n}', no_cards: 'ninguna' },
    it: { season: 'Stagione {n} di 4', score: 'punti {n}', cubes: 'cubi in riserva: {n}', cards: 'carte mecenate', exhibition: 'esposizione {n}', no_cards: 'nessuna' }
  },
  describe: function (a, s, L, t) {
    var out = [t.fill(t.word('mykerinos.season') || L.season, { n: s.season || 1 })];
    (s.seats || []).forEach(function (p, seat) {
      var cards = (p.cards || []).map(function (x) {
        var patron = typeof x === 'string' ? x : x && (x.patron || x.colour || x.name);
        return t.word('mykerinos.patron.' + patron) || patron;
      });
      out.push(t.who(a, s, seat) + ': ' + [t.fill(L.score, { n: p.score || 0 }), t.fill(L.cubes, { n: p.cubes || 0 }),
        t.fill(L.exhibition, { n: p.exhibition || 0 }), L.cards + ': ' + (cards.join(', ') || L.no_cards)].join('; '));
    });
    return out;
  }
});
