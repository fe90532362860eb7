// The table's chat (issue 33 §5): a "Chat" button beside the reactions,
// its panel of lines, muting and reporting.
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

// ---- the chat: plain text between the table's players ----
// The server (server/src/chat.mjs) keeps the lines with the table and sends
// them only to its seated players; here they are shown as text, never as
// markup (textContent only). Muting is this browser's choice, per table
// (CHAT_KEY + table: {mute: [seats], read: last line id read, reported: [ids]}):
// a muted seat's lines are hidden here, nowhere else.
var CHAT_MAX = 200;  // server/src/chat.mjs MAX_CHAT
var chat = { table: null, room: null, lines: [], items: {}, unread: 0 };
var chatBtn = null, chatPanel = null, chatList = null, chatInput = null, chatNote = null, chatMutedEl = null, chatEmpty = null;
var chatSays = 0;
// A finished table's replay: opening it leaves the table (web/app/replay.cc
// open_scene), but the lines stay its players' (the server reads them to a
// seat token, chat.mjs). While that replay is on screen the panel shows the
// table this browser sat at, to read: nobody is at the table to hear a new
// line. {table, seat}, or null.
var chatAfter = null;
// The chat on screen: its table, this browser's seat there, and whether a
// line can be said (a live room) -- or null: no chat to show.
function chatPlace() {
  var v = conn.view;
  if (conn.table && v && v.seat >= 0) return { table: conn.table, seat: v.seat, live: !!conn.room };
  if (chatAfter) return { table: chatAfter.table, seat: chatAfter.seat, live: false };
  return null;
}
// The App leaves a table (its menu, or the replay of a finished one):
// a seated player's finished table is kept for its replay's chat.
function chatLeaving() {
  var v = conn.view;
  chatAfter = conn.table && v && v.over && v.seat >= 0 ? { table: conn.table, seat: v.seat } : null;
}
// Every change of screen (page.js chrome()): the kept table's chat lasts as
// long as a replay is on screen.
function chatScreen() {
  if (!chatAfter) return;
  var on = null;
  try { on = window.tabula && window.tabula.replay ? window.tabula.replay() : null; } catch (e) { on = null; }
  if (!on) chatAfter = null;
  chatButton();
}

function chatPrefs(table) {
  var p = null;
  try { p = JSON.parse(storage(CHAT_KEY + table) || 'null'); } catch (e) { /* a damaged entry starts afresh */ }
  p = p && typeof p === 'object' ? p : {};
  if (!Array.isArray(p.mute)) p.mute = [];
  if (!Array.isArray(p.reported)) p.reported = [];
  if (typeof p.read !== 'number') p.read = -1;
  return p;
}
function setChatPrefs(table, change) {
  var p = chatPrefs(table);
  change(p);
  storage(CHAT_KEY + table, JSON.stringify(p));
}
function chatMuted(table, seat) { return chatPrefs(table).mute.indexOf(seat) >= 0; }
function chatName(line) { return line.name || t('seat_n', { n: line.seat + 1 }); }
// A server's refusal in the reader's language (server/src/chat.mjs codes).
function chatReason(m) {
  var key = 'chat_err_' + (m && m.code);
  return t(key) !== key ? t(key) : ((m && m.reason) || 'refused');
}

// The table's lines from the server (this browser's seat token): a promise
// of the lines, or of {ok:false, reason}.
function fetchChat(table) {
  var token = storage(TOKEN_KEY + table);
  if (!token) return Promise.resolve({ ok: false, reason: t('no_table') });
  return http('POST', 'online/tables/' + encodeURIComponent(table) + '/chat', { token: token }).then(function (r) {
    if (!r || !r.ok || !Array.isArray(r.lines)) return { ok: false, reason: (r && r.reason) || 'no answer' };
    return r.lines;
  });
}
// A line for scripts: {id, seat, name, text, at, mine, muted}.
function chatLineOut(table, mySeat, l) {
  return { id: l.id, seat: l.seat, name: l.name, text: l.text, at: l.at, mine: l.seat === mySeat, muted: chatMuted(table, l.seat) };
}
function chatLinesOf(table) {
  return fetchChat(table).then(function (lines) {
    if (!Array.isArray(lines)) return lines;
    var kept = known()[table];
    var mine = conn.table === table ? conn.seat : (kept && typeof kept.seat === 'number' ? kept.seat : -1);
    if (conn.table === table) chatMerge(lines);
    return lines.map(function (l) { return chatLineOut(table, mine, l); });
  });
}

// Lines heard or read for the table on screen, kept in id order.
function chatMerge(lines) {
  var added = false;
  lines.forEach(function (l) {
    if (!l || typeof l.id !== 'number' || typeof l.text !== 'string') return;
    if (chat.lines.some(function (x) { return x.id === l.id; })) return;
    chat.lines.push({ id: l.id, seat: l.seat, name: String(l.name || ''), text: l.text, at: l.at });
    added = true;
  });
  if (!added) return;
  chat.lines.sort(function (a, b) { return a.id - b.id; });
  chatRender();
}
// A line said at this table just now (the room's "chat" message).
function chatHeard(m) {
  var here = chatPlace();
  if (!m || m.seat == null || !here || !here.live) return;
  chatSync();
  var had = chat.lines.length;
  chatMerge([m]);
  if (chat.lines.length === had || m.seat === here.seat || chatMuted(here.table, m.seat)) return;
  // The panel closed: a moment in the strip (seen, and read by a screen reader).
  if (!chatPanel || chatPanel.hidden) {
    var text = m.text.length > 60 ? m.text.slice(0, 59) + '…' : m.text;
    reaction = chatName(m) + ': ' + text;
    clearTimeout(reactionTimer);
    reactionTimer = setTimeout(function () { reaction = ''; bar(); }, 5000);
  }
  bar();
}

// The table on screen changed, or its connection is new: lines may have
// been said meanwhile, so they are asked again (merged by id).
function chatSync() {
  var here = chatPlace();
  var table = here ? here.table : null;
  if (chat.table !== table) {
    chat.table = table;
    chat.room = null;
    chat.lines = [];
    chat.items = {};
    if (chatList) chatList.textContent = '';
  }
  // Asked once a connection (a room), or once for a replay's table.
  var source = here && (here.live ? conn.room : 'after');
  if (!source || chat.room === source) return;
  chat.room = source;
  fetchChat(table).then(function (lines) {
    if (Array.isArray(lines) && chat.table === table) chatMerge(lines);
  });
}

function chatOpen(open) {
  if (!chatPanel) return;
  chatPanel.hidden = !open;
  chatBtn.setAttribute('aria-expanded', String(open));
  if (open) {
    chatNote.textContent = '';
    chatMarkRead();
    (chatPanel.chatForm.hidden ? chatPanel.chatClose : chatInput).focus();
    chatList.scrollTop = chatList.scrollHeight;
  }
  chatButton();
}
function chatMarkRead() {
  var here = chatPlace();
  if (!here || !chat.lines.length) return;
  var last = chat.lines[chat.lines.length - 1].id;
  setChatPrefs(here.table, function (p) { if (last > p.read) p.read = last; });
}

// Each line once in the list (an aria-live log: only new lines are read
// out), its name and text as text, and for another seat's line Mute and Report.
function chatRender() {
  var here = chatPlace();
  if (!chatList || !here) return;
  var table = here.table, mySeat = here.seat;
  var prefs = chatPrefs(table);
  chat.lines.forEach(function (l, i) {
    var li = chat.items[l.id];
    if (!li) {
      li = el('li', { 'data-line': String(l.id), 'data-seat': String(l.seat), 'class': l.seat === mySeat ? 'mine' : null }, [
        el('span', { 'class': 'who', text: chatName(l) + ': ' }),
        el('span', { 'class': 'text', text: l.text })
      ]);
      if (l.seat !== mySeat) {
        li.appendChild(el('span', { 'class': 'acts' }, [
          el('button', { type: 'button', 'class': 'mute', on: { click: function () { chatMute(l.seat, true); } } }),
          el('button', { type: 'button', 'class': 'report', on: { click: function () { chatReport(l); } } })
        ]));
      }
      chat.items[l.id] = li;
      var next = null;
      for (var j = i + 1; j < chat.lines.length && !next; j++) next = chat.items[chat.lines[j].id] || null;
      chatList.insertBefore(li, next);
    }
    li.hidden = prefs.mute.indexOf(l.seat) >= 0;
    var mute = li.querySelector('.mute'), report = li.querySelector('.report');
    if (mute) {
      mute.textContent = t('chat_mute');
      mute.setAttribute('aria-label', t('chat_mute_name', { name: chatName(l) }));
    }
    if (report) {
      var done = prefs.reported.indexOf(l.id) >= 0;
      report.textContent = done ? t('chat_reported') : t('chat_report');
      report.setAttribute('aria-label', done ? t('chat_reported') : t('chat_report_line', { name: chatName(l) }));
      report.disabled = done;
    }
  });
  // The muted seats, each with its way back.
  chatMutedEl.textContent = '';
  prefs.mute.forEach(function (seat) {
    var v = conn.view, s = here.live && v && v.seats && v.seats[seat];
    var said = chat.lines.filter(function (l) { return l.seat === seat && l.name; }).pop();
    var name = (s && s.name) || (said && said.name) || t('seat_n', { n: seat + 1 });
    chatMutedEl.appendChild(el('li', {}, [
      el('span', { text: t('chat_muted', { name: name }) + ' ' }),
      el('button', { type: 'button', 'class': 'unmute', 'data-seat': String(seat), text: t('chat_unmute'),
        'aria-label': t('chat_unmute_name', { name: name }), on: { click: function () { chatMute(seat, false); } } })
    ]));
  });
  chatMutedEl.hidden = !prefs.mute.length;
  chatEmpty.hidden = chat.lines.some(function (l) { return prefs.mute.indexOf(l.seat) < 0; });
  if (!chatPanel.hidden) { chatMarkRead(); chatList.scrollTop = chatList.scrollHeight; }
  chatButton();
}

function chatMute(seat, on) {
  var here = chatPlace();
  if (!here) return;
  setChatPrefs(here.table, function (p) {
    p.mute = p.mute.filter(function (s) { return s !== seat; });
    if (on) p.mute.push(seat);
  });
  chatRender();
  if (chatPanel && !chatPanel.hidden) (chatPanel.chatForm.hidden ? chatPanel.chatClose : chatInput).focus();
}
function chatReport(line) {
  var table = chat.table;
  return api.report(table, line.id).then(function (r) {
    chatNote.textContent = r.ok ? t('chat_report_kept') : t('server_error', { reason: r.reason });
    if (chat.table === table) chatRender();
  });
}

// The button (its unread count) and the panel, built once, shown to a
// seated player of the table on screen (also once the game is over, and in
// its replay: the lines stay its players').
function chatButton() {
  var tools = document.querySelector('.chrome .tools');
  var here = chatPlace();
  var show = !!here;
  if (!chatBtn && (!show || !tools)) return;
  if (!chatBtn) {
    chatBtn = el('button', { type: 'button', id: 'online-chat-btn', 'aria-expanded': 'false', 'aria-controls': 'online-chat',
      on: { click: function () { chatOpen(chatPanel.hidden); } } });
    tools.insertBefore(chatBtn, reactBtn && reactBtn.parentNode === tools ? reactBtn.nextSibling : tools.firstChild);
    chatList = el('ol', { id: 'online-chat-lines', role: 'log', 'aria-live': 'polite', 'aria-relevant': 'additions' });
    chatInput = el('input', { type: 'text', id: 'online-chat-input', maxlength: String(CHAT_MAX), autocomplete: 'off' });
    chatNote = el('p', { 'class': 'note', role: 'status' });
    chatMutedEl = el('ul', { 'class': 'muted', hidden: true });
    chatEmpty = el('p', { 'class': 'empty' });
    var send = el('button', { type: 'submit', 'class': 'send' });
    var close = el('button', { type: 'button', 'class': 'close', on: { click: function () { chatOpen(false); chatBtn.focus(); } } });
    var afterNote = el('p', { 'class': 'after', hidden: true });
    var form = el('form', { on: { submit: function (e) {
      e.preventDefault();
      var text = chatInput.value;
      if (!text.trim()) return;
      send.disabled = true;
      api.say(chat.table, text).then(function (r) {
        send.disabled = false;
        if (r.ok) { chatInput.value = ''; chatNote.textContent = ''; } else chatNote.textContent = r.reason;
        chatInput.focus();
      });
    } } }, [chatInput, send]);
    chatPanel = el('section', { id: 'online-chat', role: 'dialog', 'aria-labelledby': 'online-chat-title', hidden: true,
      on: { keydown: function (e) { if (e.key === 'Escape') { e.stopPropagation(); chatOpen(false); chatBtn.focus(); } } } },
    [el('div', { 'class': 'head' }, [el('h2', { id: 'online-chat-title' }), close]), chatMutedEl, chatList, chatEmpty, form, afterNote, chatNote]);
    document.body.appendChild(chatPanel);
    chatPanel.chatSend = send;
    chatPanel.chatForm = form;
    chatPanel.chatAfterNote = afterNote;
    chatPanel.chatClose = close;
    chatRender();
  }
  chatSync();
  // The unread lines: another seat's, not muted, after the last one read here.
  var prefs = here ? chatPrefs(here.table) : null;
  chat.unread = !prefs ? 0 : chat.lines.filter(function (l) {
    return l.id > prefs.read && l.seat !== here.seat && prefs.mute.indexOf(l.seat) < 0;
  }).length;
  // A replay's chat is read only: the form gives way to a line saying so.
  chatPanel.chatForm.hidden = !!(here && !here.live);
  chatPanel.chatAfterNote.hidden = !(here && !here.live);
  chatPanel.chatAfterNote.textContent = t('chat_replay');
  var label = chat.unread ? t('chat_unread', { n: chat.unread }) : t('chat');
  if (chatBtn.textContent !== label) chatBtn.textContent = label;
  chatBtn.hidden = !show;
  document.getElementById('online-chat-title').textContent = t('chat');
  chatInput.setAttribute('aria-label', t('chat_line'));
  chatInput.setAttribute('placeholder', t('chat_placeholder'));
  chatPanel.chatSend.textContent = t('chat_send');
  chatPanel.chatClose.textContent = t('chat_close');
  chatEmpty.textContent = t('chat_empty');
  if (!show && !chatPanel.hidden) chatOpen(false);
}
