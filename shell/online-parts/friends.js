// Friends and invitations (issue 33 §4, server/src/friends.mjs): the
// signed-in account's friends, asked and asking; "Add as friend" beside the
// players of its last games (history.js); "Invite" at a table before its
// start (a rematch's too); the tables friends keep waiting for you, in the
// lobby. A guest has no friends: the account screen says an account keeps them.
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

// The last list: [{id, name, status: 'friend'|'asked'|'asking', waiting: [{table, game, link, invited}]}]
var friendsNow = [];
var friendsInvited = {};  // friend id + ' ' + table: invited from this page already

function friendsList() {
  if (!accountId()) { friendsNow = []; return Promise.resolve([]); }
  return http('GET', 'online/account/friends?page=' + encodeURIComponent(location.pathname)).then(function (r) {
    if (!r || !r.ok) return friendsNow;
    friendsNow = r.friends.map(function (f) {
      return { id: f.id, name: f.name, status: f.status, waiting: f.waiting.map(function (w) {
        return { table: w.table, game: w.game, link: w.link, invited: !!w.invited };
      }) };
    });
    return friendsNow;
  });
}
// The server's refusals in the player's words (the others as the server says them).
function friendReason(r) {
  var s = (r && r.reason) || 'no answer';
  if (r && r.status === 401) return t('friends_guest');
  if (/only someone you played with/.test(s)) return t('friends_not_played');
  if (/too many asks|too many invitations|too many requests/.test(s)) return t('friends_too_many');
  if (/no seat for them/.test(s)) return t('friends_no_seat');
  return s;
}
// A POST about friends, then the list again: {ok, friendship?} | {ok:false, reason}.
function friendCall(path, body) {
  if (!accountId()) return Promise.resolve({ ok: false, reason: t('friends_guest') });
  return http('POST', 'online/account/' + path, body).then(function (r) {
    if (!r || !r.ok) return { ok: false, reason: friendReason(r) };
    return friendsList().then(function () { return 'friendship' in r ? { ok: true, status: r.friendship } : { ok: true }; });
  });
}
function addFriend(id) { return friendCall('friends/ask', { account: String(id || '') }); }
function answerFriend(id, yes) { return friendCall('friends/answer', { account: String(id || ''), yes: yes !== false }); }
function removeFriend(id) { return friendCall('friends/remove', { account: String(id || '') }); }
// Invites a friend to a table of this browser's (default: the one on
// screen). A rematch names the finished table it came from, so the
// friend's old seat token takes their reserved seat.
function inviteFriend(id, table) {
  table = String(table || conn.table || '');
  var all = known(), from = null;
  Object.keys(all).forEach(function (old) { if (all[old].rematch === table) from = old; });
  return friendCall('friends/invite', { friend: String(id || ''), table: table, from: from }).then(function (r) {
    if (r.ok) friendsInvited[id + ' ' + table] = true;
    return r;
  });
}
// The account's pages heard that something changed (live.js): a friend
// asked, answered or invited; the screens showing friends follow.
function friendsChanged() {
  if (!accountId()) return;
  friendsList().then(function () {
    if (!lobby.isOpen()) return;
    var m = lobby.screen.mode();
    if (m === 'account' || m === 'create' || m === 'table') lobby.reword();
  });
}

// One waiting table as a link: "Bob invites you to <game>" / "Bob waits at <game>".
function waitingLink(f, w) {
  var game = GAMES[w.game] ? GAMES[w.game].name : w.game;
  return el('a', { class: 'online-friend-table', href: w.link, 'data-table': w.table,
    text: t(w.invited ? 'friends_invites_you' : 'friends_waits_at', { name: f.name, game: game }) });
}
// The lobby's "Friends waiting for you" (null when none).
function friendsWaiting() {
  var rows = [];
  friendsNow.forEach(function (f) { f.waiting.forEach(function (w) { rows.push(el('li', {}, [waitingLink(f, w)])); }); });
  if (!rows.length) return null;
  return el('section', { id: 'online-friends-waiting', 'aria-labelledby': 'online-friends-waiting-title' }, [
    el('p', { class: 'online-label', id: 'online-friends-waiting-title', text: t('friends_waiting_title') }),
    el('ul', { class: 'online-friends' }, rows)
  ]);
}
// The account screen's Friends: each with its state and its buttons, and
// the tables each one keeps waiting for you. `done(p)`: the dialog's busy/error wrapper.
function friendsSection(done) {
  var B = lobby.screen.button;
  var items = friendsNow.map(function (f) {
    var buttons = [];
    if (f.status === 'asking') {
      buttons.push(el('button', { type: 'button', class: 'online-friend-accept', 'aria-label': t('friends_accept_label', { name: f.name }),
        text: t('friends_accept'), on: { click: function () { done(answerFriend(f.id, true)); } } }));
      buttons.push(el('button', { type: 'button', class: 'online-friend-decline', 'aria-label': t('friends_decline_label', { name: f.name }),
        text: t('friends_decline'), on: { click: function () { done(answerFriend(f.id, false)); } } }));
    } else {
      buttons.push(el('button', { type: 'button', class: 'online-friend-remove', 'aria-label': t('friends_remove_label', { name: f.name }),
        text: t('friends_remove'), on: { click: function () { done(removeFriend(f.id)); } } }));
    }
    return el('li', { 'data-friend': f.id, 'data-status': f.status }, [
      el('span', { class: 'friend' }, [
        f.status === 'friend'
          ? el('button', { type: 'button', class: 'online-friend-profile', 'aria-label': t('profile_of', { name: f.name }), text: f.name,
              on: { click: function () { openProfile(f.id); } } })
          : el('strong', { text: f.name }),
        f.status === 'friend' ? null : el('span', { class: 'state', text: t(f.status === 'asked' ? 'friends_asked' : 'friends_asking') })
      ].concat(f.waiting.map(function (w) { return waitingLink(f, w); }))),
      el('span', { class: 'online-friend-buttons' }, buttons)
    ]);
  });
  return el('section', { id: 'online-friends-section', 'aria-labelledby': 'online-friends-title' }, [
    el('p', { class: 'online-label', id: 'online-friends-title', text: t('friends_title') }),
    items.length ? el('ul', { class: 'online-friends', id: 'online-friends' }, items)
      : el('p', { class: 'online-wait', text: t('friends_none') }),
    B('online-my-profile', t('profile_mine'), function () { openProfile(accountId()); })
  ]);
}
// "Add as friend" beside a player of the account's last games: an account
// that is neither this one nor already a friend (asked or asking included).
function friendButton(player) {
  if (!player.account || player.account === accountId() || !player.name) return null;
  if (friendsNow.some(function (f) { return f.id === player.account; })) return null;
  var b = el('button', { type: 'button', class: 'online-friend-add', 'data-account': player.account,
    'aria-label': t('friends_add_label', { name: player.name }), text: t('friends_add', { name: player.name }),
    on: { click: function () {
      b.disabled = true;
      addFriend(player.account).then(function (r) {
        if (!r.ok) { b.disabled = false; lobby.screen.error(r.reason); return; }
        b.textContent = t('friends_asked');
      });
    } } });
  return b;
}
// At a table before its start (lobby.js renderTable): each friend with
// "Invite" (a rematch's reserved seats are offered the same way).
var friendsAsked = {};  // table: the list asked for once at this table
function friendsInvite(v) {
  if (!accountId()) return null;
  if (!friendsAsked[v.table]) {
    friendsAsked[v.table] = true;
    friendsList().then(function () { if (lobby.isOpen() && lobby.screen.mode() === 'table') lobby.reword(); });
  }
  var mine = friendsNow.filter(function (f) { return f.status === 'friend'; });
  if (!mine.length) return null;
  return el('section', { id: 'online-friends-invite', 'aria-labelledby': 'online-friends-invite-title' }, [
    el('p', { class: 'online-label', id: 'online-friends-invite-title', text: t('friends_invite_title') }),
    el('ul', { class: 'online-friends' }, mine.map(function (f) {
      var sent = friendsInvited[f.id + ' ' + v.table];
      var b = el('button', { type: 'button', class: 'online-friend-invite', 'data-friend': f.id, disabled: !!sent,
        'aria-label': t('friends_invite_label', { name: f.name }), text: sent ? t('friends_invited') : t('friends_invite'),
        on: { click: function () {
          b.disabled = true;
          inviteFriend(f.id, v.table).then(function (r) {
            if (!r.ok) { b.disabled = false; lobby.screen.error(r.reason); return; }
            b.textContent = t('friends_invited');
          });
        } } });
      return el('li', { 'data-friend': f.id }, [el('span', { class: 'friend', text: f.name }), b]);
    }))
  ]);
}
