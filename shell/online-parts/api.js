// window.tabula.online (the contract scripts and tests use), leaving a
// table, opening the lobby or an invite link.
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

// ---- window.tabula.online ----
var api = {
  // Opens a table: {game, players, variant, bots:[null|"easy"|"hard"...], level, clock}.
  // clock (issue 24 §3): "none" (no clock, the default), "live" (5 minutes
  // a turn), "1d", "3d" or "7d" (days a turn); when a seat's time runs out
  // a bot of `level` plays it until its player acts again.
  create: function (opts) {
    opts = opts || {};
    var players = Number(opts.players);
    var body = {
      game: String(opts.game || ''), players: players, variant: String(opts.variant || ''),
      bots: Array.isArray(opts.bots) ? opts.bots : [], level: String(opts.level || 'easy')
    };
    if (opts.clock != null) body.clock = opts.clock;
    return http('POST', 'online/tables', body).then(function (r) {
      if (!r || !r.ok) return { ok: false, reason: (r && r.reason) || 'no answer' };
      return { ok: true, table: r.table, invite: inviteLink(r.table) };
    });
  },
  // A clocked table's plates now: {notes: [per seat], left: ms of the turn
  // left or null} (what the canvas shows; tests and assistive tools).
  clock: function () { return { notes: clockNotes(), left: clockLeft() }; },
  // Takes a seat (or goes back to this browser's seat): {ok, seat}.
  join: function (opts) {
    opts = opts || {};
    var table = String(opts.table || '');
    var got = null;
    return enter(table, { name: String(opts.name || '') }).then(function (r) {
      if (!r.ok) return r;
      setUrlTable(table);
      // The seat is known from the "seat" message (a new seat) or the first
      // view (a returning token); either settles the wait.
      got = conn.view && conn.view.table === table && conn.view.seat >= 0 && r.returning ? conn.view : null;
      if (got) return { ok: true, seat: got.seat };
      return waitFor(function (kind, m) {
        if (kind === 'refused') return { ok: false, reason: m.reason || 'refused' };
        if ((kind === 'seat' || kind === 'view') && m.seat >= 0) return { ok: true, seat: m.seat };
        if (kind === 'view' && m.seat < 0) return { ok: false, reason: t('table_full') };
        return null;
      });
    });
  },
  // Play again: the one rematch of this finished table (made by the first
  // ask, the same table for every later one), then this player's reserved
  // seat there: {ok, table, seat}. opts.table: a finished table of this
  // browser's (default: the one on screen).
  rematch: function (opts) {
    var from = String((opts && opts.table) || conn.table || '');
    var token = storage(TOKEN_KEY + from);
    if (!token) return Promise.resolve({ ok: false, reason: t('no_table') });
    return http('POST', 'online/tables/' + encodeURIComponent(from) + '/rematch', { token: token }).then(function (r) {
      if (!r || !r.ok) return { ok: false, reason: (r && r.reason) || 'no answer' };
      remember(from, { rematch: r.table, rematchBy: r.by || '' });
      storage(TOKEN_KEY + r.table, token);  // the reserved seat's token is the old seat's
      accountSeat(r.table, token);
      return api.join({ table: r.table }).then(function (j) { return j.ok ? { ok: true, table: r.table, seat: j.seat } : j; });
    });
  },
  // Watches a table from no seat (the public view).
  watch: function (opts) {
    var table = String((opts && opts.table) || '');
    return enter(table, { spectate: true }).then(function (r) {
      if (!r.ok) return r;
      setUrlTable(table);
      return conn.view && conn.view.table === table ? { ok: true, seat: -1 }
        : waitFor(function (kind, m) { return kind === 'view' ? { ok: true, seat: m.seat } : null; });
    });
  },
  // The creator starts the game (it starts by itself once every seat is taken).
  start: function () {
    if (!conn.room) return Promise.resolve({ ok: false, reason: 'not at a table' });
    if (conn.view && conn.view.started) return Promise.resolve({ ok: true });
    conn.room.send('start', {});
    return waitFor(function (kind, m) {
      if (kind === 'refused') return { ok: false, reason: m.reason || 'refused' };
      if (kind === 'view' && m.started) return { ok: true };
      return null;
    });
  },
  // This seat's observation and legal texts, as the last view had them.
  state: function () { return conn.view ? conn.view.observation : null; },
  legal: function () { return conn.view ? conn.view.legal.slice() : []; },
  view: function () { return conn.view; },
  views: function () { return conn.views; },
  table: function () { return conn.table; },
  seat: function () { return conn.seat; },
  connected: function () { return !!conn.room; },
  // Sends an action text for this seat; resolves at the next view ({ok:true})
  // or refusal ({ok:false, reason}).
  act: function (text) {
    if (!conn.room) return Promise.resolve({ ok: false, reason: t('offline') });
    var before = conn.view;
    conn.room.send('act', { text: String(text) });
    return waitFor(function (kind, m) {
      if (kind === 'refused') return { ok: false, reason: m.reason || 'refused' };
      if (kind === 'view' && m !== before) return { ok: true };
      return null;
    });
  },
  react: function (what) { if (conn.room) conn.room.send('react', { what: String(what) }); },
  // The table's chat (issue 33 §5, chat.js), for its players only.
  // chat(table): a promise of its lines, oldest first, each {id (0, 1, ...
  // in the order said), seat, name (the sayer's name then), text (plain
  // text, never markup), at (ms since 1970), mine, muted (this browser muted
  // that seat)}; also once the game is over. Needs this browser's seat token
  // of that table; else a promise of {ok:false, reason}.
  chat: function (table) { return chatLinesOf(String(table || conn.table || '')); },
  // say(table, text): a line from this seat at the table on screen
  // (at most 200 characters, a few a minute) -> {ok, line} | {ok:false, reason}.
  say: function (table, text) {
    if (!conn.room || String(table) !== conn.table) return Promise.resolve({ ok: false, reason: t('chat_not_here') });
    var n = String(++chatSays);
    conn.room.send('say', { text: String(text), n: n });
    return waitFor(function (kind, m) {
      if (kind === 'refused' && m.say === n) return { ok: false, reason: chatReason(m) };
      if (kind === 'chat' && m.ack === n) return { ok: true, line: { id: m.id, seat: m.seat, name: m.name, text: m.text, at: m.at } };
      return null;
    });
  },
  // Hides (on:true) or shows again a seat's lines, for this browser only.
  mute: function (table, seat, on) {
    table = String(table || '');
    setChatPrefs(table, function (p) {
      p.mute = p.mute.filter(function (s) { return s !== Number(seat); });
      if (on !== false) p.mute.push(Number(seat));
    });
    if (conn.table === table) chatRender();
    return { ok: true };
  },
  // Reports another seat's line to the server's operator: {ok} | {ok:false, reason}.
  report: function (table, line) {
    table = String(table || '');
    var token = storage(TOKEN_KEY + table);
    if (!token) return Promise.resolve({ ok: false, reason: t('no_table') });
    return http('POST', 'online/tables/' + encodeURIComponent(table) + '/chat/report', { token: token, line: Number(line) }).then(function (r) {
      if (!r || !r.ok) return { ok: false, reason: (r && r.reason) || 'no answer' };
      setChatPrefs(table, function (p) { if (p.reported.indexOf(Number(line)) < 0) p.reported.push(Number(line)); });
      return { ok: true };
    });
  },
  leave: function () { return leaveTable(true); },
  // Opens the lobby: the table in progress, else "create a table".
  open: function () { return open(); },
  // My tables: a promise of [{table, game, players, names, seat, yourTurn,
  // lastMoveAt, over}], each asked of the server first.
  tables: function () { return refreshTables(); },
  // The account (issue 33 §1, account.js): {signedIn, id, name, devices}.
  account: function () { return account().then(publicAccount); },
  // Creates the account with a passkey on this device (signed in: adds this
  // device's passkey); this browser's seats move to it. -> {ok, account} | {ok:false, reason}
  register: function (name) { return register(name); },
  signIn: function () { return signIn(); },
  // {everywhere: true}: every device of the account, and its unused codes.
  signOut: function (opts) { return signOut(opts); },
  // A one-use code for another device, 10 minutes: {ok, code, link, expiresAt, qr}.
  addDevice: function () { return addDevice(); },
  useCode: function (code) { return useCode(code); },
  // Signing in by e-mail (account_mail.mjs): the account's address ->
  // {ok, mail, address, confirmed}; set it ("" forgets) -> {ok, confirmed,
  // sent} (sent: a confirmation link went to it); on a device not signed in,
  // mail a one-use sign-in link -> {ok, sent} (the same for any address).
  accountEmail: function () { return accountEmail(); },
  setAccountEmail: function (address) { return setAccountEmail(address); },
  mailSignin: function (address) { return mailSignin(address); },
  // The account's finished games, latest first (issue 33 §3, history.js):
  // [{table, game, endedAt, players, place, score, rating: {before, after}, replay}].
  history: function () { return accountHistory(); },
  // The account's rating at a game: {mu, sigma, shown, games} (null signed out).
  rating: function (game) { return accountRating(game); },
  // Friends (issue 33 §4, friends.js): a promise of [{id, name, status:
  // 'friend' | 'asked' (you asked them) | 'asking' (they ask you), waiting:
  // [{table, game, link, invited}]}] ([] for a guest).
  friends: function () { return friendsList(); },
  // Asks an account you played with (its id from history()'s players) -> {ok, status} | {ok:false, reason}.
  addFriend: function (id) { return addFriend(id); },
  // Says yes (or no: yes false) to an ask -> {ok, status: 'friend' | null}.
  answerFriend: function (id, yes) { return answerFriend(id, yes); },
  removeFriend: function (id) { return removeFriend(id); },
  // Invites a friend to a table of yours (default: the one on screen) -> {ok} | {ok:false, reason}.
  invite: function (id, table) { return inviteFriend(id, table); },
  // A profile (issue 33 §3, profile.js): {ok, id, name, public, mine,
  // ratings: [{game, shown, games}], games: [{table, game, endedAt, place,
  // players, replay}]}; another's private one: {ok:false, reason}.
  profile: function (id) { return profileOf(id || accountId()); },
  // Makes your profile public (true) or private (false) -> {ok, public}.
  profilePublic: function (on) { return setProfilePublic(on); },
  // Leaves a table's seat without asking (My tables' Forget asks first;
  // leave-seat.js): at a clocked table a bot plays it, elsewhere the others
  // may invite someone; for 24 hours unforget(table) gives it back, and My
  // tables shows the line with Undo. A finished table is only forgotten.
  // -> a promise of {ok, undoUntil} | {ok:false, reason}.
  forget: function (table) {
    table = String(table || '');
    return leaveSeat(table).then(function (r) {
      if (lobby.isOpen()) lobby.create();
      startPanel();
      return r;
    });
  },
  // Takes a left seat back (within 24 hours, unless someone took it) and
  // does not open the table: -> a promise of {ok, seat} | {ok:false, reason}.
  unforget: function (table) {
    table = String(table || '');
    return unleaveSeat(table).then(function (r) {
      if (lobby.isOpen()) lobby.create();
      startPanel();
      return r;
    });
  }
};

// Leaves the table for good (the seat token stays: the invite link brings
// this browser back to its seat). `tellApp`: false when the App itself left.
function leaveTable(tellApp) {
  conn.leaving = true;
  clearTimeout(conn.retry);
  var room = conn.room;
  conn.room = null;
  conn.leftTable = conn.table;
  conn.table = null;
  conn.view = null;
  conn.seat = -1;
  if (room) room.leave(true);
  setUrlTable(null);
  lobby.close();
  bar();
  if (tellApp) appLeave();
  return { ok: true };
}

function open() {
  if (conn.view && !conn.view.started) lobby.update(conn.view);
  else return lobby.create();
}

// Opening an invite link: back to this browser's seat if it has one, else
// the seats with a name to type.
function openInvite(table) {
  // A rematch's invitation (a push opened ?table=new&from=old): the old seat's token takes the reserved seat.
  var from = params.get('table') === table ? params.get('from') : null;
  if (!storage(TOKEN_KEY + table) && from && TABLE_ID.test(from) && storage(TOKEN_KEY + from)) {
    return api.rematch({ table: from }).then(function (r) { if (!r.ok) notice(t('server_error', { reason: r.reason })); });
  }
  if (storage(TOKEN_KEY + table)) {
    return api.join({ table: table }).then(function (r) {
      if (r.ok) return;
      // A token the server does not know was just forgotten: offer the seats.
      if (!storage(TOKEN_KEY + table) && r.info && r.info.ok) return lobby.join(r.info);
      notice(t('server_error', { reason: r.reason }));
    });
  }
  return http('GET', 'online/tables/' + encodeURIComponent(table)).then(function (info) {
    if (!info || !info.ok) { notice(t('no_table')); setUrlTable(null); return; }
    lobby.join(info);
  });
}
