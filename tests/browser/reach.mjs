// Which choice on screen makes, or starts, a legal action: the rule
// web/app/hint.cc follows to mark the expert's move on the board. Shared by
// access-zoom.test.mjs (every legal action within reach) and
// keyboard-play.test.mjs (a game played by keys). Not a test file itself.
//   `action:<action>`          the action's own button;
//   a piece named by its words  an id ending in ":<word>" or ":<the rest of
//                              the action>" (a slot, a square, a card, a room);
//   `open:<verb>`              the opener of its verb (a picker).
export function reachOf(action, ids) {
  if (ids.includes(`action:${action}`)) return `action:${action}`;
  const words = action.split(' ').filter(Boolean);
  const rest = words.slice(1).join(' ');
  const tail = (id) => id.slice(id.lastIndexOf(':') + 1);
  for (const kind of ['slot:', 'v:sq:', 'v:', 'action:']) {
    const id = ids.find((x) => x.startsWith(kind) && (tail(x) === rest || words.slice(1).includes(tail(x))));
    if (id) return id;
  }
  return ids.includes(`open:${words[0]}`) ? `open:${words[0]}` : null;
}
