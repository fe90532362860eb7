// Mascarade's "On the table" for the accessible layer (shell/page-situation.js):
// each seat's gold and cards as the seat knows them, the Court and the Bank.
window.tabulaSituation.add('mascarade', {
  labels: {
    en: { gold: 'gold {n}', card: 'card', two_cards: 'cards', unknown: 'face down, unknown to you', maybe: 'as far as you know', face_up: 'face up', court: 'the Court: gold {n}', bank: 'the Bank: gold {n}' },
    hu: { gold: 'arany {n}', card: 'kártya', two_cards: 'kártyák', unknown: 'lefordítva, nem tudod, mi', maybe: 'amennyire tudod', face_up: 'felfordítva', court: 'a bíróság: arany {n}', bank: 'a bank: arany {n}' },
    es: { gold: 'oro {n}', card: 'carta', two_cards: 'cartas', unknown: 'boca abajo, no sabes cuál es', maybe: 'por lo que sabes', face_up: 'boca arriba', court: 'el Tribunal: oro {n}', bank: 'la Banca: oro {n}' },
    it: { gold: 'oro {n}', card: 'carta', two_cards: 'carte', unknown: 'coperta, non sai quale sia', maybe: 'per quanto ne sai', face_up: 'scoperta', court: 'il Tribunale: oro {n}', bank: 'la Banca: oro {n}' }
  },
  describe: function (a, s, L, t) {
    var out = [];
    var name = function (id) { return t.word('mascarade.characters.' + id + '.name') || id; };
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
      out.push(t.who(a, s, seat) + ': ' + t.fill(L.gold, { n: (s.gold || [])[seat] || 0 }) + '; ' + (cards[seat].length > 1 ? L.two_cards : L.card) + ': ' + cards[seat].join(', '));
    });
    if (typeof s.court === 'number') out.push(t.fill(L.court, { n: s.court }));
    if (typeof s.bank === 'number') out.push(t.fill(L.bank, { n: s.bank }));
    return out;
  }
});
