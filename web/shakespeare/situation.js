// Shakespeare's "On the table" for the accessible layer (shell/page-situation.js):
// the day and phase, then each company's prestige, pounds, tokens, cylinders,
// ambiance, objectives, cast and set, from the seat's own view.
window.tabulaSituation.add('shakespeare', {
  labels: {
    en: { day: 'Day {n} of {of}', prestige: 'prestige {n}', pounds: '£{n}', plus3: '+3 tokens: {n}', cylinders: 'cylinders left: {n}', ambiance: 'ambiance space {n} of {of}', cast: 'cast', costume: 'costume {n} of {of}', resting: 'resting', set: 'set pieces', none: 'none', objectives: 'objectives: {n}' },
    hu: { day: '{n}. nap ({of} napból)', prestige: 'presztízs {n}', pounds: '£{n}', plus3: '+3 jelző: {n}', cylinders: 'hátralévő henger: {n}', ambiance: 'hangulat: {n}. mező ({of} mezőből)', cast: 'szereplők', costume: 'jelmez {n}/{of}', resting: 'pihen', set: 'díszletelemek', none: 'nincs', objectives: 'célkártya: {n}' },
    es: { day: 'Día {n} de {of}', prestige: 'prestigio {n}', pounds: '£{n}', plus3: 'fichas +3: {n}', cylinders: 'cilindros restantes: {n}', ambiance: 'ambiente: casilla {n} de {of}', cast: 'reparto', costume: 'vestuario {n} de {of}', resting: 'descansa', set: 'piezas de decorado', none: 'ninguna', objectives: 'objetivos: {n}' },
    it: { day: 'Giorno {n} di {of}', prestige: 'prestigio {n}', pounds: '£{n}', plus3: 'segnalini +3: {n}', cylinders: 'cilindri rimasti: {n}', ambiance: 'atmosfera: casella {n} di {of}', cast: 'compagnia', costume: 'costume {n} di {of}', resting: 'a riposo', set: 'pezzi di scenografia', none: 'nessuno', objectives: 'obiettivi: {n}' }
  },
  describe: function (a, s, L, t) {
    var w = function (k) { return t.word('shakespeare.' + k); };
    var out = [];
    var day = w('day'), phase = w('phase.' + s.phase);
    if (s.day) out.push((day ? t.fill(day, { day: s.day, days: s.days || 6 }) : t.fill(L.day, { n: s.day, of: 6 })) + (phase ? ' — ' + phase : ''));
    var amb = t.get(s, 'layout.ambiance') || [];
    (s.companies || []).forEach(function (c, seat) {
      var cast = (c.cast || []).map(function (m) {
        // As the card is named on the canvas (draw.cc card_name).
        var kind = m.kind, name = w('cards.' + m.id);
        if (m.extra) name = w('kind.extra') || 'Extra';
        else if (!name && (kind === 'costume_maker' || kind === 'set_designer')) name = w('kind.' + kind) + ' ' + (m.value || '');
        else if (!name) name = kind !== 'actor' && w('kind.' + kind) ? w('kind.' + kind) : m.name || m.id;
        var pieces = (m.pieces || []).length;
        var bits = [];
        if (m.value && kind !== 'costume_maker' && kind !== 'set_designer') bits.push(t.fill(w('value_n') || '{n}', { n: m.value }));
        if (kind === 'actor' || kind === 'extra' || pieces) bits.push(t.fill(L.costume, { n: pieces, of: t.get(s, 'layout.costume_size') || 3 }));
        if (m.resting) bits.push(L.resting);
        return name + (bits.length ? ' (' + bits.join(', ') + ')' : '');
      });
      var set = Object.keys(c.set || {}).map(function (at) { return at + ' ' + (w('colour.' + c.set[at]) || c.set[at]); });
      var parts = [t.fill(L.prestige, { n: c.prestige || 0 }), t.fill(L.pounds, { n: c.pounds || 0 }),
        t.fill(L.plus3, { n: c.plus3 || 0 }), t.fill(L.cylinders, { n: c.cylinders_left || 0 })];
      if (amb.length) parts.push(t.fill(L.ambiance, { n: (c.ambiance || 0) + 1, of: amb.length }));
      parts.push(t.fill(L.objectives, { n: c.objective_count || 0 }));
      parts.push(L.cast + ': ' + (cast.join(', ') || L.none));
      parts.push(L.set + ': ' + (set.join(', ') || L.none));
      out.push(t.who(a, s, seat) + ': ' + parts.join('; '));
    });
    return out;
  }
});
