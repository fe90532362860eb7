// Online tables: the "Play online" lobby (an HTML dialog over the canvas),
// the Colyseus connection to this page's own server, and window.tabula.online.
// The server is authoritative: this file only forwards the seat's action
// texts and hands every "view" it receives (this seat's observation and legal
// texts, never anyone else's secrets) to the wasm App, which draws it like a
// local game. On a plain static host there is no /online/health: nothing here
// shows, and the Colyseus client (served by the server) is never loaded.
(function () {
  'use strict';
  // Someone set window.tabulaOnline before us (a test's stand-in, a host page
  // with its own server glue): theirs stands.
  // (page.js's placeholder, {available: false, placeholder: true}, is replaced.)
  if (window.tabulaOnline && !window.tabulaOnline.placeholder) return;
  var params = new URLSearchParams(location.search);
  var TOKEN_KEY = 'tabula.online.';  // + table id: the seat token, kept by this browser
  var LAST_KEY = 'tabula.online-last';  // before "My tables": the one table remembered (migrated, then removed)
  var TABLES_KEY = 'tabula.online-tables';  // "My tables": what this browser last knew of each of its tables
  var TABLE_ID = /^[A-Za-z0-9_-]{16,64}$/;  // server/src/ids.mjs isTableId
  var MOVED = 4010;  // close code: this table's room moved to another server process (server/src/table_room.mjs)

  // ---- words, in the page's four languages ----
  var WORDS = {
    en: {
      my_tables: 'My tables', your_turn: 'Your turn', turn_of: '{name} to play', not_started: 'Waiting for players', over_won: 'Over: {names} won', forget: 'Forget', forget_table: 'Forget this table', react: 'React', 
      react_bravo: 'Bravo!', react_oops: 'Oops!', react_hurry: 'Your turn!', react_thinking: 'Thinking…', react_gg: 'Good game!',
      play_online: 'Play online', game: 'Game', players: 'Players', variant: 'Variant',
      standard: 'Standard', 'strategic-rest': 'Strategic rest', seats: 'Seats', you: 'You',
      friend: 'Friend', bot_easy: 'Bot (easy)', bot_hard: 'Bot (hard)', bot_expert: 'Bot (expert)', your_name: 'Your name',
      create: 'Create table', cancel: 'Cancel', invite: 'Invite link', copy: 'Copy',
      copied: 'Copied', share: 'Share', start: 'Start the game', waiting: 'Waiting for players…',
      free: 'free seat', away: 'away', sit: 'Sit down', watch: 'Watch', leave: 'Leave',
      reconnecting: 'Reconnecting…', away_list: 'Away: {names}', name_needed: 'Type a name first.',
      pace: 'Pace', pace_none: 'No clock', pace_live: 'Live: 5 min a turn', pace_1d: '1 day a turn', pace_3d: '3 days a turn', pace_7d: '7 days a turn',
      stand_in: 'bot plays', stand_in_list: 'A bot stands in for {names}', time_left: 'Your time: {left}', time_short: 'Time is running out: {left} left, then a bot plays for you until you act again.', unit_h: '{n} h', unit_d: '{n} d',
      table_full: 'Every seat is taken: you can watch.', no_table: 'No such table.',
      server_error: 'The server said: {reason}', creator_starts: 'The table\'s creator starts the game; it also starts when every seat is taken.',
      seat_n: 'Seat {n}', bot: 'bot', share_text: 'Join my table of {game}',
      started: 'The game is on.', offline: 'No connection to the server.',
      replay: 'Replay', your_turn_title: '● Your turn — Tabula', notify: 'Notify me', notify_on: 'Notifications on',
      notify_denied: 'This browser blocks notifications from this site.', notify_help: 'Tell me on this device when it is my turn, even with the page closed.',
      notify_device: 'Notify this device', mail_me: 'E-mail me', mail_title: 'Your turn by e-mail', mail_address: 'Your e-mail address', save: 'Save',
      mail_help: 'At most one mail an hour while this table waits for you; the address is deleted when the game ends.', mail_saved: 'We will write to {address} when it is your turn.'
    },
    hu: {
      my_tables: 'Asztalaim', your_turn: 'Te jössz', turn_of: '{name} következik', not_started: 'Játékosokra vár', over_won: 'Vége: {names} nyert', forget: 'Elfelejt', forget_table: 'Asztal elfelejtése', react: 'Reakció', 
      react_bravo: 'Bravó!', react_oops: 'Hoppá!', react_hurry: 'Te jössz!', react_thinking: 'Gondolkodom…', react_gg: 'Jó játék volt!',
      play_online: 'Online játék', game: 'Játék', players: 'Játékosok', variant: 'Változat',
      standard: 'Alap', 'strategic-rest': 'Stratégiai pihenő', seats: 'Helyek', you: 'Te',
      friend: 'Barát', bot_easy: 'Gép (könnyű)', bot_hard: 'Gép (nehéz)', bot_expert: 'Gép (mester)', your_name: 'A neved',
      create: 'Asztal létrehozása', cancel: 'Mégse', invite: 'Meghívó link', copy: 'Másolás',
      copied: 'Másolva', share: 'Megosztás', start: 'Indulhat a játék', waiting: 'Várakozás a játékosokra…',
      free: 'szabad hely', away: 'távol', sit: 'Leülök', watch: 'Nézem', leave: 'Kilépés',
      reconnecting: 'Újracsatlakozás…', away_list: 'Távol: {names}', name_needed: 'Előbb írj be egy nevet.',
      pace: 'Tempó', pace_none: 'Nincs óra', pace_live: 'Élő: 5 perc egy kör', pace_1d: '1 nap egy kör', pace_3d: '3 nap egy kör', pace_7d: '7 nap egy kör',
      stand_in: 'gép játszik', stand_in_list: 'Gép játszik helyette: {names}', time_left: 'Időd: {left}', time_short: 'Fogy az idő: {left} van hátra, utána egy gép játszik helyetted, amíg újra nem lépsz.', unit_h: '{n} óra', unit_d: '{n} nap',
      table_full: 'Minden hely foglalt: nézőként követheted.', no_table: 'Nincs ilyen asztal.',
      server_error: 'A szerver válasza: {reason}', creator_starts: 'Az asztal létrehozója indítja a játékot; magától is indul, ha minden hely betelt.',
      seat_n: '{n}. hely', bot: 'gép', share_text: 'Ülj le hozzám egy {game} játékra',
      started: 'A játék elkezdődött.', offline: 'Nincs kapcsolat a szerverrel.',
      replay: 'Visszajátszás', your_turn_title: '● Te jössz — Tabula', notify: 'Értesíts', notify_on: 'Értesítések bekapcsolva',
      notify_denied: 'Ez a böngésző letiltotta az oldal értesítéseit.', notify_help: 'Szólj ezen az eszközön, ha én jövök, akkor is, ha az oldal zárva van.',
      notify_device: 'Értesítés ezen az eszközön', mail_me: 'Írj e-mailt', mail_title: 'Értesítés e-mailben', mail_address: 'Az e-mail-címed', save: 'Mentés',
      mail_help: 'Amíg ez az asztal rád vár, legfeljebb óránként egy levél; a címet a játék végén töröljük.', mail_saved: 'Ha te jössz, ide írunk: {address}.'
    },
    es: {
      my_tables: 'Mis mesas', your_turn: 'Te toca', turn_of: 'Le toca a {name}', not_started: 'Esperando jugadores', over_won: 'Terminada: ganó {names}', forget: 'Olvidar', forget_table: 'Olvidar esta mesa', react: 'Reaccionar', 
      react_bravo: '¡Bravo!', react_oops: '¡Uy!', react_hurry: '¡Te toca!', react_thinking: 'Pensando…', react_gg: '¡Buena partida!',
      play_online: 'Jugar en línea', game: 'Juego', players: 'Jugadores', variant: 'Variante',
      standard: 'Estándar', 'strategic-rest': 'Descanso estratégico', seats: 'Asientos', you: 'Tú',
      friend: 'Amigo', bot_easy: 'Bot (fácil)', bot_hard: 'Bot (difícil)', bot_expert: 'Bot (experto)', your_name: 'Tu nombre',
      create: 'Crear mesa', cancel: 'Cancelar', invite: 'Enlace de invitación', copy: 'Copiar',
      copied: 'Copiado', share: 'Compartir', start: 'Empezar la partida', waiting: 'Esperando jugadores…',
      free: 'asiento libre', away: 'ausente', sit: 'Sentarse', watch: 'Mirar', leave: 'Salir',
      reconnecting: 'Reconectando…', away_list: 'Ausentes: {names}', name_needed: 'Escribe antes un nombre.',
      pace: 'Ritmo', pace_none: 'Sin reloj', pace_live: 'En vivo: 5 min por turno', pace_1d: '1 día por turno', pace_3d: '3 días por turno', pace_7d: '7 días por turno',
      stand_in: 'juega un bot', stand_in_list: 'Un bot juega por {names}', time_left: 'Tu tiempo: {left}', time_short: 'Se acaba el tiempo: quedan {left}; después un bot jugará por ti hasta que vuelvas a jugar.', unit_h: '{n} h', unit_d: '{n} d',
      table_full: 'Todos los asientos están ocupados: puedes mirar.', no_table: 'No existe esa mesa.',
      server_error: 'El servidor dijo: {reason}', creator_starts: 'Quien creó la mesa empieza la partida; también empieza sola cuando se ocupan todos los asientos.',
      seat_n: 'Asiento {n}', bot: 'bot', share_text: 'Únete a mi mesa de {game}',
      started: 'La partida ha empezado.', offline: 'Sin conexión con el servidor.',
      replay: 'Repetición', your_turn_title: '● Te toca — Tabula', notify: 'Avísame', notify_on: 'Avisos activados',
      notify_denied: 'Este navegador bloquea los avisos de este sitio.', notify_help: 'Avísame en este dispositivo cuando me toque, aunque la página esté cerrada.',
      notify_device: 'Avisar en este dispositivo', mail_me: 'Avísame por correo', mail_title: 'Aviso por correo', mail_address: 'Tu correo electrónico', save: 'Guardar',
      mail_help: 'Como mucho un correo por hora mientras esta mesa te espera; la dirección se borra al terminar la partida.', mail_saved: 'Te escribiremos a {address} cuando te toque.'
    },
    it: {
      my_tables: 'I miei tavoli', your_turn: 'Tocca a te', turn_of: 'Tocca a {name}', not_started: 'In attesa dei giocatori', over_won: 'Finita: ha vinto {names}', forget: 'Dimentica', forget_table: 'Dimentica questo tavolo', react: 'Reagisci', 
      react_bravo: 'Bravo!', react_oops: 'Ops!', react_hurry: 'Tocca a te!', react_thinking: 'Ci penso…', react_gg: 'Bella partita!',
      play_online: 'Gioca online', game: 'Gioco', players: 'Giocatori', variant: 'Variante',
      standard: 'Standard', 'strategic-rest': 'Riposo strategico', seats: 'Posti', you: 'Tu',
      friend: 'Amico', bot_easy: 'Bot (facile)', bot_hard: 'Bot (difficile)', bot_expert: 'Bot (esperto)', your_name: 'Il tuo nome',
      create: 'Crea tavolo', cancel: 'Annulla', invite: 'Link di invito', copy: 'Copia',
      copied: 'Copiato', share: 'Condividi', start: 'Inizia la partita', waiting: 'In attesa dei giocatori…',
      free: 'posto libero', away: 'assente', sit: 'Siediti', watch: 'Guarda', leave: 'Esci',
      reconnecting: 'Riconnessione…', away_list: 'Assenti: {names}', name_needed: 'Scrivi prima un nome.',
      pace: 'Ritmo', pace_none: 'Senza orologio', pace_live: 'Dal vivo: 5 min a turno', pace_1d: '1 giorno a turno', pace_3d: '3 giorni a turno', pace_7d: '7 giorni a turno',
      stand_in: 'gioca un bot', stand_in_list: 'Un bot gioca per {names}', time_left: 'Il tuo tempo: {left}', time_short: 'Il tempo sta per scadere: restano {left}, poi un bot gioca per te finché non giochi di nuovo.', unit_h: '{n} h', unit_d: '{n} g',
      table_full: 'Tutti i posti sono occupati: puoi guardare.', no_table: 'Tavolo inesistente.',
      server_error: 'Il server ha risposto: {reason}', creator_starts: 'Chi ha creato il tavolo avvia la partita; parte da sola quando tutti i posti sono presi.',
      seat_n: 'Posto {n}', bot: 'bot', share_text: 'Siediti al mio tavolo di {game}',
      started: 'La partita è iniziata.', offline: 'Nessuna connessione al server.',
      replay: 'Rivedi', your_turn_title: '● Tocca a te — Tabula', notify: 'Avvisami', notify_on: 'Avvisi attivi',
      notify_denied: 'Questo browser blocca le notifiche di questo sito.', notify_help: 'Avvisami su questo dispositivo quando tocca a me, anche a pagina chiusa.',
      notify_device: 'Avvisa questo dispositivo', mail_me: 'Avvisami per e-mail', mail_title: 'Avviso per e-mail', mail_address: 'Il tuo indirizzo e-mail', save: 'Salva',
      mail_help: 'Al massimo una mail all\'ora mentre questo tavolo ti aspetta; l\'indirizzo viene cancellato a fine partita.', mail_saved: 'Ti scriveremo a {address} quando tocca a te.'
    }
  };
  // "Play again" (issue 24 §4), merged into WORDS.
  var AGAIN_WORDS = {
    en: { rematch_starts: 'Every seat is kept for its player from the last game; the game starts when all are here, or when its creator starts it.', play_again: 'Play again', rematch_wants: '{name} wants to play again', rematch_ready: 'Your new table is ready', rematch_join: 'Join', rematch_made: 'Rematch' },
    hu: { rematch_starts: 'Minden hely az előző játék játékosáé marad; a játék akkor indul, amikor mindenki itt van, vagy amikor a létrehozója elindítja.', play_again: 'Játsszunk újra', rematch_wants: '{name} újra játszana', rematch_ready: 'Kész az új asztalod', rematch_join: 'Csatlakozom', rematch_made: 'Visszavágó' },
    es: { rematch_starts: 'Cada asiento se guarda para su jugador de la partida anterior; la partida empieza cuando están todos, o cuando quien creó la mesa la empieza.', play_again: 'Jugar otra vez', rematch_wants: '{name} quiere jugar otra vez', rematch_ready: 'Tu nueva mesa está lista', rematch_join: 'Unirme', rematch_made: 'Revancha' },
    it: { rematch_starts: 'Ogni posto resta al suo giocatore della partita precedente; la partita inizia quando ci sono tutti, o quando chi ha creato il tavolo la avvia.', play_again: 'Gioca ancora', rematch_wants: '{name} vuole giocare ancora', rematch_ready: 'Il tuo nuovo tavolo è pronto', rematch_join: 'Partecipa', rematch_made: 'Rivincita' }
  };
  Object.keys(AGAIN_WORDS).forEach(function (l) { Object.keys(AGAIN_WORDS[l]).forEach(function (k) { WORDS[l][k] = AGAIN_WORDS[l][k]; }); });
  function lang() {
    var l = (document.documentElement.lang || navigator.language || 'en').slice(0, 2).toLowerCase();
    return WORDS[l] ? l : 'en';
  }
  function t(key, vars) {
    var s = WORDS[lang()][key] || WORDS.en[key] || key;
    Object.keys(vars || {}).forEach(function (k) { s = s.split('{' + k + '}').join(vars[k]); });
    return s;
  }

  // The games an online table can hold: the server's list (GET online/games,
  // the engine's ranges), filled before the lobby is offered; a table needs
  // at least two seats, or it is a local game.
  var GAMES = {};
  function setGames(list) {
    list.forEach(function (g) {
      var min = Math.max(2, g.min_players);
      // A game picked starts at 5 seats where it can (a table worth sharing).
      GAMES[g.name] = { name: g.title, min: min, max: g.max_players, players: Math.min(g.max_players, Math.max(min, 5)), variants: g.variants };
    });
  }

  // ---- small helpers ----
  function el(tag, attrs, children) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'text') e.textContent = attrs[k];
      else if (k === 'on') Object.keys(attrs.on).forEach(function (ev) { e.addEventListener(ev, attrs.on[ev]); });
      else if (attrs[k] !== false && attrs[k] != null) e.setAttribute(k, attrs[k] === true ? '' : attrs[k]);
    });
    (children || []).forEach(function (c) { if (c) e.appendChild(typeof c === 'string' ? document.createTextNode(c) : c); });
    return e;
  }
  function storage(key, value) {
    try {
      if (value === undefined) return localStorage.getItem(key);
      if (value === null) localStorage.removeItem(key); else localStorage.setItem(key, value);
    } catch (e) { /* storage blocked: the seat lasts as long as the tab */ }
    return null;
  }
  function notice(text) {
    if (window.tabulaPage && window.tabulaPage.notice) window.tabulaPage.notice(text);
  }
  function http(method, path, body) {
    return fetch(path, {
      method: method, cache: 'no-store',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined
    }).then(function (r) {
      return r.json().catch(function () { return { ok: false, reason: 'HTTP ' + r.status }; });
    }, function (e) { return { ok: false, reason: t('offline') + ' (' + (e && e.message || e) + ')' }; });
  }
  function inviteLink(table) {
    return location.origin + location.pathname + '?table=' + encodeURIComponent(table);
  }
  function setUrlTable(table) {
    var p = new URLSearchParams(location.search);
    if (table) p.set('table', table); else p.delete('table');
    var q = p.toString();
    history.replaceState(null, '', location.pathname + (q ? '?' + q : '') + location.hash);
  }

  // The Colyseus browser client is served by the server (from its own
  // node_modules), so a static host never downloads it.
  var colyseusPromise = null;
  function colyseus() {
    if (!colyseusPromise) {
      colyseusPromise = new Promise(function (resolve, reject) {
        if (window.Colyseus) return resolve(window.Colyseus);
        var s = el('script', { src: 'online/colyseus.js' });
        s.onload = function () { window.Colyseus ? resolve(window.Colyseus) : reject(new Error('no Colyseus')); };
        s.onerror = function () { colyseusPromise = null; reject(new Error('could not load online/colyseus.js')); };
        document.head.appendChild(s);
      });
    }
    return colyseusPromise;
  }
  var client = null;
  function getClient() {
    return colyseus().then(function (C) {
      // The page's own directory: the server's matchmaker sits beside it.
      if (!client) client = new C.Client(new URL('.', location.href).href);
      return client;
    });
  }

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
  }
  // Asks the server where each table stands (POST online/tables/:id/summary
  // with its seat token). A table the server no longer knows, or whose
  // token it refuses, is forgotten; one it cannot answer for now keeps
  // what was known.
  function refreshTables() {
    var all = known();
    return Promise.all(Object.keys(all).map(function (table) {
      var token = storage(TOKEN_KEY + table);
      if (!token) { forget(table); return null; }
      return http('POST', 'online/tables/' + encodeURIComponent(table) + '/summary', { token: token }).then(function (r) {
        if (r && r.ok) {
          var before = known()[table] || {};
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
    return Object.keys(all).filter(function (id) { return all[id].game; }).map(function (id) {
      var t = all[id];
      return {
        table: id, game: t.game, players: t.players, names: (t.names || []).slice(), seat: t.seat,
        yourTurn: !t.over && t.current >= 0 && t.current === t.seat,
        lastMoveAt: t.lastMoveAt || 0, over: !!t.over, rematch: t.rematch || null,
        pace: PACES.indexOf(t.pace) >= 0 ? t.pace : null  // the clock: none, live, 1d, 3d, 7d (null: not known yet)
      };
    }).sort(function (a, b) {
      return (b.yourTurn - a.yourTurn) || (a.over - b.over) || (b.lastMoveAt - a.lastMoveAt);
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
      var state = row.over ? t('over_won', { names: (k.winners || []).map(who).join(', ') }) + ' · ' + (row.rematch ? t('rematch_made') : t('replay'))
        : row.yourTurn ? t('your_turn')
        : k.started && k.current >= 0 ? t('turn_of', { name: who(k.current) })
        : t('not_started');
      var game = GAMES[row.game] ? GAMES[row.game].name : row.game;
      return el('li', { class: 'online-table' + (row.yourTurn ? ' your-turn' : '') + (row.over ? ' over' : ''), 'data-table': row.table }, [
        el('button', { type: 'button', class: 'online-open', on: { click: function () { onOpen(row); } } }, [
          el('strong', { text: game }), ' ',
          el('span', { class: 'state', text: state }),
          el('span', { class: 'names', text: names.join(', ') }),
          row.lastMoveAt ? el('span', { class: 'since', text: since(row.lastMoveAt) }) : null,
          row.pace ? el('span', { class: 'pace', text: t('pace_' + row.pace) }) : null
        ]),
        row.over ? againButton(row.table, row.rematch ? t('rematch_join') : t('play_again')) : null,
        el('button', { type: 'button', class: 'online-forget', 'aria-label': t('forget_table') + ': ' + game, title: t('forget_table'),
          text: t('forget'), on: { click: function () { forget(row.table); onForgotten(row); } } })
      ]);
    }));
  }

  // ---- the connection to one table ----
  var conn = {
    table: null,      // table id
    room: null,       // the Colyseus room while connected
    seat: -1,
    view: null,       // the last "view" message (its observation whole)
    viewRoom: null,   // the room it came through (a patch applies only to a view of the same connection)
    views: 0,         // how many views arrived (tests wait for the next one)
    leaving: false,   // true after leave(): no reconnection
    retry: null,      // reconnection timer
    resumeToken: null, // Colyseus's reconnection token for the current session
    waiters: []       // {resolve, kind}: promises settled by the next view/refusal
  };

  function settle(kind, value) {
    var keep = [];
    conn.waiters.forEach(function (w) {
      var v = w.test(kind, value);
      if (v) w.resolve(v); else keep.push(w);
    });
    conn.waiters = keep;
  }
  function waitFor(test, ms) {
    return new Promise(function (resolve) {
      var w = { test: test, resolve: resolve };
      conn.waiters.push(w);
      setTimeout(function () {
        var i = conn.waiters.indexOf(w);
        if (i >= 0) { conn.waiters.splice(i, 1); resolve({ ok: false, reason: 'timeout' }); }
      }, ms || 15000);
    });
  }

  // Hands the view to the wasm App (web/app/online.cc), once it is running.
  var appReady = false;
  function toApp(view) {
    if (!appReady || !window.Module || typeof Module._tabula_online_view !== 'function') return;
    Module.ccall('tabula_online_view', null, ['string'], [JSON.stringify(view)]);
  }
  function appLeave() {
    if (appReady && window.Module && typeof Module._tabula_online_leave === 'function') {
      Module.ccall('tabula_online_leave', null, [], []);
    }
  }

  // The server sends a seat's observation whole once per connection, then
  // only what changed since (server/engine/tables.cc; the same as
  // server/src/view_patch.mjs): the view with its observation whole, or null
  // if this connection lacks the observation the patch is from.
  function patched(prev, v) {
    if (!v.patch) return v;
    var p = v.patch, was = prev && prev.observation, o = {}, out = {}, k, i;
    if (!was || prev.move !== p.base) return null;
    for (k in was) o[k] = was[k];
    for (k in p.set || {}) o[k] = p.set[k];
    for (k in p.items || {}) {
      o[k] = o[k].slice();
      for (i = 0; i < p.items[k].length; i++) o[k][p.items[k][i][0]] = p.items[k][i][1];
    }
    for (k in p.append || {}) o[k] = o[k].concat(p.append[k]);
    (p.drop || []).forEach(function (key) { delete o[key]; });
    for (k in v) if (k !== 'patch') out[k] = v[k];
    out.observation = o;
    return out;
  }

  function wire(room) {
    conn.room = room;
    conn.resumeToken = room.reconnectionToken;
    room.onMessage('seat', function (m) {
      if (!m || m.table !== conn.table) return;
      conn.seat = m.seat;
      storage(TOKEN_KEY + m.table, m.token);
      remember(m.table, { seat: m.seat, lastMoveAt: Date.now() });
      settle('seat', m);
    });
    room.onMessage('view', function (v) {
      if (!v || v.table !== conn.table || conn.room !== room) return;
      var whole = patched(conn.viewRoom === room ? conn.view : null, v);
      if (!whole) return console.error('online: a view patch from move ' + v.patch.base + ' without that view');
      v = whole;
      conn.view = v;
      conn.viewRoom = room;
      conn.views++;
      conn.seat = v.seat;
      if (v.seat >= 0) rememberView(v);
      clockView(v);
      bar();
      lobby.update(v);
      toApp(v);
      clockTick();
      settle('view', v);
    });
    room.onMessage('refused', function (m) {
      var reason = (m && m.reason) || 'refused';
      if (!conn.waiters.length) notice(reason);
      settle('refused', m || {});
    });
    room.onMessage('react', function (m) {
      // A preset reaction (window.tabula.online.react): a moment in the strip.
      var v = conn.view;
      if (!m || !v || !v.seats || !v.seats[m.seat] || m.seat === v.seat) return;
      var name = v.seats[m.seat].name || t('seat_n', { n: m.seat + 1 });
      reaction = name + ': ' + (t('react_' + m.what) !== 'react_' + m.what ? t('react_' + m.what) : String(m.what));
      bar();
      clearTimeout(reactionTimer);
      reactionTimer = setTimeout(function () { reaction = ''; bar(); }, 4000);
    });
    room.onMessage('rematch', function (m) {
      // Someone at this finished table asked to play again (server/src/rematch.mjs).
      if (!m || typeof m.table !== 'string' || !conn.table) return;
      remember(conn.table, { rematch: m.table, rematchBy: String(m.by || '') });
      bar();
    });
    room.onError(function (code, message) { console.warn('online: room error', code, message); });
    room.onLeave(function (code) {
      if (conn.room !== room) return;
      conn.room = null;
      // The table moved to another server process: this session's room is
      // closed for good, so Colyseus's reconnection cannot find it. Ask
      // GET online/tables/:id again and rejoin with the seat token.
      if (code === MOVED) { conn.resumeToken = null; backoff = FIRST_RETRY; }
      bar();
      if (!conn.leaving) reconnectSoon(0);
    });
  }

  // Joins the table's room: with this browser's seat token if it has one,
  // else by name (takes the first free human seat), else as a spectator.
  function enter(table, how) {
    return http('GET', 'online/tables/' + encodeURIComponent(table)).then(function (info) {
      if (!info || !info.ok) return { ok: false, reason: (info && info.reason) || t('no_table'), info: info };
      var token = storage(TOKEN_KEY + table);
      var options = token ? { token: token } : how;
      return getClient().then(function (c) {
        return c.joinById(info.roomId || table, options);
      }).then(function (room) {
        if (conn.room && conn.room !== room) { var old = conn.room; conn.room = null; old.leave(true); }
        conn.table = table;
        conn.leaving = false;
        wire(room);
        return { ok: true, room: room, info: info, returning: !!token };
      }, function (e) {
        var reason = String((e && e.message) || e);
        // A token the server no longer knows (the table was wiped): forget it
        // and say so, rather than retrying it forever.
        if (token && /token/i.test(reason)) storage(TOKEN_KEY + table, null);
        return { ok: false, reason: reason, info: info };
      });
    });
  }

  // After a dropped connection (network, sleep, server restart): first the
  // Colyseus reconnection (the server keeps the seat a while), then a fresh
  // join with the seat token (a restarted server rebuilds the table from its
  // store). Retries with a growing pause; at once when the network comes back.
  var FIRST_RETRY = 300;  // ms; then 1.6 times longer each try, at most 4 s
  var backoff = FIRST_RETRY;
  function reconnectSoon(ms) {
    clearTimeout(conn.retry);
    conn.retry = setTimeout(reconnect, ms);
  }
  var reconnecting = false;
  function reconnect() {
    if (conn.room || conn.leaving || !conn.table || reconnecting) return;
    reconnecting = true;
    bar();
    var table = conn.table;
    var token = storage(TOKEN_KEY + table);
    if (conn.seat >= 0 && !token) {
      // The server forgot this seat (or storage is gone): no way back to it.
      reconnecting = false;
      conn.table = null;
      bar();
      notice(t('no_table'));
      return;
    }
    var how = conn.seat >= 0 ? { token: token } : { spectate: true };
    resume().then(function (ok) { return ok ? { ok: true } : enter(table, how); }).then(function (r) {
      reconnecting = false;
      if (r.ok) { backoff = FIRST_RETRY; bar(); return; }
      backoff = Math.min(Math.round(backoff * 1.6), 4000);
      reconnectSoon(backoff);
    });
  }
  // Colyseus's own reconnection: the same session, while the server still
  // holds the seat for it. The server greets a returning client with a view;
  // if none comes, the session is not trusted and a fresh join follows.
  function resume() {
    var token = conn.resumeToken;
    if (!token) return Promise.resolve(false);
    var seen = conn.views;
    return getClient().then(function (c) { return c.reconnect(token); }).then(function (room) {
      if (conn.leaving || conn.room) { room.leave(true); return false; }
      wire(room);
      return new Promise(function (resolve) {
        var limit = Date.now() + 2000;
        (function check() {
          if (conn.views > seen) return resolve(true);
          if (Date.now() > limit || conn.room !== room) {
            if (conn.room === room) { conn.room = null; conn.resumeToken = null; room.leave(false); }
            return resolve(false);
          }
          setTimeout(check, 50);
        })();
      });
    }, function (e) {
      // The server answered no (a ServerError has a code): the session is
      // gone, so rejoin with the seat token from now on. A network error
      // (still offline) keeps the session for the next try.
      if (e && typeof e.code === 'number') conn.resumeToken = null;
      return false;
    });
  }
  // A socket that lived through a network change or a long sleep is often
  // dead without knowing it (the server has long since dropped it): start a
  // fresh one rather than wait for TCP to give up. One rejoin costs little.
  function freshConnection() {
    backoff = FIRST_RETRY;
    var old = conn.room;
    conn.room = null;  // whatever the old socket still says is ignored from now on
    if (old) { try { old.leave(false); } catch (e) { /* already gone */ } }
    reconnectSoon(0);
  }
  var wentOffline = false;
  var hiddenAt = 0;
  window.addEventListener('offline', function () { wentOffline = true; });
  window.addEventListener('online', function () {
    if (wentOffline) { wentOffline = false; freshConnection(); } else reconnectSoon(0);
  });
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') { hiddenAt = Date.now(); return; }
    if (!conn.table) return;
    if (hiddenAt && Date.now() - hiddenAt > 15000) freshConnection();
    else if (!conn.room) reconnectSoon(0);
  });

  // ---- the little status strip: connection trouble and who is away ----
  var barEl = null;
  var reaction = '';
  var reactionTimer = null;
  function bar() {
    if (!barEl) {
      barEl = el('div', { id: 'online-bar', role: 'status', 'aria-live': 'polite', hidden: true });
      document.body.appendChild(barEl);
    }
    var words = [];
    if (conn.table && !conn.room && !conn.leaving) words.push(t('reconnecting'));
    var v = conn.view;
    if (v && v.seats) {
      // (A seat a bot stands in for is said once, by clockWords.)
      var away = v.seats.filter(function (s, i) { return i !== v.seat && s.name && !s.bot && s.away && !(v.clock && v.clock.standIn.indexOf(i) >= 0); })
                        .map(function (s) { return s.name; });
      if (away.length) words.push(t('away_list', { names: away.join(', ') }));
    }
    clockWords(words);
    if (reaction) words.push(reaction);
    barEl.textContent = words.join(' · ');
    barEl.hidden = !words.length;
    placeBar();
    reactions();
    notifyButton();
    turnSignals();
    startPanel();
    againPanel();
  }

  // The strip stands over the game's top bar, where the first board's help
  // line (web/app/help_line.cc, screen().helpLine) also stands until the first
  // press: while that line is showing or still to come, the strip stands just
  // under the bar. Both stay: the help line is shown once per device (a player
  // whose first board is online would never learn of long presses), and the
  // strip says who is away or played by a bot. The line comes on this visit's
  // first board if this device never showed it (help_line.cc's key), so the
  // strip is placed below before the line is drawn, never over it for a frame.
  // Once a table is drawn without the line, it never comes back this visit.
  var BAR_H = 48;  // the game's top bar (web/app/app.cc bar_h), which the help line covers
  var LINE_KEY = 'tabula.help_line';  // set when the line is first drawn (help_line.cc)
  var storedLine = function () { try { return !!localStorage.getItem(LINE_KEY); } catch (e) { return null; } };
  // (Stored before this file loaded: a board was drawn, here on an earlier
  // visit, or this visit before going online, which took a press.)
  var helpLineGone = storedLine() === true;
  try { if (window.tabula.screen().helpLine) helpLineGone = false; } catch (e) { /* before the wasm runs */ }
  var lineSeen = false, framesWithout = 0;
  // Gone: a table drawn (no overlay) without the line once the line was
  // decided (its key stored in that same frame) or seen. Where storage is
  // blocked and the line never came, after a couple of seconds of frames.
  function lineGone(sc) {
    if (helpLineGone || !sc) return helpLineGone;
    if (sc.helpLine) { lineSeen = true; return false; }
    if (sc.screen !== 'table' || sc.overlay !== 'none') return false;
    var stored = storedLine();
    if (stored === true || lineSeen || (stored === null && ++framesWithout > 120)) helpLineGone = true;
    return helpLineGone;
  }
  var barFollow = 0;
  function placeBar() {
    if (!barEl) return;
    var sc = null;
    try { sc = window.tabula.screen(); } catch (e) { /* before the wasm runs */ }
    var h = sc && sc.helpLine;
    var c = !lineGone(sc) && document.getElementById('canvas');
    barEl.style.top = c ? (c.getBoundingClientRect().top + (h ? h.y + h.h : BAR_H) + 6) + 'px' : '';
    // (Followed each frame only until the line has gone: then back over the bar.)
    if (!barEl.hidden && !helpLineGone && !barFollow) {
      barFollow = requestAnimationFrame(function () { barFollow = 0; placeBar(); });
    }
  }

  // ---- "Play again" at the end of an online game (issue 24 §4) ----
  // A panel over the end of the game for a seated player: "Play again", or,
  // once someone asked, "Anna wants to play again — Join". Either press
  // takes this player's reserved seat at the one rematch (the old seat
  // token is the new seat's too, so no name is asked).
  var againEl = null;
  var peeked = {};
  function peekRematch(table) {
    var token = storage(TOKEN_KEY + table);
    if (!token) return Promise.resolve(null);
    return http('POST', 'online/tables/' + encodeURIComponent(table) + '/rematch', { token: token, peek: true }).then(function (r) {
      if (r && r.ok && r.table) remember(table, { rematch: r.table, rematchBy: r.by || '' });
      return r;
    });
  }
  function againButton(table, text) {
    var b = el('button', { type: 'button', class: 'online-again', 'data-table': table, text: text, on: { click: function () {
      b.disabled = true;
      lobby.close();
      if (startEl) startEl.hidden = true;
      api.rematch({ table: table }).then(function (r) {
        b.disabled = false;
        if (!r.ok) notice(t('server_error', { reason: r.reason }));
      });
    } } });
    return b;
  }
  // A table not started whose every person's seat is already held: a
  // rematch, its seats kept for their players (server/src/rematch.mjs).
  function kept(v) {
    return !v.started && v.seats.some(function (s) { return !s.bot; }) && v.seats.every(function (s) { return s.bot || s.name; });
  }
  function againPanel() {
    var v = conn.view;
    var show = !!(conn.table && conn.room && v && v.over && v.seat >= 0 && v.table === conn.table);
    if (!show) { if (againEl) againEl.hidden = true; clearInterval(againTimer); againTimer = null; return; }
    var k = known()[conn.table] || {};
    if (!k.rematch && !peeked[conn.table]) {
      peeked[conn.table] = true;
      peekRematch(conn.table).then(function (r) { if (r && r.table) againPanel(); });
    }
    if (!againEl) {
      againEl = el('div', { id: 'online-again', role: 'region', 'aria-live': 'polite' });
      document.body.appendChild(againEl);
    }
    var mine = (v.seats[v.seat] || {}).name;
    var said = !k.rematch ? '' : k.rematchBy && k.rematchBy !== mine ? t('rematch_wants', { name: k.rematchBy }) : t('rematch_ready');
    againEl.setAttribute('aria-label', t('play_again'));
    againEl.textContent = '';
    if (said) againEl.appendChild(el('span', { class: 'said', text: said }));
    againEl.classList.toggle('invited', !!said);
    againEl.appendChild(againButton(conn.table, k.rematch ? t('rematch_join') : t('play_again')));
    againEl.hidden = false;
    placeAgain();
    // The App's end screen moves (its tabs, scrolling): follow it while shown.
    if (!againTimer) againTimer = setInterval(placeAgain, 400);
  }
  // Online, the App's own "Play again" (drawn on the canvas, for a local
  // game) is covered by this one, exactly where the player looks for it;
  // where the App shows none (another tab of its end panel), bottom centre.
  var againTimer = null;
  function placeAgain() {
    if (!againEl || againEl.hidden) return;
    var L = {};
    try { L = window.tabula.layout() || {}; } catch (e) { /* before the wasm runs */ }
    var r = L.play_again;
    var on = !!(r && r.w >= 44 && r.h >= 40);
    againEl.classList.toggle('on-app', on);
    againEl.style.left = on ? r.x + 'px' : '';
    againEl.style.top = on ? (r.y + window.scrollY) + 'px' : '';
    againEl.style.width = on ? r.w + 'px' : '';
    againEl.style.height = on ? r.h + 'px' : '';
    // The invitation's words: above the button where they cover nothing the
    // App drew (a desktop), else on the button, over "Join" (a 360 px
    // window: above, they lay on the end panel's lines).
    var said = on && againEl.querySelector('.said');
    againEl.classList.toggle('said-above', !!said);
    if (said && !spaceFor(said.getBoundingClientRect(), L)) againEl.classList.remove('said-above');
  }
  // Whether the box `b` (page px) lies inside the window and on no text or
  // target the App drew in its last frame, but its own Play again.
  function spaceFor(b, L) {
    if (b.left < 0 || b.top < 0 || b.right > window.innerWidth || b.bottom > window.innerHeight) return false;
    var meets = function (x, y, w, h) { return Math.min(b.right, x + w) > Math.max(b.left, x) && Math.min(b.bottom, y + h) > Math.max(b.top, y); };
    var T = [];
    try { T = window.tabula.texts(); } catch (e) { return false; }
    if (T.some(function (t) { return t.text && meets(t.x, t.y, t.w, t.size); })) return false;
    return !Object.keys(L).some(function (id) { var r = L[id]; return id !== 'play_again' && meets(r.x, r.y, r.w, r.h); });
  }

  // ---- clocks (issue 24 §3): each seat's time on its plate ----
  // A clocked table's view carries {pace, turnMs, turnStart, now, standIn}
  // (server/src/clock.mjs). The time left counts from the server's `now`
  // (this device's own clock may be wrong); each second the plates' notes go
  // to the App (tabula_online_notes): the time left on the seat to play, and
  // "bot plays" on a seat a bot stands in for. At a quarter of the turn left
  // the player is told once (vibration, the strip, a notification when hidden).
  var PACES = ['none', 'live', '1d', '3d', '7d'];
  var clock = { view: null, offset: 0, timer: null, sent: '', warned: '' };
  function clockLeft() {
    var v = clock.view;
    if (!v || !v.clock || !v.started || v.over || v.current < 0) return null;
    return Math.max(0, v.clock.turnStart + v.clock.turnMs - (Date.now() + clock.offset));
  }
  function clockText(ms) {
    var s = Math.ceil(ms / 1000);
    if (s < 3600) return Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0');
    if (s < 48 * 3600) return t('unit_h', { n: Math.ceil(s / 3600) });
    return t('unit_d', { n: Math.ceil(s / 86400) });
  }
  function clockNotes() {
    var v = clock.view;
    if (!v || !v.clock || !v.seats) return [];
    var left = clockLeft();
    return v.seats.map(function (s, i) {
      if (v.clock.standIn.indexOf(i) >= 0) return t('stand_in');
      if (i === v.current && !s.bot && left !== null) return clockText(left);
      return '';
    });
  }
  function clockWords(words) {
    if (!conn.table && clock.view) clockView(null);
    var v = clock.view;
    if (!v || !v.clock || !v.seats) return;
    var standing = v.clock.standIn.map(function (i) { return (v.seats[i] && v.seats[i].name) || t('seat_n', { n: i + 1 }); });
    if (standing.length) words.push(t('stand_in_list', { names: standing.join(', ') }));
    var left = clockLeft();
    if (left !== null && v.current === v.seat && v.seat >= 0 && v.clock.standIn.indexOf(v.seat) < 0) words.push(t('time_left', { left: clockText(left) }));
  }
  function clockTick() {
    var v = clock.view;
    var notes = clockNotes();
    var key = JSON.stringify(notes);
    if (key !== clock.sent && appReady && window.Module && typeof Module._tabula_online_notes === 'function') {
      clock.sent = key;
      Module.ccall('tabula_online_notes', null, ['string'], [key]);
    }
    var left = clockLeft();
    // (Not once the time is up: the stand-in is taking the turn, and the strip says so.)
    if (left !== null && left > 0 && v.current === v.seat && v.seat >= 0 && v.clock.standIn.indexOf(v.seat) < 0 &&
        left <= v.clock.turnMs / 4 && clock.warned !== v.table + ':' + v.move) {
      clock.warned = v.table + ':' + v.move;
      var words = t('time_short', { left: clockText(left) });
      notice(words);
      if (soundOn() && navigator.vibrate && (!navigator.userActivation || navigator.userActivation.hasBeenActive)) { try { navigator.vibrate([200, 100, 200]); } catch (e) { /* not allowed */ } }
      if (document.visibilityState === 'hidden' && window.Notification && Notification.permission === 'granted') showNotice(words, v.table);
    }
    if (barEl && v && v.clock) {
      var shown = [];
      clockWords(shown);
      if (shown.length) bar();
    }
  }
  function clockView(v) {
    clock.view = v && v.clock ? v : null;
    if (clock.view) clock.offset = v.clock.now - Date.now();
    if (clock.view && !clock.timer) clock.timer = setInterval(clockTick, 1000);
    if (!clock.view && clock.timer) { clearInterval(clock.timer); clock.timer = null; }
    clock.sent = '';
  }

  // ---- reactions: a button in the page's top bar, a few presets ----
  // (server/src/table_room.mjs REACTIONS; no free text.) Shown only to a
  // seated player of a started table: spectators cannot react.
  var REACTIONS = ['bravo', 'oops', 'hurry', 'thinking', 'gg'];
  var reactBtn = null;
  var reactMenu = null;
  function closeReactions() {
    if (reactMenu) { reactMenu.hidden = true; reactBtn.setAttribute('aria-expanded', 'false'); }
  }
  function reactions() {
    var tools = document.querySelector('.chrome .tools');
    var v = conn.view;
    var show = !!(conn.table && conn.room && v && v.started && !v.over && v.seat >= 0);
    if (!reactBtn && (!show || !tools)) return;
    if (!reactBtn) {
      reactBtn = el('button', { type: 'button', id: 'online-react', 'aria-haspopup': 'true', 'aria-expanded': 'false', 'aria-controls': 'online-reactions',
        on: { click: function () {
          var open = reactMenu.hidden;
          reactMenu.hidden = !open;
          reactBtn.setAttribute('aria-expanded', String(open));
          if (open) reactMenu.querySelector('button').focus();
        } } });
      tools.insertBefore(reactBtn, tools.firstChild);
      reactMenu = el('div', { id: 'online-reactions', role: 'menu', hidden: true,
        on: { keydown: function (e) { if (e.key === 'Escape') { closeReactions(); reactBtn.focus(); } } } });
      document.body.appendChild(reactMenu);
      document.addEventListener('pointerdown', function (e) {
        if (reactMenu && !reactMenu.hidden && !reactMenu.contains(e.target) && e.target !== reactBtn) closeReactions();
      });
    }
    reactBtn.textContent = t('react');
    reactMenu.textContent = '';
    REACTIONS.forEach(function (what) {
      reactMenu.appendChild(el('button', { type: 'button', role: 'menuitem', 'data-reaction': what, text: t('react_' + what),
        on: { click: function () { api.react(what); closeReactions(); } } }));
    });
    reactBtn.hidden = !show;
    if (!show) closeReactions();
  }

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
        myTables(),
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
      var p = watch ? api.watch({ table: joinInfo.table }) : api.join({ table: joinInfo.table, name: name });
      p.then(function (r) {
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
        input = el('input', { id: 'online-mail-address', type: 'email', autocomplete: 'email', maxlength: '254' });
        var save = function () {
          var address = (input.value || '').trim();
          http('POST', 'online/tables/' + encodeURIComponent(table) + '/mail',
               { token: storage(TOKEN_KEY + table), address: address, lang: lang(), page: location.pathname })
            .then(function (r) {
              if (!r.ok) { error(t('server_error', { reason: r.reason })); return; }
              remember(table, { mail: !!address });
              if (address) notice(t('mail_saved', { address: address }));
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
      if (mode === 'notify') return;
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
    }
    return { create: openCreate, join: renderJoin, update: update, notify: function (table) { notifyTable = table; renderNotify(table); },
             close: close, reword: reword, isOpen: function () { return !!(dlg && dlg.open); } };
  })();

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
    leave: function () { return leaveTable(true); },
    // Opens the lobby: the table in progress, else "create a table".
    open: function () { return open(); },
    // My tables: a promise of [{table, game, players, names, seat, yourTurn,
    // lastMoveAt, over}], each asked of the server first.
    tables: function () { return refreshTables(); },
    // Forgets a table: its line and its seat token (the seat stays the
    // player's at the server; only this browser no longer knows the way back).
    forget: function (table) {
      table = String(table || '');
      if (conn.table === table) leaveTable(true);
      forget(table);
      if (lobby.isOpen()) lobby.create();
      return { ok: true };
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

  // ---- My tables on the start screen (issue 24 §1) ----
  // Under the start screen's lowest button (window.tabula.layout()), the
  // tables this browser sits at: your-turn ones first, one tap opens one, a
  // finished one shows its result and opens on its replay. Where the screen
  // leaves too little room below (a landscape phone), one button opens the
  // same list in the Play online dialog.
  var startEl = null;
  var startRefreshed = false;
  function onStartScreen() {
    try { return window.tabula.screen().screen === 'start'; } catch (e) { return false; }
  }
  var startTimers = [];
  function startPanel(settled) {
    // The layout read now may be the last frame's (the screen just changed):
    // placed again once the start screen's own frames are drawn.
    if (settled !== true) {
      startTimers.forEach(clearTimeout);
      startTimers = [150, 700].map(function (ms) { return setTimeout(function () { startPanel(true); }, ms); });
    }
    var show = !conn.table && onStartScreen() && listTables().length > 0;
    if (!show) { if (startEl) startEl.hidden = true; return; }
    if (!startRefreshed) { startRefreshed = true; refreshTables().then(function () { startPanel(); }); }
    var L = {};
    try { L = window.tabula.layout(); } catch (e) { /* before the wasm runs */ }
    var left = Infinity, right = 0, bottom = 0;
    Object.keys(L).forEach(function (k) {
      var r = L[k];
      left = Math.min(left, r.x); right = Math.max(right, r.x + r.w); bottom = Math.max(bottom, r.y + r.h);
    });
    if (!bottom) return;
    if (!startEl) {
      startEl = el('section', { id: 'online-home', 'aria-labelledby': 'online-home-title' });
      document.body.appendChild(startEl);
    }
    var top = bottom + window.scrollY + 14;
    var room = window.innerHeight - (bottom + 14) - 8;
    startEl.style.top = top + 'px';
    startEl.style.left = left + 'px';
    startEl.style.width = Math.max(0, right - left) + 'px';
    startEl.textContent = '';
    var rows = listTables();
    var turns = rows.filter(function (r) { return r.yourTurn; }).length;
    if (room < 120) {
      startEl.style.maxHeight = '';
      startEl.className = 'compact';
      startEl.appendChild(el('button', { type: 'button', id: 'online-home-title', class: 'online-open' + (turns ? ' your-turn' : ''),
        on: { click: function () { api.open(); } } },
        [el('strong', { text: t('my_tables') + ' (' + rows.length + ')' }), turns ? ' · ' + t('your_turn') : '']));
    } else {
      startEl.className = '';
      startEl.style.maxHeight = room + 'px';
      startEl.appendChild(el('h2', { id: 'online-home-title', text: t('my_tables') }));
      startEl.appendChild(tableList(function (row) { startEl.hidden = true; openInvite(row.table); }, function () { startPanel(); }));
    }
    startEl.hidden = false;
  }
  window.addEventListener('resize', function () { startPanel(); });
  document.addEventListener('tabula:language', function () { lobby.reword(); bar(); });
  setInterval(function () { if (startEl && !startEl.hidden) startPanel(); }, 60000);  // "3 minutes ago" moves on

  // ---- "Your turn" with the page open (issue 24 §2) ----
  // The tab's title, the app badge (the number of tables waiting for this
  // browser, where the Badging API exists), a vibration where the phone has
  // one and sound is on (the same setting as the game's sounds), and a
  // system notification while the page is in the background (only once the
  // player allowed them with the Notify me button).
  var baseTitle = document.title;
  var signalled = '';  // table:move of the last "your turn" signalled
  function soundOn() {
    try { return !window.Module || typeof Module._tabula_sound_on !== 'function' || Module._tabula_sound_on() === 1; } catch (e) { return true; }
  }
  function myTurnNow() {
    var v = conn.view;
    return !!(conn.table && v && v.seat >= 0 && v.started && !v.over && v.legal && v.legal.length > 0);
  }
  function turnSignals() {
    var mine = myTurnNow();
    var title = mine ? t('your_turn_title') : baseTitle;
    if (document.title !== title) document.title = title;
    var waiting = listTables().filter(function (r) { return r.yourTurn; }).length;
    try {
      if (navigator.setAppBadge) { if (waiting) navigator.setAppBadge(waiting).catch(function () {}); else navigator.clearAppBadge().catch(function () {}); }
    } catch (e) { /* no badge here */ }
    if (window.tabula && window.tabula.online) window.tabula.online._badge = waiting;
    if (!mine) return;
    var key = conn.table + ':' + conn.view.move;
    if (key === signalled) return;
    signalled = key;
    // (Before the player's first tap the browser refuses, and says so in the console.)
    var active = !navigator.userActivation || navigator.userActivation.hasBeenActive;
    if (soundOn() && active && navigator.vibrate) { try { navigator.vibrate([80, 60, 80]); } catch (e) { /* not allowed here */ } }
    if (document.visibilityState === 'hidden' && window.Notification && Notification.permission === 'granted') {
      var v = conn.view;
      var names = v.seats.filter(function (s, i) { return i !== v.seat && s.name && !s.bot; }).map(function (s) { return s.name; });
      var game = GAMES[v.game] ? GAMES[v.game].name : v.game;
      showNotice(t('your_turn') + ' — ' + game + (names.length ? ' · ' + names.join(', ') : ''), v.table);
    }
  }
  function showNotice(title, table) {
    var opts = { tag: 'tabula-' + table, data: { table: table }, icon: 'icon-192.png', renotify: true };
    var sw = navigator.serviceWorker;
    (sw && sw.controller ? sw.ready.then(function (r) { return r.showNotification(title, opts); }) : Promise.reject())
      .catch(function () { try { new Notification(title, opts).onclick = function () { window.focus(); }; } catch (e) { /* none here */ } });
  }
  // The page's own title, as page.js sets it for each screen.
  if (window.tabulaPage && window.tabulaPage.chrome) {
    var chrome = window.tabulaPage.chrome;
    window.tabulaPage.chrome = function () {
      var r = chrome.apply(this, arguments);
      baseTitle = document.title;
      turnSignals();
      startPanel();
      return r;
    };
  }

  // ---- Notify me: permission asked only from this button (issue 24 §2) ----
  // Offered once the player sits at an online table. With permission given,
  // this browser's push subscription is registered for each of its seats
  // (server: POST online/tables/:id/push), so the server can say "your turn"
  // with the page closed; the page itself notifies while it is hidden.
  var notifyBtn = null;
  var pushKey = null;
  function pushable() { return !!(window.Notification && navigator.serviceWorker && window.PushManager); }
  function subscribeSeat(table) {
    var token = storage(TOKEN_KEY + table);
    if (!token || !pushable() || Notification.permission !== 'granted') return Promise.resolve(false);
    var key = pushKey || (pushKey = http('GET', 'online/push/key').then(function (r) { if (!r.ok) pushKey = null; return r; }));
    return Promise.all([key, navigator.serviceWorker.ready]).then(function (got) {
      var k = got[0], reg = got[1];
      if (!k.ok) throw new Error(k.reason);
      return reg.pushManager.getSubscription().then(function (sub) {
        return sub || reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: k.key });
      });
    }).then(function (sub) {
      return http('POST', 'online/tables/' + encodeURIComponent(table) + '/push', { token: token, subscription: sub.toJSON(), lang: lang() });
    }).then(function (r) {
      if (r.ok) remember(table, { push: true });
      return !!r.ok;
    }).catch(function (e) { console.warn('online: no push subscription', e); return false; });
  }
  // What is left to offer at this table: notifications on this device
  // (not yet allowed and subscribed) and an e-mail address (where the
  // server sends mail and none is left).
  function offers(table) {
    var k = known()[table] || {};
    return {
      device: pushable() && Notification.permission !== 'denied' && !(Notification.permission === 'granted' && k.push),
      mail: mailOn && !k.mail
    };
  }
  function notifyButton() {
    var tools = document.querySelector('.chrome .tools');
    var v = conn.view;
    var t0 = conn.table;
    var o = t0 ? offers(t0) : {};
    var show = !!(t0 && v && v.seat >= 0 && !v.over && (o.device || o.mail));
    if (t0 && v && v.seat >= 0 && pushable() && Notification.permission === 'granted' && !(known()[t0] || {}).push && !subscribing[t0]) {
      subscribing[t0] = true;  // allowed before: this seat too, without asking again
      subscribeSeat(t0).then(function () { delete subscribing[t0]; notifyButton(); });
    }
    if (!notifyBtn && (!show || !tools)) return;
    if (!notifyBtn) {
      // A bell (the top bar has no room for words on a phone).
      var svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      svg.setAttribute('viewBox', '0 0 24 24'); svg.setAttribute('width', '22'); svg.setAttribute('height', '22'); svg.setAttribute('aria-hidden', 'true');
      var path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
      path.setAttribute('fill', 'currentColor');
      path.setAttribute('d', 'M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1z');
      svg.appendChild(path);
      notifyBtn = el('button', { type: 'button', id: 'online-notify', on: { click: function () { if (conn.table) lobby.notify(conn.table); } } }, [svg]);
      tools.insertBefore(notifyBtn, tools.firstChild);
    }
    notifyBtn.setAttribute('aria-label', t('notify'));
    notifyBtn.title = t('notify_help');
    notifyBtn.hidden = !show;
  }
  // The device's permission, asked only here: from the player's own press.
  function allowDevice(table) {
    return Notification.requestPermission().then(function (p) {
      if (p === 'granted') return subscribeSeat(table).then(function (ok) { if (ok) notice(t('notify_on')); return ok; });
      if (p === 'denied') notice(t('notify_denied'));
      return false;
    });
  }
  var subscribing = {};
  // E-mail me: only where the server sends mail (online/health says mail).
  var mailOn = false;
  window.tabulaOnline = {
    available: false,
    open: open,
    // The App (web/app/online.cc) calls this when the player taps an action.
    act: function (text) {
      api.act(text).then(function (r) { if (!r.ok) notice(r.reason); });
    },
    // The App calls this when the player leaves an online table from its menu.
    leave: function () { if (conn.table) leaveTable(false); },
    // The App's own Play again at the end of an online table (a tap, or the
    // keyboard): its rematch, as the button of againPanel() does.
    rematch: function () {
      api.rematch().then(function (r) { if (!r.ok) notice(t('server_error', { reason: r.reason })); });
    }
  };

  // Only when this page is served by the Tabula server (page.js asked
  // already: it loads this file only then).
  var health = window.tabulaPage && window.tabulaPage.onlineHealth;
  (health || http('GET', 'online/health')).then(function (h) {
    if (!h || h.ok !== true) return null;
    mailOn = h.mail === true;
    return http('GET', 'online/games');
  }).then(function (list) {
    if (!list || list.ok !== true) return;
    setGames(list.games);
    var css = el('link', { rel: 'stylesheet', href: window.tabulaPage && window.tabulaPage.versioned ? window.tabulaPage.versioned('online.css') : 'online.css' });
    document.head.appendChild(css);
    window.tabulaOnline.available = true;
    var ready = window.tabula && window.tabula.ready;
    if (window.tabula) window.tabula.online = api;
    (ready || Promise.resolve()).then(function () {
      appReady = true;
      // Play online is offered from now on: the App's loop may be asleep
      // since page.js woke it when this file arrived, before the games'
      // list did, so wake it again (once the wasm runs).
      if (window.Module && window.Module._tabula_wake) window.Module._tabula_wake();
      if (conn.view) toApp(conn.view);
      var table = params.get('table');
      if (table) openInvite(table);
      else startPanel();
    });
  });
  // window.tabula.online exists at once (tests may wait on `available`).
  if (window.tabula) window.tabula.online = api;
})();
