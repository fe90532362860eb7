// A table's chat (issue 33 §5, src/chat.mjs): plain text lines between the
// table's players. The limits (200 characters, 5 lines a minute per seat),
// markup kept as the literal text it is, invisible characters dropped;
// spectators neither say nor hear; the lines are kept with the table
// (a restart, the game's end, another process) and read only with a seat
// token of that table; a reported line is kept for the operator.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startServer } from './harness.mjs';
import { Player, api, playOut } from './client.mjs';
import { missingServices, startPair } from './services.mjs';
import { gameEndingOnFirstChoices } from './any_game.mjs';

const require = createRequire(import.meta.url);
const game = gameEndingOnFirstChoices(2);
const servers = [];
after(async () => { for (const s of servers) await s.stop(); });
async function server(env = {}) {
  const s = await startServer({ env });
  servers.push(s);
  return s;
}

// The first message of `p` (from index `from` on) where pred holds.
function message(p, pred, from = 0, ms = 15000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out; got ${JSON.stringify(p.messages.slice(from).map((m) => m.type))}`)), ms);
    const check = () => {
      const m = p.messages.slice(from).find(pred);
      if (m) { clearTimeout(timer); resolve(m); } else p.waiters.push(check);
    };
    check();
  });
}
// Says `text` from `p`: -> {ok, line} | {ok:false, reason}.
let said = 0;
async function say(p, text) {
  const n = ++said;
  p.send('say', { text, n });
  const m = await message(p, (x) => (x.type === 'chat' && x.data.ack === String(n)) || (x.type === 'refused' && x.data.say === String(n)));
  return m.type === 'chat' ? { ok: true, line: m.data } : { ok: false, reason: m.data.reason };
}
const chatOf = (p) => p.messages.filter((m) => m.type === 'chat').map((m) => m.data.text);
const read = (base, table, token) => api(base, 'POST', `/online/tables/${table}/chat`, { token });
const report = (base, table, token, line) => api(base, 'POST', `/online/tables/${table}/chat/report`, { token, line });

// A started table of two persons, and a spectator.
async function table(base) {
  const id = (await api(base, 'POST', '/online/tables', { game: game.name, players: 2, bots: [null, null] })).json.table;
  const ann = await new Player(base).join(id, { name: 'Ann' });
  await ann.until(() => ann.seat);
  const bob = await new Player(base).join(id, { name: 'Bob' });
  await bob.until((v) => bob.seat && v.started);
  const spy = await new Player(base).join(id, { spectate: true });
  await spy.until((v) => v.started);
  return { id, ann, bob, spy };
}

test('chat limits and markup: plain text kept as said, invisible characters dropped, 200 characters, 5 lines a minute', async () => {
  const s = await server();
  const { id, ann, bob, spy } = await table(s.base);

  // Markup is text: the very characters come back, nothing stripped or escaped.
  const markup = '<img src=x onerror=alert(1)> <b>bold</b> &amp; <script>x()</script>';
  let r = await say(ann, markup);
  assert.equal(r.ok, true, r.reason);
  assert.deepEqual({ ...r.line, at: 0 }, { id: 0, seat: ann.seat.seat, name: 'Ann', text: markup, at: 0, ack: String(said) });
  assert.equal((await message(bob, (m) => m.type === 'chat' && m.data.id === 0)).data.text, markup);
  assert.equal((await message(bob, (m) => m.type === 'chat' && m.data.id === 0)).data.ack, undefined, 'only the sayer gets its ack');

  // Control and invisible format characters go (zero-width space, bidi
  // override, bell, soft hyphen); line breaks and tabs become one space.
  r = await say(bob, ' hi\u200B the\u00ADre\u202E\u0007\n\t!  ');
  assert.equal(r.line.text, 'hi there !');
  // An emoji family keeps its joiners.
  r = await say(bob, 'gg \u{1F468}\u200D\u{1F469}\u200D\u{1F467}');
  assert.equal(r.line.text, 'gg \u{1F468}\u200D\u{1F469}\u200D\u{1F467}');
  // Nothing left once cleaned: refused.
  r = await say(bob, ' \u200B\u200D\n ');
  assert.deepEqual(r, { ok: false, reason: 'an empty chat line' });
  r = await say(bob, 42);
  assert.equal(r.ok, false);

  // 200 characters pass (counted once cleaned), 201 are refused, not cut.
  r = await say(ann, 'a'.repeat(200) + '\u200B\u200B');
  assert.equal(r.ok, true, r.reason);
  assert.equal(r.line.text, 'a'.repeat(200));
  r = await say(ann, 'b'.repeat(201));
  assert.deepEqual(r, { ok: false, reason: 'a chat line is at most 200 characters' });
  r = await say(ann, 'c'.repeat(5000));
  assert.deepEqual(r, { ok: false, reason: 'a chat line is at most 200 characters' });

  // Five lines a minute per seat: Ann said two; three more pass, the sixth not.
  for (let i = 0; i < 3; i++) assert.equal((await say(ann, `line ${i}`)).ok, true);
  r = await say(ann, 'one too many');
  assert.deepEqual(r, { ok: false, reason: 'at most 5 chat lines a minute; wait a little' });
  // Per seat: Bob (two lines so far) still may.
  assert.equal((await say(bob, 'my third')).ok, true);

  // Spectators cannot say, and never hear: a reaction, broadcast to everyone
  // after the lines, reaches the spectator with no chat line before it.
  r = await say(spy, 'hello from the stands');
  assert.deepEqual(r, { ok: false, reason: 'spectators cannot chat' });
  ann.send('react', { what: 'bravo' });
  await message(spy, (m) => m.type === 'react');
  assert.deepEqual(chatOf(spy), []);

  // Bob heard exactly what was stored, in order (refused lines never went out).
  const texts = [markup, 'hi there !', 'gg \u{1F468}\u200D\u{1F469}\u200D\u{1F467}', 'a'.repeat(200), 'line 0', 'line 1', 'line 2', 'my third'];
  await message(bob, (m) => m.type === 'chat' && m.data.text === 'my third');
  assert.deepEqual(chatOf(bob), texts);
  const lines = await read(s.base, id, bob.seat.token);
  assert.equal(lines.status, 200, JSON.stringify(lines.json));
  assert.deepEqual(lines.json.lines.map((l) => l.text), texts);
  assert.deepEqual(lines.json.lines.map((l) => l.id), [0, 1, 2, 3, 4, 5, 6, 7]);
  assert.deepEqual(lines.json.lines.map((l) => l.name), ['Ann', 'Bob', 'Bob', 'Ann', 'Ann', 'Ann', 'Ann', 'Bob']);
  for (const p of [ann, bob, spy]) await p.leave();
});

test('only the table\'s players read its chat; a reported line is kept for the operator', async () => {
  const s = await server();
  const { id, ann, bob, spy } = await table(s.base);
  const other = await table(s.base);
  assert.equal((await say(ann, 'you played well')).ok, true);
  assert.equal((await say(bob, 'thanks')).ok, true);

  // Each seat of the table reads the lines; another table's token, no token,
  // a bad table id do not.
  for (const p of [ann, bob]) assert.deepEqual((await read(s.base, id, p.seat.token)).json.lines.map((l) => l.text), ['you played well', 'thanks']);
  let r = await read(s.base, id, other.ann.seat.token);
  assert.equal(r.status, 403);
  assert.equal(r.json.lines, undefined);
  assert.equal((await read(s.base, id, undefined)).status, 400);
  assert.equal((await read(s.base, 'nope', ann.seat.token)).status, 404);
  // The other table has its own (empty) chat.
  assert.deepEqual((await read(s.base, other.id, other.ann.seat.token)).json.lines, []);

  // Reporting: another seat's line is kept (twice asked, kept once); one's own
  // line, a line that does not exist and another table's token are refused.
  r = await report(s.base, id, bob.seat.token, 0);
  assert.deepEqual([r.status, r.json], [200, { ok: true, again: false }]);
  assert.deepEqual((await report(s.base, id, bob.seat.token, 0)).json, { ok: true, again: true });
  assert.equal((await report(s.base, id, bob.seat.token, 1)).status, 400, 'one\'s own line');
  assert.equal((await report(s.base, id, bob.seat.token, 9)).status, 404);
  assert.equal((await report(s.base, id, bob.seat.token, 'x')).status, 400);
  assert.equal((await report(s.base, id, other.bob.seat.token, 0)).status, 403);
  // Where the operator reads it (server/README.md): chat.sqlite3, chat_reports.
  const Database = require('better-sqlite3');
  const db = new Database(path.join(s.data, 'chat.sqlite3'), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT table_id, idx, seat, name, text, reporter_seat, reporter_name FROM chat_reports').all();
    assert.deepEqual(rows, [{ table_id: id, idx: 0, seat: ann.seat.seat, name: 'Ann', text: 'you played well', reporter_seat: bob.seat.seat, reporter_name: 'Bob' }]);
  } finally { db.close(); }
  assert.match(s.log(), new RegExp(`\\[chat\\] reported: table ${id} line 0`));
  for (const p of [ann, bob, spy, other.ann, other.bob, other.spy]) await p.leave();
});

test('the lines survive a restart, and the game\'s end (its replay)', async () => {
  const s = await server();
  const { id, ann, bob, spy } = await table(s.base);
  for (let i = 0; i < 5; i++) assert.equal((await say(ann, `before ${i}`)).ok, true);
  await s.kill9();
  const again = await startServer({ env: { TABULA_DATA: s.data }, port: s.port });
  servers.push(again);
  assert.deepEqual((await read(again.base, id, bob.seat.token)).json.lines.map((l) => l.text), [0, 1, 2, 3, 4].map((i) => `before ${i}`));
  // The pace is counted from the store: the restart forgot none of Ann's five.
  const ann2 = await new Player(again.base).join(id, { token: ann.seat.token });
  const bob2 = await new Player(again.base).join(id, { token: bob.seat.token });
  await Promise.all([ann2.until((v) => v.started), bob2.until((v) => v.started)]);
  assert.deepEqual(await say(ann2, 'after'), { ok: false, reason: 'at most 5 chat lines a minute; wait a little' });
  const r = await say(bob2, 'after');
  assert.equal(r.line.id, 5, 'numbered on from the stored lines');
  // Played to its end: its players still read and say; the lines stay theirs.
  const end = await Promise.all([playOut(ann2), playOut(bob2)]);
  assert.equal(end[0].over, true);
  assert.equal((await say(bob2, 'good game')).ok, true);
  const lines = await read(again.base, id, ann.seat.token);
  assert.deepEqual(lines.json.lines.map((l) => l.text).slice(-2), ['after', 'good game']);
  for (const p of [ann, bob, spy, ann2, bob2]) await p.leave();
});

const missing = missingServices();
test('two processes on Redis + PostgreSQL: a line said at one reaches the table\'s players at both, and either reads them', { skip: missing.length ? `missing ${missing.join(', ')}` : false }, async () => {
  const pair = await startPair({});
  try {
    const id = (await api(pair.a.base, 'POST', '/online/tables', { game: game.name, players: 2, bots: [null, null] })).json.table;
    // Ann comes through A, Bob and a spectator through B: the table's one room holds them all.
    const ann = await new Player(pair.a.base).join(id, { name: 'Ann' });
    await ann.until(() => ann.seat);
    const bob = await new Player(pair.b.base).join(id, { name: 'Bob' });
    await bob.until((v) => bob.seat && v.started);
    const spy = await new Player(pair.b.base).join(id, { spectate: true });
    await spy.until((v) => v.started);
    const markup = '<i>hi</i> from A';
    assert.equal((await say(ann, markup)).ok, true);
    assert.equal((await message(bob, (m) => m.type === 'chat')).data.text, markup);
    assert.equal((await say(bob, 'hi from B')).ok, true);
    await message(ann, (m) => m.type === 'chat' && m.data.text === 'hi from B');
    for (const base of [pair.a.base, pair.b.base])
      assert.deepEqual((await read(base, id, ann.seat.token)).json.lines.map((l) => l.text), [markup, 'hi from B']);
    assert.deepEqual((await report(pair.b.base, id, bob.seat.token, 0)).json, { ok: true, again: false });
    assert.deepEqual((await report(pair.a.base, id, bob.seat.token, 0)).json, { ok: true, again: true }, 'one store behind both');
    ann.send('react', { what: 'gg' });
    await message(spy, (m) => m.type === 'react');
    assert.deepEqual(chatOf(spy), []);
    for (const p of [ann, bob, spy]) await p.leave();
  } finally {
    await pair.stop();
  }
});
