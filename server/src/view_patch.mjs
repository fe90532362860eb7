// A client's side of a view patch (server/engine/tables.cc): the server
// sends a seat's observation whole once per connection, then only what
// changed since the observation the connection has. `prev` is the last view
// this connection got (with its observation), `view` the new message:
// returns the new view with `observation` whole, as the server's engine has
// it at this move. The page does the same in shell/online.js (patched()).
//   patch: {base, set: {key: value}, append: {key: [elements]},
//           items: {key: [[index, value]...]}, drop: [key...]}
export function applyViewPatch(prev, view) {
  if (!view || !view.patch) return view;
  const p = view.patch;
  const was = prev?.observation;
  if (!was || prev.move !== p.base) throw new Error(`a view patch from move ${p.base}, but this connection has move ${prev?.move}`);
  const o = { ...was, ...p.set };
  for (const [k, changed] of Object.entries(p.items || {})) {
    o[k] = o[k].slice();
    for (const [i, v] of changed) o[k][i] = v;
  }
  for (const [k, tail] of Object.entries(p.append || {})) o[k] = o[k].concat(tail);
  for (const k of p.drop || []) delete o[k];
  const { patch, ...rest } = view;
  return { ...rest, observation: o };
}
