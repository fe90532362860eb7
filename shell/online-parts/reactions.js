// Reactions: the top bar's button and its presets.
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

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
