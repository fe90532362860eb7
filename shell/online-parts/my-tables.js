// My tables: what this browser knows of each of its tables, and the list.
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

// ---- My tables: every table this browser sits at (issue 24 §1) ----
// The seat tokens stay under TOKEN_KEY + table (one per table); TABLES_KEY
// keeps what the page last knew of each table, for the list:
// {table: {game, players, names, bots, seat, current, over, move, winners, lastMoveAt}}.
// lastMoveAt is the server's time of the table's latest move (views and
// summaries carry it; a server from before that: when this browser first
// saw the move).
function known() {
  var all = {};
  try { all = JSON.parse(storage(TABLES_KEY) || '{}') || {}; } catch (e) { all = {}; }
  if (typeof all !== 'object' || Array.isArray(all)) all = {};
  // Migration: tokens kept before this list existed (the one "back to the
  // table" of LAST_KEY, and any other table's token) join the list.
  var migrated = false;
  try {
    for (var i = 0; i < localStorage.length; i++) {
      var k = localStorage.key(i);
      var id = k && k.indexOf(TOKEN_KEY) === 0 ? k.slice(TOKEN_KEY.length) : '';
      if (TABLE_ID.test(id) && !all[id]) { all[id] = { lastMoveAt: 0 }; migrated = true; }
    }
  } catch (e) { /* storage blocked */ }
  if (storage(LAST_KEY)) { storage(LAST_KEY, null); migrated = true; }
  if (migrated) storage(TABLES_KEY, JSON.stringify(all));
  return all;
}
function remember(table, fields) {
  var all = known();
  var t = all[table] || {};
  Object.keys(fields).forEach(function (k) { t[k] = fields[k]; });
  all[table] = t;
  storage(TABLES_KEY, JSON.stringify(all));
}
// A view of this browser's own seat: the list follows the table as it is played.
function rememberView(v) {
  var t = known()[v.table] || {};
  remember(v.table, {
    game: v.game, players: v.players, seat: v.seat, current: v.started && !v.over ? v.current : -1,
    over: !!v.over, move: v.move, started: !!v.started, pace: v.clock ? v.clock.pace : 'none',
    names: v.seats.map(function (s) { return s.name || null; }),
    bots: v.seats.map(function (s) { return s.bot || null; }),
    // The server's time of the table's last move (or of its making).
    lastMoveAt: v.lastMoveAt || (t.move !== v.move || !t.lastMoveAt ? Date.now() : t.lastMoveAt)
  });
  turnSignals();
}
function forget(table) {
  var all = known();
  delete all[table];
  storage(TABLES_KEY, JSON.stringify(all));
  storage(TOKEN_KEY + table, null);
  storage(CHAT_KEY + table, null);
}
// Asks the server where each table stands (POST online/tables/:id/summary
// with its seat token). A table the server no longer knows, or whose
// token it refuses, is forgotten; one it cannot answer for now keeps
// what was known. Signed in, the account's seats come first (account.js):
// every table of the account, from any device.
function refreshTables() {
  return takeSeats().then(refreshKnown);
}
function refreshKnown() {
  var all = known();
  return Promise.all(Object.keys(all).map(function (table) {
    var token = storage(TOKEN_KEY + table);
    if (!token) { forget(table); return null; }
    if (all[table].left) { leftExpired(table); return null; }  // left: nothing to ask until undone (leave-seat.js)
    return http('POST', 'online/tables/' + encodeURIComponent(table) + '/summary', { token: token }).then(function (r) {
      if (r && r.ok) {
        var before = known()[table] || {};
        // A live event (live.js) may have brought a later move while this answer was on its way.
        if (typeof before.move === 'number' && typeof r.move === 'number' && r.move < before.move) return;
        remember(table, {
          game: r.game, players: r.players, names: r.names, bots: r.bots, seat: r.seat, started: r.started,
          current: r.current, over: r.over, move: r.move, winners: r.winners, pace: r.pace || before.pace,
          lastMoveAt: r.lastMoveAt || (before.move !== r.move || !before.lastMoveAt ? Date.now() : before.lastMoveAt)
        });
        if (r.over && !before.rematch) return peekRematch(table);
      } else if (r && /no such table|unknown seat token/.test(r.reason || '')) {
        forget(table);
      }
    });
  })).then(listTables);
}
// -> [{table, game, players, names, seat, yourTurn, lastMoveAt, over, rematch, pace}]:
// the tables where it is this seat's turn first, finished ones last,
// otherwise the latest move first.
function listTables() {
  var all = known();
  return Object.keys(all).filter(function (id) { return all[id].game && !leftExpired(id); }).map(function (id) {
    var t = all[id];
    return {
      table: id, game: t.game, players: t.players, names: (t.names || []).slice(), seat: t.seat,
      left: t.left || null,  // left (leave-seat.js): until when Undo gives the seat back (ms since 1970)
      yourTurn: !t.left && !t.over && t.current >= 0 && t.current === t.seat,
      lastMoveAt: t.lastMoveAt || 0, over: !!t.over, rematch: t.rematch || null,
      pace: PACES.indexOf(t.pace) >= 0 ? t.pace : null  // the clock: none, live, 1d, 3d, 7d (null: not known yet)
    };
  }).sort(function (a, b) {
    return (b.yourTurn - a.yourTurn) || (!!a.left - !!b.left) || (a.over - b.over) || (b.lastMoveAt - a.lastMoveAt);
  });
}
// "3 minutes ago", in the page's language.
function since(at) {
  var s = Math.max(0, (Date.now() - at) / 1000);
  var f = window.Intl && Intl.RelativeTimeFormat ? new Intl.RelativeTimeFormat(lang(), { numeric: 'auto' }) : null;
  var unit = s < 60 ? ['second', s] : s < 3600 ? ['minute', s / 60] : s < 86400 ? ['hour', s / 3600] : ['day', s / 86400];
  return f ? f.format(-Math.floor(unit[1]), unit[0]) : '';
}
// My tables as a list: per table a button that opens it (game, whose
// turn or the result, the players, the time since the last move, the
// pace) and a
// Forget button. The lobby and the start screen show it.
function tableList(onOpen, onForgotten) {
  var rows = listTables();
  if (!rows.length) return null;
  return el('ul', { class: 'online-tables' }, rows.map(function (row) {
    var k = known()[row.table] || {};
    var who = function (i) {
      if (i === row.seat) return t('you');
      return (k.names && k.names[i]) || (k.bots && k.bots[i] ? t('bot_' + k.bots[i]) : t('free'));
    };
    var names = [];
    for (var i = 0; i < (row.players || 0); i++) names.push(who(i));
    var state = row.left ? t('left_state')
      : row.over ? t('over_won', { names: (k.winners || []).map(who).join(', ') }) + ' · ' + (row.rematch ? t('rematch_made') : t('replay'))
      : row.yourTurn ? t('your_turn')
      : k.started && k.current >= 0 ? t('turn_of', { name: who(k.current) })
      : t('not_started');
    var game = GAMES[row.game] ? GAMES[row.game].name : row.game;
    // Left (leave-seat.js): the line says so and Undo takes the seat back,
    // then opens the table.
    if (row.left) return el('li', { class: 'online-table left', 'data-table': row.table }, [
      el('div', { class: 'online-open' }, [
        el('strong', { text: game }), ' ',
        el('span', { class: 'state', text: state }),
        el('span', { class: 'names', text: names.join(', ') })
      ]),
      el('button', { type: 'button', class: 'online-undo primary', 'aria-label': t('left_undo_label') + ': ' + game, title: t('left_undo_label'),
        text: t('left_undo'), on: { click: function (e) {
          e.currentTarget.disabled = true;
          unleaveSeat(row.table).then(function (r) {
            if (!r.ok) { notice(r.reason); onForgotten(row); return; }
            onOpen(row);
          });
        } } })
    ]);
    var li = el('li', { class: 'online-table' + (row.yourTurn ? ' your-turn' : '') + (row.over ? ' over' : ''), 'data-table': row.table }, [
      el('button', { type: 'button', class: 'online-open', on: { click: function () { onOpen(row); } } }, [
        el('strong', { text: game }), ' ',
        el('span', { class: 'state', text: state }),
        el('span', { class: 'names', text: names.join(', ') }),
        row.lastMoveAt ? el('span', { class: 'since', text: since(row.lastMoveAt) }) : null,
        row.pace ? el('span', { class: 'pace', text: t('pace_' + row.pace) }) : null
      ]),
      row.over ? againButton(row.table, row.rematch ? t('rematch_join') : t('play_again')) : null,
      el('button', { type: 'button', class: 'online-forget', 'aria-label': t('forget_table') + ': ' + game, title: t('forget_table'),
        text: t('forget'), on: { click: function () {
          // A finished table has no seat to give up: forgotten at once.
          if (row.over) { forgetSeat(row.table); onForgotten(row); return; }
          askLeave(li, row, function () { onForgotten(row); });
        } } })
    ]);
    return li;
  }));
}
