// A person's profile (issue 33 §3, server/src/friends.mjs): name, ratings
// per game, last games with their replay links, in the lobby's dialog.
// Private unless its owner makes it public (the switch on one's own); a
// link (?profile=<account id>) opens it on any page.
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

// -> {ok, id, name, public, mine, ratings: [{game, shown, games}], games: [{table, game, endedAt, place, players, replay}]}
//    | {ok:false, reason} (private: reason is the page's words)
function profileOf(id) {
  return http('GET', 'online/profile/' + encodeURIComponent(String(id || '')) + '?page=' + encodeURIComponent(location.pathname)).then(function (r) {
    if (!r || !r.ok) return { ok: false, reason: r && r.status === 403 ? t('profile_private') : r && r.status === 404 ? t('profile_none') : (r && r.reason) || 'no answer' };
    return { ok: true, id: r.id, name: r.name, public: !!r.public, mine: !!r.mine, ratings: r.ratings, games: r.games };
  });
}
function setProfilePublic(on) {
  if (!accountId()) return Promise.resolve({ ok: false, reason: t('friends_guest') });
  return http('POST', 'online/account/profile', { public: on === true }).then(function (r) {
    return r && r.ok ? { ok: true, public: r.public } : { ok: false, reason: (r && r.reason) || 'no answer' };
  });
}
function profileLink(id) { return location.origin + location.pathname + '?profile=' + encodeURIComponent(id); }

var profileShown = null;  // the profile on screen (the language changed: drawn again)
function openProfile(id) {
  var S = lobby.screen;
  S.setMode('profile');
  return profileOf(id).then(function (p) {
    profileShown = p.ok ? p : null;
    if (S.mode() !== 'profile') return p;
    if (!p.ok) {
      S.frame(t('profile_open'), [el('p', { class: 'online-wait', id: 'online-profile-refused', text: p.reason })], [profileBack()]);
      S.show();
      return p;
    }
    renderProfile(p);
    return p;
  });
}
function profileBack() {
  return lobby.screen.button('online-profile-back', t('account_back'), function () {
    profileShown = null;
    if (accountId()) accountDialog.open('main'); else lobby.create();
  });
}
function renderProfile(p) {
  var S = lobby.screen;
  var ratings = p.ratings.length ? el('ul', { class: 'online-ratings', id: 'online-profile-ratings' }, p.ratings.map(function (r) {
    return el('li', { 'data-game': r.game, text: t('profile_rating', { game: GAMES[r.game] ? GAMES[r.game].name : r.game, shown: r.shown, n: r.games }) });
  })) : el('p', { class: 'online-wait', text: t('history_none') });
  var games = p.games.length ? el('ul', { class: 'online-history', id: 'online-profile-games' }, p.games.slice(0, 10).map(function (g) {
    var when = new Date(g.endedAt).toLocaleDateString(lang(), { day: 'numeric', month: 'short', year: 'numeric' });
    var names = g.players.map(function (x, i) { return x.name || (x.bot ? t('bot_' + x.bot) : t('seat_n', { n: i + 1 })); }).join(', ');
    return el('li', {}, [el('a', { class: 'online-history-game', href: g.replay }, [
      el('strong', { text: GAMES[g.game] ? GAMES[g.game].name : g.game }), ' ',
      el('span', { class: 'state', text: t('history_place', { n: g.place, of: g.players.length }) }),
      el('span', { class: 'names', text: names }),
      el('span', { class: 'since', text: when })
    ])]);
  })) : el('p', { class: 'online-wait', text: t('history_none') });
  var body = [];
  if (p.mine) {
    var box = el('input', { type: 'checkbox', id: 'online-profile-public', checked: p.public, on: { change: function () {
      box.disabled = true;
      setProfilePublic(box.checked).then(function (r) {
        box.disabled = false;
        if (!r.ok) { box.checked = !box.checked; S.error(r.reason); return; }
        p.public = r.public;
        renderProfile(p);
      });
    } } });
    body.push(el('label', { class: 'online-switch', for: 'online-profile-public' }, [box, ' ', t('profile_public')]));
    body.push(el('p', { class: 'online-wait', text: t('profile_public_help') }));
    if (p.public) {
      var link = el('input', { id: 'online-profile-link', type: 'text', readonly: true, value: profileLink(p.id),
        on: { focus: function (e) { e.target.select(); } } });
      body.push(el('label', { class: 'online-label', for: 'online-profile-link', text: t('profile_link') }));
      body.push(el('div', { class: 'online-invite' }, [link]));
    }
  }
  body.push(el('p', { class: 'online-label', text: t('profile_ratings') }), ratings);
  body.push(el('p', { class: 'online-label', text: t('profile_games') }), games);
  S.frame(t('profile_title', { name: p.name }), body, [profileBack()]);
  S.show();
}
function profileReword() { if (profileShown) renderProfile(profileShown); }
