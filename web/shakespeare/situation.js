// Shakespeare's "On the table" for the accessible layer (shell/page-situation.js):
// the day and phase, then each company's prestige, pounds, tokens, cylinders,
// ambiance, objectives, cast and set, from the seat's own view. Then every
// choice of the seat in words (issue 34 §5): what a card costs and does, what
// a piece is worth and where it goes, never the card's shorthand ("Romeo £1 2").
(function () {
'use strict';
// A card as the canvas names it (draw.cc card_name): a cast member, or a
// market card (its own fields).
function cardName(m, t) {
  var w = function (k) { return t.word('shakespeare.' + k); };
  var card = m.card || m, kind = card.kind, name = w('cards.' + card.id);
  if (m.extra) return w('kind.extra') || 'Extra';
  if (!name && (kind === 'costume_maker' || kind === 'set_designer')) return w('kind.' + kind) + ' ' + (m.value || card.printed_value || '');
  if (!name) return kind !== 'actor' && w('kind.' + kind) ? w('kind.' + kind) : card.name || card.id;
  return name;
}
var ROMAN = { red: 'I', yellow: 'II', blue: 'III' };
// A craftsman's work, as its card words it (assets/i18n/shakespeare fx.*).
var PIECES = { costume_maker: 'costume_pieces', set_designer: 'set_pieces', handyman: 'either_pieces' };

// What a card does, in words: its feathers as steps on the acts, its
// powers, its value; `wage` adds what it costs.
function about(m, L, t, wage) {
  var w = function (k) { return t.word('shakespeare.' + k); };
  // "1 pound", "2 pounds" where a language has the two forms.
  var count = function (key, n) { return t.fill(n === 1 && L[key + '_one'] ? L[key + '_one'] : L[key], { n: n }); };
  var card = m.card || m, kind = card.kind, parts = [];
  var steps = function (where, n) { return t.fill(n === 1 ? L.step_one : L.step_other, { where: where, n: n }); };
  var feathers = function (f) {
    var out = [];
    if (!f) return out;
    ['red', 'yellow', 'blue'].forEach(function (c) {
      if (f[c]) out.push(steps(t.fill(w('act_n') || 'Act {act}', { act: ROMAN[c] }), f[c]));
    });
    if (f.white) out.push(steps(L.any, f.white));
    if (f.each_act) out.push(steps(L.each, f.each_act));
    if (f.prestige) out.push(t.fill(L.gain_prestige, { n: f.prestige }));
    if (f.pounds) out.push(count('gain_pounds', f.pounds));
    return out;
  };
  if (kind === 'actor') {
    var acting = feathers(card.activation), power = card.power || {};
    if (power.pounds) acting.push(count('gain_pounds', power.pounds));
    if (power.ambiance) acting.push(L.own_ambiance);
    if (power.others_ambiance) acting.push(L.rivals_ambiance);
    if (acting.length) parts.push(t.fill(L.acting, { list: acting.join(', ') }));
    var rehearsing = feathers(card.rehearsal);
    if (rehearsing.length) parts.push(t.fill(L.rehearsing, { list: rehearsing.join(', ') }));
  } else if (kind === 'jeweller' || kind === 'assistant' || kind === 'queen') {
    parts.push(L[kind]);
  } else if (m.value || card.printed_value) {
    // As the card says it ("set pieces up to 6"), else its bare value.
    var n = m.value || card.printed_value, work = w('fx.' + PIECES[kind]);
    parts.push(work ? t.fill(work, { n: n }) : t.fill(L.value, { n: n }));
  }
  if (wage) parts.unshift(card.cost ? count('wage', card.cost) : L.no_wage);
  return parts.join('; ');
}

var seen = {};  // card id -> its face, from every state names() was given

// Each of the seat's choices in words, by the id the layer knows it by
// ("action:<the engine's text>", "v:pick:<costume|set>:<colour>").
function names(a, s, L, t, texts) {
  var w = function (k) { return t.word('shakespeare.' + k); };
  var me = (s.companies || [])[s.seat] || {};
  var cast = me.cast || [];
  var member = function (ref) {  // "falstaff", "extra-jeweller-b"
    var extra = ref.indexOf('extra-') === 0, id = extra ? ref.slice(6) : ref;
    for (var i = 0; i < cast.length; ++i) if (cast[i].id === id && !!cast[i].extra === extra) return cast[i];
    return null;
  };
  var castName = function (m) {
    if (!m.extra) return cardName(m, t);
    return cardName(m, t) + ' (' + t.fill(w('extra_card') || '{card}', { card: cardName(m.card || {}, t) }) + ')';
  };
  // A card offered to hire: in the market, or -- where the layer lists
  // the choices of a frame drawn a moment before the state moved on (a
  // bot's pick, the market refilled) -- a card seen there before. A card's
  // face never changes, so what was seen still names it.
  (s.market || []).forEach(function (c) { if (c && c.id) seen[c.id] = c; });
  (s.companies || []).forEach(function (co) {
    (co.cast || []).forEach(function (c) { if (c && c.card && c.card.id) seen[c.card.id] = c.card; });
  });
  var inMarket = function (id) { return seen[id] || null; };
  var colour = function (c) { return w('colour.' + c) || c; };
  var value = function (c) { return t.get(s, 'layout.piece_values.' + c); };
  var disc = function (act) {  // the seat's space on act I, II or III
    var row = (s.acts || [])[{ I: 0, II: 1, III: 2 }[act]] || [];
    var mine = row.filter(function (d) { return d.disc === s.seat; })[0];
    return mine ? mine.space : '';
  };
  var actName = function (act) { return t.fill(w('act_n') || 'Act {act}', { act: act }); };
  var out = {};
  (a.choices || []).forEach(function (ch) {
    var id = ch.id, m, x;
    if ((x = /^v:pick:(costume|set):(\w+)$/.exec(id))) {
      out[id] = t.fill(x[1] === 'set' ? L.pick_set : L.pick_costume,
        { colour: colour(x[2]), v: value(x[2]), k: t.get(s, 'offer.' + x[1] + '.' + x[2]) || 0 });
      return;
    }
    if (id.indexOf('action:') !== 0) return;
    var act = id.slice(7);
    if ((x = /^(draft|recruit) (\S+)( as extra)?$/.exec(act)) && (m = inMarket(x[2]))) {
      out[id] = x[3] ? t.fill(L.extra, { card: cardName(m, t) })
        : t.fill(x[1] === 'draft' ? L.hire : L.recruit, { card: cardName(m, t), about: about(m, L, t, true) });
    } else if ((x = /^activate (\S+)( with \+3)?$/.exec(act)) && (m = member(x[1]))) {
      out[id] = x[2] ? t.fill(L.activate_plus3, { card: castName(m), n: (m.value || 0) + 3 })
        : t.fill(L.activate, { card: castName(m), about: about(m, L, t, false) });
    } else if ((x = /^costume (\w+) on (\S+)$/.exec(act)) && (m = member(x[2]))) {
      out[id] = t.fill(L.put_costume, { colour: colour(x[1]), v: value(x[1]), card: castName(m),
        pieces: t.fill(L.pieces, { k: (m.pieces || []).length, of: t.get(s, 'layout.costume_size') || 3 }) });
    } else if ((x = /^set (\w+) at (\S+)$/.exec(act))) {
      out[id] = t.fill(L.set_at, { colour: colour(x[1]), v: value(x[1]), space: x[2] });
    } else if ((x = /^(advance|retreat) (I|II|III)$/.exec(act))) {
      out[id] = t.fill(L[x[1]], { act: actName(x[2]), n: disc(x[2]) });
    } else if ((x = /^rest all but (\S+)$/.exec(act)) && (m = member(x[1]))) {
      out[id] = t.fill(L.rest, { card: castName(m) });
    } else if ((x = /^keep (\S+)$/.exec(act))) {
      // The card's words as drawn beside the choice ("Crowd Scene: 3
      // extras: 1 prestige"): its thresholds are the engine's, not ours.
      var title = w('objective.' + x[1] + '.name') || x[1];
      var drawn = (texts || []).filter(function (d) { return d.text.indexOf(title + ':') === 0; })[0];
      out[id] = t.fill(L.keep, { text: drawn ? drawn.text : title });
    } else if ((x = /^bid (\d+)$/.exec(act))) {
      out[id] = t.fill(x[1] === '1' ? L.bid_one : L.bid_other, { n: x[1] });
    }
  });
  return out;
}

window.tabulaSituation.add('shakespeare', {
  labels: {
    en: { day: 'Day {n} of {of}', prestige: 'prestige {n}', pounds: '£{n}', plus3: '+3 tokens: {n}', cylinders: 'cylinders left: {n}', ambiance: 'ambiance space {n} of {of}', cast: 'cast', costume: 'costume {n} of {of}', resting: 'resting', set: 'set pieces', none: 'none', objectives: 'objectives: {n}',
    hire: 'Hire {card} ({about})', recruit: 'Recruit {card} ({about})',
    extra: 'Recruit {card} face down, as an extra: no wage, it holds a costume',
    activate: 'Activate {card} ({about})', activate_plus3: 'Activate {card} with a +3 token: value {n} this once',
    wage: 'wage {n} pounds', wage_one: 'wage 1 pound', no_wage: 'no wage', value: 'value {n}',
    acting: 'when activated: {list}', rehearsing: 'at a dress rehearsal: {list}',
    step_one: '{where} one step forward', step_other: '{where} {n} steps forward', any: 'any act', each: 'every act',
    gain_prestige: '{n} prestige', gain_pounds: '{n} pounds', gain_pounds_one: '1 pound',
    own_ambiance: 'your ambiance one space up', rivals_ambiance: "every rival's ambiance one space down",
    jeweller: 'takes one yellow piece', assistant: 'each of your craftsmen is worth 1 more', queen: 'pounds or objectives',
    pieces: '{k} of {of} costume pieces',
    put_costume: 'Put the {colour} costume piece, value {v}, on {card} ({pieces})',
    set_at: 'Place the {colour} set piece, value {v}, on set space {space}',
    pick_costume: 'Take a {colour} costume piece, value {v} ({k} in the offer)',
    pick_set: 'Take a {colour} set piece, value {v} ({k} in the offer)',
    advance: 'Move forward on {act} (your disc is on space {n})', retreat: 'Move back on {act} (your disc is on space {n})',
    rest: 'Keep {card} awake; your other activated characters rest tomorrow',
    keep: 'Keep the objective {text}',
    bid_one: 'Bid 1 cylinder: one action today', bid_other: 'Bid {n} cylinders: {n} actions today' },
    hu: { day: '{n}. nap ({of} napból)', prestige: 'presztízs {n}', pounds: '£{n}', plus3: '+3 jelző: {n}', cylinders: 'hátralévő henger: {n}', ambiance: 'hangulat: {n}. mező ({of} mezőből)', cast: 'szereplők', costume: 'jelmez {n}/{of}', resting: 'pihen', set: 'díszletelemek', none: 'nincs', objectives: 'célkártya: {n}',
    hire: '{card} felvétele ({about})', recruit: '{card} szerződtetése ({about})',
    extra: '{card} szerződtetése képpel lefelé, statisztaként: nincs bére, jelmezt hordhat',
    activate: '{card} aktiválása ({about})', activate_plus3: '{card} aktiválása egy +3 jelzővel: most egyszer {n} értékű',
    wage: 'bére {n} font', no_wage: 'nincs bére', value: '{n} értékű',
    acting: 'aktiváláskor: {list}', rehearsing: 'főpróbán: {list}',
    step_one: '{where}: 1 lépés előre', step_other: '{where}: {n} lépés előre', any: 'bármely felvonás', each: 'minden felvonás',
    gain_prestige: '{n} presztízs', gain_pounds: '{n} font',
    own_ambiance: 'saját hangulatod egy mezővel feljebb', rivals_ambiance: 'minden ellenfél hangulata egy mezővel lejjebb',
    jeweller: 'egy sárga darabot vesz el', assistant: 'minden mestered 1-gyel többet ér', queen: 'font vagy célkártyák',
    pieces: '{k}/{of} jelmezdarab',
    put_costume: 'Jelmezdarab ({colour}, {v} értékű) neki: {card} ({pieces})',
    set_at: 'Díszletelem ({colour}, {v} értékű) erre a mezőre: {space}',
    pick_costume: 'Jelmezdarab elvétele: {colour}, {v} értékű ({k} van a kínálatban)',
    pick_set: 'Díszletelem elvétele: {colour}, {v} értékű ({k} van a kínálatban)',
    advance: 'Előrelépés: {act} (korongod most a(z) {n}. mezőn)', retreat: 'Visszalépés: {act} (korongod most a(z) {n}. mezőn)',
    rest: '{card} ébren marad; a többi aktivált szereplőd holnap pihen',
    keep: 'Célkártya megtartása: {text}',
    bid_one: 'Licit: 1 henger, ma 1 akció', bid_other: 'Licit: {n} henger, ma {n} akció' },
    es: { day: 'Día {n} de {of}', prestige: 'prestigio {n}', pounds: '£{n}', plus3: 'fichas +3: {n}', cylinders: 'cilindros restantes: {n}', ambiance: 'ambiente: casilla {n} de {of}', cast: 'reparto', costume: 'vestuario {n} de {of}', resting: 'descansa', set: 'piezas de decorado', none: 'ninguna', objectives: 'objetivos: {n}',
    hire: 'Contratar a {card} ({about})', recruit: 'Reclutar a {card} ({about})',
    extra: 'Reclutar a {card} boca abajo, como extra: sin salario, lleva un vestuario',
    activate: 'Activar a {card} ({about})', activate_plus3: 'Activar a {card} con una ficha +3: valor {n} esta vez',
    wage: 'salario {n} libras', wage_one: 'salario 1 libra', no_wage: 'sin salario', value: 'valor {n}',
    acting: 'al activarlo: {list}', rehearsing: 'en el ensayo general: {list}',
    step_one: '{where}: avanza 1 casilla', step_other: '{where}: avanza {n} casillas', any: 'cualquier acto', each: 'cada acto',
    gain_prestige: '{n} de prestigio', gain_pounds: '{n} libras', gain_pounds_one: '1 libra',
    own_ambiance: 'tu ambiente sube una casilla', rivals_ambiance: 'el ambiente de cada rival baja una casilla',
    jeweller: 'toma una pieza amarilla', assistant: 'cada artesano tuyo vale 1 más', queen: 'libras u objetivos',
    pieces: '{k} de {of} piezas de vestuario',
    put_costume: 'Poner la pieza de vestuario de color {colour}, valor {v}, a {card} ({pieces})',
    set_at: 'Colocar la pieza de decorado de color {colour}, valor {v}, en la casilla {space}',
    pick_costume: 'Tomar una pieza de vestuario de color {colour}, valor {v} ({k} en la oferta)',
    pick_set: 'Tomar una pieza de decorado de color {colour}, valor {v} ({k} en la oferta)',
    advance: 'Avanzar en el {act} (tu disco está en la casilla {n})', retreat: 'Retroceder en el {act} (tu disco está en la casilla {n})',
    rest: '{card} sigue despierto; tus otros personajes activados descansan mañana',
    keep: 'Quedarse el objetivo {text}',
    bid_one: 'Pujar 1 cilindro: una acción hoy', bid_other: 'Pujar {n} cilindros: {n} acciones hoy' },
    it: { day: 'Giorno {n} di {of}', prestige: 'prestigio {n}', pounds: '£{n}', plus3: 'segnalini +3: {n}', cylinders: 'cilindri rimasti: {n}', ambiance: 'atmosfera: casella {n} di {of}', cast: 'compagnia', costume: 'costume {n} di {of}', resting: 'a riposo', set: 'pezzi di scenografia', none: 'nessuno', objectives: 'obiettivi: {n}',
    hire: 'Ingaggia {card} ({about})', recruit: 'Recluta {card} ({about})',
    extra: 'Recluta {card} a faccia in giù, come comparsa: senza paga, porta un costume',
    activate: 'Attiva {card} ({about})', activate_plus3: 'Attiva {card} con un segnalino +3: valore {n} questa volta',
    wage: 'paga {n} sterline', wage_one: 'paga 1 sterlina', no_wage: 'senza paga', value: 'valore {n}',
    acting: 'quando attivato: {list}', rehearsing: 'alla prova generale: {list}',
    step_one: '{where}: avanza di 1 casella', step_other: '{where}: avanza di {n} caselle', any: 'qualsiasi atto', each: 'ogni atto',
    gain_prestige: '{n} di prestigio', gain_pounds: '{n} sterline', gain_pounds_one: '1 sterlina',
    own_ambiance: 'la tua atmosfera sale di una casella', rivals_ambiance: "l'atmosfera di ogni avversario scende di una casella",
    jeweller: 'prende un pezzo giallo', assistant: 'ogni tuo artigiano vale 1 in più', queen: 'sterline o obiettivi',
    pieces: '{k} pezzi di costume su {of}',
    put_costume: 'Dai il pezzo di costume di colore {colour}, valore {v}, a {card} ({pieces})',
    set_at: 'Metti il pezzo di scenografia di colore {colour}, valore {v}, nella casella {space}',
    pick_costume: "Prendi un pezzo di costume di colore {colour}, valore {v} ({k} nell'offerta)",
    pick_set: "Prendi un pezzo di scenografia di colore {colour}, valore {v} ({k} nell'offerta)",
    advance: "Avanza nell'{act} (il tuo disco è sulla casella {n})", retreat: "Arretra nell'{act} (il tuo disco è sulla casella {n})",
    rest: '{card} resta sveglio; gli altri tuoi personaggi attivati riposano domani',
    keep: "Tieni l'obiettivo {text}",
    bid_one: "Punta 1 cilindro: un'azione oggi", bid_other: 'Punta {n} cilindri: {n} azioni oggi' }
  },
  describe: function (a, s, L, t) {
    var w = function (k) { return t.word('shakespeare.' + k); };
    var out = [];
    var day = w('day'), phase = w('phase.' + s.phase);
    if (s.day) out.push((day ? t.fill(day, { day: s.day, days: s.days || 6 }) : t.fill(L.day, { n: s.day, of: 6 })) + (phase ? ' — ' + phase : ''));
    var amb = t.get(s, 'layout.ambiance') || [];
    (s.companies || []).forEach(function (c, seat) {
      var cast = (c.cast || []).map(function (m) {
        var kind = m.kind, name = cardName(m, t);
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
  },
  names: names
});
})();
