// The bot threads (worker_threads): as many as the machine has cores less
// one for the server itself, and at least two. Nobody can swamp them:
// - Each table has at most one decision waiting (TableRoom.botBusy), and
//   waiting decisions are served first come first served, so every table
//   gets its turn (fair queueing between tables).
// - Tables where a person sits and is connected go first; then the clocks'
//   urgent moves with nobody connected (a stand-in playing a late person's
//   seat, a table's bot a person waits for: issue 31 §3), which nothing
//   watched may starve; then tables that are only watched (bots-only demos,
//   people away). Watched tables think one at
//   a time, never on the last free thread (a person's bot always finds one),
//   and within a share of one thread's time (TABULA_WATCHED_BOT_SHARE, 0.25:
//   after a decision of t ms they wait 3t): however many are watched, they
//   cannot slow the people's bots down by much on a small machine.
// - A thread keeps the tables it decided for replayed; a decision goes to
//   that thread and sends it only the actions it has not seen (the table's
//   delta), the whole save only when no thread has the table (or its thread
//   kept it waiting too long).
// The bot's choice is deterministic (bot_rng(seed, move)): which thread
// decides does not matter for the game.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { saveOf } from './engine.mjs';

export function botThreads() {
  return Number(process.env.TABULA_BOT_THREADS) || Math.max(2, (os.availableParallelism?.() ?? os.cpus().length) - 1);
}

// How long a decision waits for the thread that has its table replayed
// before another thread replays the table instead.
const AFFINITY_MS = 50;
const WATCHED_SHARE = Math.min(1, Number(process.env.TABULA_WATCHED_BOT_SHARE) || 0.25);

export class BotPool {
  constructor(size = botThreads(), { affinityMs = AFFINITY_MS } = {}) {
    this.affinityMs = affinityMs;
    this.affinityTimer = null;
    this.watchedBusy = false;
    this.watchedAt = 0; // watched tables may think again from then on
    this.watchedTimer = null;
    this.workers = [];
    this.busy = []; // worker -> job | null
    this.known = new Map(); // table -> {worker, moves} the thread has replayed
    this.people = []; // waiting jobs of tables with a person
    this.urgent = []; // waiting stand-ins and bots a person waits for (clock.mjs)
    this.watched = []; // waiting jobs of tables only watched
    this.nextId = 1;
    for (let i = 0; i < size; i++) { this.workers.push(this.spawn(i)); this.busy.push(null); }
  }
  spawn(i) {
    const w = new Worker(new URL('./bot_worker.mjs', import.meta.url));
    w.on('message', (m) => {
      if (m.ready) return;
      const job = this.busy[i];
      if (!job || job.id !== m.id) return;
      if (m.need === 'save') return this.post(i, job, true); // the thread forgot the table
      this.busy[i] = null;
      this.finished(job);
      if (m.ok) this.known.set(job.table, { worker: i, moves: job.moves });
      else this.known.delete(job.table);
      job.resolve(m);
      this.dispatch();
    });
    w.on('error', (e) => {
      console.error('[bots] thread failed:', e);
      const job = this.busy[i];
      this.busy[i] = null;
      if (job) this.finished(job);
      for (const [t, k] of this.known) if (k.worker === i) this.known.delete(t);
      this.workers[i] = this.spawn(i);
      job?.resolve({ ok: false, reason: 'bot thread failed' });
      this.dispatch();
    });
    w.unref();
    return w;
  }
  // -> {ok, seat, move, text} | {ok:false, reason}. `record` is the room's
  // table record (its actions are read when a thread takes the job).
  // `urgent`: nobody connected, but the clock wants this move now.
  decide({ table, record, level, person = true, urgent = false }) {
    return new Promise((resolve) => {
      const queue = person ? this.people : urgent ? this.urgent : this.watched;
      queue.push({ id: this.nextId++, table, record, level, resolve, watched: queue === this.watched, queued: performance.now() });
      this.dispatch();
    });
  }
  dispatch() {
    for (;;) {
      const free = [];
      for (let i = 0; i < this.workers.length; i++) if (!this.busy[i]) free.push(i);
      if (!free.length) return;
      let job = this.takeFor(this.people, free) || this.takeFor(this.urgent, free);
      if (!job && this.watched.length && this.mayWatch(free.length)) {
        job = this.takeFor(this.watched, free);
        if (job) this.watchedBusy = true;
      }
      if (!job) return;
      job.started = performance.now();
      const k = this.known.get(job.table);
      const i = k && free.includes(k.worker) ? k.worker : free[0];
      this.post(i, job, !k || k.worker !== i);
    }
  }
  // The first waiting job a free thread should take: a table's decisions go
  // to the thread that has it replayed (it is sent the delta; another thread
  // would replay the whole save, up to tens of ms for a long game), unless
  // that thread has kept it waiting AFFINITY_MS already.
  takeFor(queue, free) {
    const now = performance.now();
    for (let j = 0; j < queue.length; j++) {
      const k = this.known.get(queue[j].table);
      if (!k || free.includes(k.worker) || now - queue[j].queued >= this.affinityMs) return queue.splice(j, 1)[0];
      // Looked at again once it has waited long enough, even if nothing else happens.
      if (!this.affinityTimer) {
        this.affinityTimer = setTimeout(() => { this.affinityTimer = null; this.dispatch(); }, this.affinityMs - (now - queue[j].queued));
        this.affinityTimer.unref?.();
      }
    }
    return null;
  }
  // The room is gone (closed, archived): the threads forget the table.
  forget(table) {
    const k = this.known.get(table);
    this.known.delete(table);
    if (k) this.workers[k.worker].postMessage({ forget: table });
  }
  // Watched tables leave one thread for the people (with one thread only,
  // they share it), think one at a time and within their share of time.
  mayWatch(free) {
    if (this.watchedBusy || !(free > 1 || this.workers.length === 1)) return false;
    const wait = this.watchedAt - performance.now();
    if (wait <= 0) return true;
    if (!this.watchedTimer) this.watchedTimer = setTimeout(() => { this.watchedTimer = null; this.dispatch(); }, wait);
    return false;
  }
  finished(job) {
    if (!job.watched) return;
    this.watchedBusy = false;
    this.watchedAt = performance.now() + (performance.now() - job.started) * (1 / WATCHED_SHARE - 1);
  }
  post(i, job, whole) {
    this.busy[i] = job;
    const actions = job.record.actions;
    job.moves = actions.length;
    const k = this.known.get(job.table);
    if (whole || !k) {
      this.workers[i].postMessage({ id: job.id, table: job.table, level: job.level, save: saveOf(job.record, actions.slice()) });
    } else {
      this.workers[i].postMessage({ id: job.id, table: job.table, level: job.level, from: k.moves, actions: actions.slice(k.moves) });
    }
  }
  async close() {
    clearTimeout(this.watchedTimer);
    clearTimeout(this.affinityTimer);
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
