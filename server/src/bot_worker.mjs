// A bot thread: decides bot moves off the main thread so a slow search on
// one table never delays the others. It keeps recent tables replayed (by
// table id): a job brings either the whole save, or only the actions after
// move `from` (the delta), which must match what this thread has; if it
// does not have the table at that move it answers {need:'save'}.
import { parentPort } from 'node:worker_threads';
import { loadEngine } from './engine.mjs';

const engine = await loadEngine();
const cache = new Map(); // table -> {handle, moves}
// Tables kept replayed: a decision for a table the thread has lost replays
// its whole save (a thousand tables a process keep well under this).
const KEEP = Number(process.env.TABULA_BOT_KEEP) || 4096;

function remember(table, c) {
  cache.delete(table);
  cache.set(table, c); // most recent last
  while (cache.size > KEEP) {
    const [oldest, v] = cache.entries().next().value;
    engine.free(v.handle);
    cache.delete(oldest);
  }
}

function forget(table) {
  const c = cache.get(table);
  if (c) engine.free(c.handle);
  cache.delete(table);
}

// The table's handle at the job's move, or null if the save is needed.
function handleFor(job) {
  if (job.save) {
    forget(job.table);
    const r = engine.restore(job.save);
    if (!r.ok) throw new Error(r.reason);
    const c = { handle: r.handle, moves: job.save.actions.length };
    remember(job.table, c);
    return c.handle;
  }
  const c = cache.get(job.table);
  if (!c || c.moves !== job.from) return null;
  for (const text of job.actions) {
    const seat = engine.status(c.handle).current;
    if (!engine.act(c.handle, seat, text).ok) { forget(job.table); return null; }
    c.moves += 1;
  }
  remember(job.table, c);
  return c.handle;
}

parentPort.on('message', (job) => {
  if (job.forget) return forget(job.forget);
  try {
    const handle = handleFor(job);
    if (!handle) return parentPort.postMessage({ id: job.id, need: 'save' });
    parentPort.postMessage({ id: job.id, ...engine.bot(handle, job.level) });
  } catch (e) {
    forget(job.table);
    parentPort.postMessage({ id: job.id, ok: false, reason: String(e.message || e) });
  }
});
parentPort.postMessage({ ready: true });
