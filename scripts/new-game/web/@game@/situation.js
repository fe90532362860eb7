// @Title@'s "On the table" for the accessible layer (shell/page-situation.js):
// each seat's card as the seat on screen knows it, and the middle card.
// Made by scripts/new-game.sh for the three-card rules it starts from: say
// your game's table here, a line a seat, in the four languages.
window.tabulaSituation.add('@game@', {
  labels: {
    en: { card: 'card {n}', hidden: 'card face down', middle: 'the middle' },
    hu: { card: '{n}-es kártya', hidden: 'lefordított kártya', middle: 'középen' },
    es: { card: 'carta {n}', hidden: 'carta boca abajo', middle: 'el centro' },
    it: { card: 'carta {n}', hidden: 'carta coperta', middle: 'il centro' }
  },
  describe: function (a, s, L, t) {
    var cards = s.cards || [];
    var say = function (c) { return c === null || c === undefined ? L.hidden : t.fill(L.card, { n: c }); };
    var out = [];
    for (var seat = 0; seat < cards.length - 1; ++seat) out.push(t.who(a, s, seat) + ': ' + say(cards[seat]));
    if (cards.length) out.push(L.middle + ': ' + say(cards[cards.length - 1]));
    return out;
  }
});
