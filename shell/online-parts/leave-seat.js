// Forget is reversible (issue 33 §6): leaving a seat asks first, and for
// 24 hours My tables keeps the table as "Left · Undo" (server/src/leave.mjs:
// a bot plays the seat at a clocked table; elsewhere the others may invite
// someone, and once someone sits there the undo is refused).
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

// The server's refusals that mean the seat is gone for good: the line goes.
var SEAT_GONE = /no such table|unknown seat token|someone else took|too late|game is over/;

// Leaves `table`'s seat (the server keeps the token's way back for 24 hours)
// -> a promise of {ok, undoUntil} | {ok:false, reason}. A finished table, or
// one the server no longer knows, is only forgotten (nothing to give back).
function leaveSeat(table) {
  var token = storage(TOKEN_KEY + table);
  var k = known()[table] || {};
  if (!token || k.over) { forgetSeat(table); return Promise.resolve({ ok: true, undoUntil: null }); }
  return http('POST', 'online/tables/' + encodeURIComponent(table) + '/leave', { token: token }).then(function (r) {
    if (r && r.ok) {
      if (conn.table === table) leaveTable(true);
      // Signed in, the account lets the table go (it would come back with
      // the next list); an undo gives it back (unleaveSeat).
      if (accountId() && k.account) http('POST', 'online/account/seats/forget', { table: table });
      remember(table, { left: r.undoUntil, leftClock: !!r.clock, account: false });
      return { ok: true, undoUntil: r.undoUntil };
    }
    if (r && SEAT_GONE.test(r.reason || '')) { forgetSeat(table); return { ok: true, undoUntil: null }; }
    return { ok: false, reason: (r && r.reason) || 'no answer' };
  });
}

// Takes a left seat back -> a promise of {ok, seat} | {ok:false, reason}
// (the reason in the page's words when the seat is gone for good: taken, or
// too late; its line then goes).
function unleaveSeat(table) {
  var token = storage(TOKEN_KEY + table);
  if (!token) return Promise.resolve({ ok: false, reason: t('no_table') });
  return http('POST', 'online/tables/' + encodeURIComponent(table) + '/unleave', { token: token }).then(function (r) {
    if (r && r.ok) {
      remember(table, { left: null, leftClock: null });
      accountSeat(table, token);
      return { ok: true, seat: r.seat };
    }
    var reason = (r && r.reason) || 'no answer';
    if (SEAT_GONE.test(reason)) {
      forget(table);
      return { ok: false, reason: /someone else/.test(reason) ? t('left_taken') : /too late/.test(reason) ? t('left_late') : t('no_table') };
    }
    return { ok: false, reason: reason };
  });
}

// A left line whose undo time has passed goes (true when it went).
function leftExpired(table) {
  var k = known()[table];
  if (!k || !k.left || Date.now() < k.left) return false;
  forget(table);
  return true;
}

// Forget's question, in the row itself (My tables in the lobby or on the
// start screen): what happens, Leave the seat or Cancel. `done(left)`
// redraws the list.
function askLeave(li, row, done) {
  var ask = row.pace && row.pace !== 'none' ? 'forget_ask_clock' : 'forget_ask_free';
  var id = 'online-forget-ask-' + row.table;
  li.textContent = '';
  li.classList.add('asking');
  var no = el('button', { type: 'button', class: 'online-forget-no', text: t('cancel'), on: { click: function () { done(false); } } });
  var yes = el('button', { type: 'button', class: 'online-forget-yes primary', text: t('forget_yes'), on: { click: function () {
    yes.disabled = no.disabled = true;
    leaveSeat(row.table).then(function (r) {
      if (!r.ok) notice(t('server_error', { reason: r.reason }));
      done(r.ok);
    });
  } } });
  li.appendChild(el('div', { class: 'online-forget-ask', role: 'alertdialog', 'aria-labelledby': id }, [
    el('p', { id: id, text: t(ask) }),
    el('div', { class: 'online-buttons' }, [no, yes])
  ]));
  no.focus();
}
