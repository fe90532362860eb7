// History and ratings (issue 33 §3, server/src/history.mjs): the finished
// games of the signed-in account, with places, scores, the rating before
// and after and the replay link; the rating per game. Shown on the
// account's screen (account-dialog.js).
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

// -> [{table, game, endedAt, players: [{name, bot, place, score, account}], place, score, rating: {before, after} | null, replay}]
function accountHistory() {
  if (!accountId()) return Promise.resolve([]);
  return http('GET', 'online/account/history?page=' + encodeURIComponent(location.pathname)).then(function (r) {
    if (!r || !r.ok) return [];
    return r.games.map(function (g) {
      return {
        table: g.table, game: g.game, endedAt: g.endedAt, place: g.place, score: g.score, rating: g.rating, replay: g.replay,
        // account: the seat's account id (null: a guest or a bot), for "Add as friend" (friends.js)
        players: g.players.map(function (p) { return { name: p.name, bot: p.bot, place: p.place, score: p.score, account: p.account || null }; })
      };
    });
  });
}
// -> {mu, sigma, shown, games} (a newcomer: OpenSkill's 25, 25/3; shown 1500), or null signed out
function accountRating(game) {
  if (!accountId()) return Promise.resolve(null);
  return http('GET', 'online/account/rating?game=' + encodeURIComponent(String(game || ''))).then(function (r) {
    return r && r.ok ? { mu: r.mu, sigma: r.sigma, shown: r.shown, games: r.games } : null;
  });
}
// The last games as a list: game, date, place, rating change; a tap opens
// the replay; "Add as friend" beside the other players who have an account.
function historyList(games) {
  if (!games.length) return el('p', { class: 'online-wait', text: t('history_none') });
  return el('ul', { class: 'online-history' }, games.slice(0, 10).map(function (g) {
    var title = GAMES[g.game] ? GAMES[g.game].name : g.game;
    var when = new Date(g.endedAt).toLocaleDateString(lang(), { day: 'numeric', month: 'short', year: 'numeric' });
    var change = g.rating ? g.rating.after - g.rating.before : null;
    var names = g.players.map(function (p, i) { return p.name || (p.bot ? t('bot_' + p.bot) : t('seat_n', { n: i + 1 })); }).join(', ');
    return el('li', {}, [
      el('a', { class: 'online-history-game', href: g.replay }, [
        el('strong', { text: title }), ' ',
        el('span', { class: 'state', text: t('history_place', { n: g.place, of: g.players.length }) }),
        el('span', { class: 'names', text: names }),
        el('span', { class: 'since', text: when + (g.rating ? ' · ' + t('history_rating', { after: g.rating.after, change: (change >= 0 ? '+' : '−') + Math.abs(change) }) : '') })
      ]),
      el('span', { class: 'online-friend-buttons' }, g.players.map(friendButton))
    ]);
  }));
}
