// A bot thread: decides bot moves off the main thread so a slow search on
// one table never delays the others. It keeps recent tables replayed (by
// table id) and only applies the actions it has not seen yet.
import { parentPort } from 'node:worker_threads';
import { loadEngine } from './engine.mjs';

const engine = await loadEngine();
const cache = new Map(); // table -> {handle, moves}
const KEEP = 64;

function handleFor(job) {
  let c = cache.get(job.table);
  if (c && c.moves <= job.save.actions.length) {
    for (let i = c.moves; i < job.save.actions.length; i++) {
      const seat = engine.status(c.handle).current;
      if (!engine.act(c.handle, seat, job.save.actions[i]).ok) { engine.free(c.handle); c = null; break; }
    }
    if (c) c.moves = job.save.actions.length;
  } else if (c) {
    engine.free(c.handle);
    c = null;
  }
  if (!c) {
    const r = engine.restore(job.save);
    if (!r.ok) throw new Error(r.reason);
    c = { handle: r.handle, moves: job.save.actions.length };
  }
  cache.delete(job.table);
  cache.set(job.table, c); // most recent last
  while (cache.size > KEEP) {
    const [oldest, v] = cache.entries().next().value;
    engine.free(v.handle);
    cache.delete(oldest);
  }
  return c.handle;
}

parentPort.on('message', (job) => {
  try {
    const r = engine.bot(handleFor(job), job.level);
    parentPort.postMessage({ id: job.id, ...r });
  } catch (e) {
    cache.delete(job.table);
    parentPort.postMessage({ id: job.id, ok: false, reason: String(e.message || e) });
  }
});
parentPort.postMessage({ ready: true });
