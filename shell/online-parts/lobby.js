// The lobby dialog: create a table, a table before its start, an invite
// link's seats, and Notify me (this device, an e-mail address).
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

// ---- the lobby dialog ----
var lobby = (function () {
  var dlg = null;
  var mode = null;     // 'create' | 'table' | 'join'
  var setup = { game: '', players: 5, variant: '', seats: [], name: '', clock: 'none' };  // game: the server's first
  var joinInfo = null;

  function ensure() {
    if (dlg) return dlg;
    dlg = el('dialog', { id: 'online', 'aria-labelledby': 'online-title' });
    dlg.addEventListener('cancel', function (e) { if (mode === 'table') e.preventDefault(); else close(); });
    document.body.appendChild(dlg);
    return dlg;
  }
  function show() {
    ensure();
    if (!dlg.open) { if (dlg.showModal) dlg.showModal(); else dlg.setAttribute('open', ''); }
  }
  function close() {
    if (dlg && dlg.open) { if (dlg.close) dlg.close(); else dlg.removeAttribute('open'); }
    mode = null;
  }
  function error(text) {
    var p = dlg && dlg.querySelector('.online-error');
    if (p) { p.textContent = text || ''; p.hidden = !text; }
  }
  function frame(title, body, buttons) {
    ensure();
    dlg.textContent = '';
    dlg.appendChild(el('h2', { id: 'online-title', text: title }));
    body.forEach(function (b) { if (b) dlg.appendChild(b); });
    dlg.appendChild(el('p', { class: 'online-error', role: 'alert', hidden: true }));
    dlg.appendChild(el('div', { class: 'online-buttons' }, buttons));
  }
  function button(id, text, onClick, primary) {
    return el('button', { type: 'button', id: id, class: primary ? 'primary' : null, text: text, on: { click: onClick } });
  }

  // -- My tables: one button per table (opens it) and a Forget button --
  function myTables() {
    var list = tableList(function (row) { close(); openInvite(row.table); }, function () { renderCreate(); });
    if (!list) return null;
    return el('section', { id: 'online-tables', 'aria-labelledby': 'online-tables-title' }, [
      el('p', { class: 'online-label', id: 'online-tables-title', text: t('my_tables') }), list
    ]);
  }

  // -- choose the game, the players, the variant and who sits where --
  function fixSeats() {
    if (!GAMES[setup.game]) setup.game = Object.keys(GAMES)[0];
    var g = GAMES[setup.game];
    setup.players = Math.max(g.min, Math.min(g.max, setup.players));
    if (g.variants.indexOf(setup.variant) < 0) setup.variant = '';
    var seats = setup.seats.slice(0, setup.players);
    while (seats.length < setup.players) seats.push(seats.length ? 'easy' : null);
    seats[0] = null;  // the creator's seat
    setup.seats = seats;
  }
  function renderCreate() {
    mode = 'create';
    fixSeats();
    var g = GAMES[setup.game];
    var games = el('div', { class: 'online-choice', role: 'radiogroup', 'aria-label': t('game') },
      Object.keys(GAMES).map(function (k) {
        return el('button', { type: 'button', id: 'online-game-' + k, role: 'radio', 'aria-checked': String(k === setup.game),
          text: GAMES[k].name, on: { click: function () { setup.game = k; setup.players = GAMES[k].players; renderCreate(); } } });
      }));
    var players = el('div', { class: 'online-stepper' }, [
      button('online-players-minus', '−', function () { setup.players--; renderCreate(); }),
      el('output', { id: 'online-players', text: String(setup.players) }),
      button('online-players-plus', '+', function () { setup.players++; renderCreate(); })
    ]);
    players.firstChild.disabled = setup.players <= g.min;
    players.lastChild.disabled = setup.players >= g.max;
    var variant = g.variants.length > 1 ? el('div', { class: 'online-choice', role: 'radiogroup', 'aria-label': t('variant') },
      g.variants.map(function (v) {
        return el('button', { type: 'button', id: 'online-variant-' + (v || 'standard'), role: 'radio', 'aria-checked': String(v === setup.variant),
          text: t(v || 'standard'), on: { click: function () { setup.variant = v; renderCreate(); } } });
      })) : null;
    var kinds = [null, 'easy', 'hard', 'expert'];  // expert: the server's bot threads search (issue 24)
    var seats = el('ol', { class: 'online-seats' }, setup.seats.map(function (s, i) {
      if (i === 0) return el('li', {}, [el('span', { class: 'who', text: t('seat_n', { n: 1 }) }), el('span', { class: 'you', text: t('you') })]);
      var sel = el('select', { id: 'online-seat-' + i, 'aria-label': t('seat_n', { n: i + 1 }),
        on: { change: function (e) { setup.seats[i] = e.target.value || null; } } },
        kinds.map(function (k) {
          return el('option', { value: k || '', selected: s === k, text: k ? t('bot_' + k) : t('friend') });
        }));
      return el('li', {}, [el('label', { class: 'who', for: 'online-seat-' + i, text: t('seat_n', { n: i + 1 }) }), sel]);
    }));
    // The pace (issue 24 §3, server/src/clock.mjs): no clock for friends, or a clock a turn.
    var pace = el('div', { class: 'online-choice', role: 'radiogroup', 'aria-label': t('pace') },
      PACES.map(function (p) {
        return el('button', { type: 'button', id: 'online-clock-' + p, role: 'radio', 'aria-checked': String(p === setup.clock),
          text: t('pace_' + p), on: { click: function () { setup.clock = p; renderCreate(); } } });
      }));
    var name = el('input', { id: 'online-name', type: 'text', maxlength: '24', autocomplete: 'nickname',
      value: setup.name || storage('tabula.online.name') || '', on: { input: function (e) { setup.name = e.target.value; } } });
    frame(t('play_online'), [
      accountDialog.line(),
      myTables(),
      friendsWaiting(),
      el('p', { class: 'online-label', text: t('game') }), games,
      el('p', { class: 'online-label', text: t('players') }), players,
      variant && el('p', { class: 'online-label', text: t('variant') }), variant,
      el('p', { class: 'online-label', text: t('seats') }), seats,
      el('p', { class: 'online-label', text: t('pace') }), pace,
      el('label', { class: 'online-label', for: 'online-name', text: t('your_name') }), name
    ], [
      button('online-cancel', t('cancel'), close),
      button('online-create', t('create'), onCreate, true)
    ]);
    show();
  }
  // The lobby opened: where each table stands now, then the list again
  // (unless the player has moved on in the dialog meanwhile).
  function openCreate() {
    renderCreate();
    // The tables friends keep waiting for this account (friends.js).
    friendsList().then(function () {
      if (mode !== 'create' || !dlg || !dlg.open) return;
      var old = dlg.querySelector('#online-friends-waiting');
      var fresh = friendsWaiting();
      if (old && fresh) old.replaceWith(fresh);
      else if (old) old.remove();
      else if (fresh) dlg.insertBefore(fresh, dlg.querySelector('.online-account-line').nextSibling);
    });
    return refreshTables().then(function () {
      if (mode !== 'create' || !dlg || !dlg.open) return;
      var old = dlg.querySelector('#online-tables');
      var fresh = myTables();
      if (old && fresh) old.replaceWith(fresh);
      else if (old) old.remove();
      else if (fresh) dlg.insertBefore(fresh, dlg.querySelector('#online-title').nextSibling);
    });
  }
  function onCreate() {
    var name = (dlg.querySelector('#online-name').value || '').trim();
    if (!name) { error(t('name_needed')); return; }
    storage('tabula.online.name', name);
    var b = dlg.querySelector('#online-create');
    b.disabled = true;
    var bots = setup.seats.slice();
    var level = bots.filter(Boolean)[0] || 'easy';
    mode = 'joining';  // the first view of the new table replaces this form
    api.create({ game: setup.game, players: setup.players, variant: setup.variant, bots: bots, level: level, clock: setup.clock })
      .then(function (r) { return r.ok ? api.join({ table: r.table, name: name }) : r; })
      .then(function (r) {
        if (r.ok) return;
        mode = 'create';
        b.disabled = false;
        error(t('server_error', { reason: r.reason }));
      });
  }

  // -- a table that has not started: invite, seats, start --
  function seatList(v) {
    return el('ol', { class: 'online-seats' }, v.seats.map(function (s, i) {
      var what = s.bot ? t('bot_' + s.bot) : s.name ? s.name : t('free');
      var li = el('li', { class: (s.bot ? 'bot' : s.name ? 'taken' : 'free') + (s.away ? ' away' : '') }, [
        el('span', { class: 'who', text: t('seat_n', { n: i + 1 }) }),
        el('span', { class: 'name', text: what }),
        i === v.seat ? el('span', { class: 'you', text: t('you') }) : null,
        s.away && !s.bot ? el('span', { class: 'away-tag', text: t('away') }) : null
      ]);
      return li;
    }));
  }
  function renderTable(v) {
    mode = 'table';
    var link = inviteLink(v.table);
    var input = el('input', { id: 'online-invite', type: 'text', readonly: true, value: link,
      on: { focus: function (e) { e.target.select(); } } });
    var copy = button('online-copy', t('copy'), function () {
      var done = function () { copy.textContent = t('copied'); };
      if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(link).then(done, function () { input.select(); });
      else { input.select(); }
    });
    var share = navigator.share ? button('online-share', t('share'), function () {
      navigator.share({ title: 'Tabula', text: t('share_text', { game: GAMES[v.game] ? GAMES[v.game].name : v.game }), url: link })
        .catch(function () { /* the player closed the sheet */ });
    }) : null;
    var buttons = [button('online-leave', t('leave'), function () { api.leave(); })];
    if (v.creator && !v.started) buttons.push(button('online-start', t('start'), function () {
      api.start().then(function (r) { if (!r.ok) error(t('server_error', { reason: r.reason })); });
    }, true));
    frame((GAMES[v.game] ? GAMES[v.game].name : v.game) + ' — ' + t('play_online'), [
      el('label', { class: 'online-label', for: 'online-invite', text: t('invite') }),
      el('div', { class: 'online-invite' }, [input, copy, share]),
      v.seat >= 0 ? friendsInvite(v) : null,
      el('p', { class: 'online-label', text: t('seats') }), seatList(v),
      el('p', { class: 'online-wait', text: t('waiting') + ' ' + t(kept(v) ? 'rematch_starts' : 'creator_starts') })
    ], buttons);
    show();
  }

  // -- someone opened an invite link: the seats, a name, sit or watch --
  function renderJoin(info) {
    mode = 'join';
    joinInfo = info;
    var free = info.seats.some(function (s) { return !s.bot && !s.taken; });
    var v = { seats: info.seats.map(function (s) { return { name: s.name, bot: s.bot, away: false }; }), seat: -1 };
    var name = free ? el('input', { id: 'online-name', type: 'text', maxlength: '24', autocomplete: 'nickname',
      value: storage('tabula.online.name') || '' }) : null;
    var buttons = [button('online-cancel', t('cancel'), function () { setUrlTable(null); close(); }),
                   button('online-watch', t('watch'), function () { sit(true); })];
    if (free) buttons.push(button('online-sit', t('sit'), function () { sit(false); }, true));
    frame((GAMES[info.game] ? GAMES[info.game].name : info.game) + ' — ' + t('play_online'), [
      el('p', { class: 'online-label', text: t('seats') }), seatList(v),
      free ? el('label', { class: 'online-label', for: 'online-name', text: t('your_name') }) : el('p', { text: t('table_full') }),
      name
    ], buttons);
    show();
  }
  function sit(watch) {
    var name = watch ? '' : (dlg.querySelector('#online-name').value || '').trim();
    if (!watch && !name) { error(t('name_needed')); return; }
    if (name) storage('tabula.online.name', name);
    dlg.querySelectorAll('.online-buttons button').forEach(function (b) { b.disabled = true; });
    // A slow store makes a seat take a while: the pressed button says so.
    var pressed = dlg.querySelector(watch ? '#online-watch' : '#online-sit');
    var label = pressed && pressed.textContent;
    if (pressed) pressed.textContent = t('joining');
    var p = watch ? api.watch({ table: joinInfo.table }) : api.join({ table: joinInfo.table, name: name });
    p.then(function (r) {
      if (pressed) pressed.textContent = label;
      if (!r.ok) {
        dlg.querySelectorAll('.online-buttons button').forEach(function (b) { b.disabled = false; });
        error(t('server_error', { reason: r.reason }));
      }
    });
  }

  // -- "your turn" wherever the player is: this device, an e-mail address --
  function renderNotify(table) {
    mode = 'notify';
    var o = offers(table);
    if (!o.device && !o.mail) { close(); notifyButton(); return; }
    var body = [];
    var input = null;
    if (o.device) {
      body.push(el('p', { class: 'online-wait', text: t('notify_help') }));
      body.push(button('online-notify-device', t('notify_device'), function () {
        allowDevice(table).then(function () { notifyButton(); renderNotify(table); });
      }, true));
    }
    if (o.mail) {
      // The address this browser left before (the server remembers a
      // confirmed one by a hash: no new confirmation at another table).
      input = el('input', { id: 'online-mail-address', type: 'email', autocomplete: 'email', maxlength: '254',
                            value: storage('tabula.online.mail') || '' });
      var save = function () {
        var address = (input.value || '').trim();
        // No page: every link in a mail is the server's own (issue 31).
        http('POST', 'online/tables/' + encodeURIComponent(table) + '/mail',
             { token: storage(TOKEN_KEY + table), address: address, lang: lang() })
          .then(function (r) {
            if (!r.ok) { error(t('server_error', { reason: r.reason })); return; }
            remember(table, { mail: !!address });
            if (address) storage('tabula.online.mail', address);
            // Turn mail goes to an address only once its owner confirmed it.
            if (address) notice(t(r.confirmed ? 'mail_saved' : 'mail_confirm_sent', { address: address }));
            notifyButton();
            renderNotify(table);
          });
      };
      body.push(el('label', { class: 'online-label', for: 'online-mail-address', text: t('mail_address') }));
      body.push(el('div', { class: 'online-invite' }, [input, button('online-mail-save', t('save'), save)]));
      body.push(el('p', { class: 'online-wait', text: t('mail_help') }));
    }
    frame(t('notify'), body, [button('online-cancel', t('cancel'), close)]);
    show();
  }

  // Every view: before the start the dialog shows the table; once the game
  // is on, the canvas takes over.
  function update(v) {
    if (mode === 'notify' || mode === 'account' || mode === 'profile') return;
    if (v.started) { if (mode === 'table' || mode === 'join') close(); return; }
    if (mode !== 'create') renderTable(v);
  }
  // The language changed with the dialog open: the same step, new words
  // (the player's choices in the form are kept in `setup`).
  var notifyTable = null;
  function reword() {
    if (!dlg || !dlg.open) return;
    if (mode === 'create') renderCreate();
    else if (mode === 'table' && conn.view) renderTable(conn.view);
    else if (mode === 'join' && joinInfo) renderJoin(joinInfo);
    else if (mode === 'notify' && notifyTable) renderNotify(notifyTable);
    else if (mode === 'account') accountDialog.reword();
    else if (mode === 'profile') profileReword();
  }
  return { create: openCreate, join: renderJoin, update: update, notify: function (table) { notifyTable = table; renderNotify(table); },
           close: close, reword: reword, isOpen: function () { return !!(dlg && dlg.open); },
           // The dialog's frame for the account's screens (account-dialog.js).
           screen: { frame: frame, button: button, show: show, error: error,
                     setMode: function (m) { mode = m; }, mode: function () { return mode; } } };
})();
