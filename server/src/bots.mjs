// A pool of bot threads (worker_threads). A table's decisions always go to
// the same thread, which keeps that table replayed; tables spread over the
// threads. The bot's choice is deterministic (bot_rng(seed, move)), so which
// thread decides does not matter for the game.
import os from 'node:os';
import { Worker } from 'node:worker_threads';

export class BotPool {
  constructor(size = Number(process.env.TABULA_BOT_THREADS) || Math.max(1, (os.availableParallelism?.() ?? os.cpus().length) - 1)) {
    this.workers = [];
    this.pending = new Map();
    this.nextId = 1;
    for (let i = 0; i < size; i++) this.workers.push(this.spawn(i));
  }
  spawn(i) {
    const w = new Worker(new URL('./bot_worker.mjs', import.meta.url));
    w.on('message', (m) => {
      if (m.ready) return;
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      p.resolve(m);
    });
    w.on('error', (e) => {
      console.error('[bots] thread failed:', e);
      for (const [id, p] of this.pending) if (p.worker === i) { this.pending.delete(id); p.resolve({ ok: false, reason: 'bot thread failed' }); }
      this.workers[i] = this.spawn(i);
    });
    w.unref();
    return w;
  }
  pick(table) {
    let h = 0;
    for (let i = 0; i < table.length; i++) h = (h * 31 + table.charCodeAt(i)) >>> 0;
    return h % this.workers.length;
  }
  // -> {ok, seat, move, text} | {ok:false, reason}
  decide(table, save, level) {
    const id = this.nextId++;
    const worker = this.pick(table);
    return new Promise((resolve) => {
      this.pending.set(id, { resolve, worker });
      this.workers[worker].postMessage({ id, table, save, level });
    });
  }
  async close() {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
