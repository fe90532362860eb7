// Where "Play again" is kept (issue 24 §4): the link from a finished table to
// its one rematch. The link's primary key is the old table, so of two presses
// (one process or two) exactly one stores its new table; the other's
// transaction stores nothing and reads the winner's link. The new table, its
// reserved seats and the link are written in ONE transaction: a rematch
// exists whole or not at all, and survives restarts like any table.
// No Colyseus here: the SQLite writer thread imports this file.
import { SAVE_VERSION } from './store.mjs';

export const SCHEMA = `CREATE TABLE IF NOT EXISTS rematches (
  old_id TEXT PRIMARY KEY, new_id TEXT NOT NULL, by_seat INTEGER NOT NULL, by_name TEXT NOT NULL,
  created_at BIGINT NOT NULL)`;

// Thrown inside the transaction when another press stored its rematch first.
export const TAKEN = 'rematch already made';

const linkOf = (row) => (row ? { table: row.new_id, bySeat: Number(row.by_seat), by: row.by_name } : null);

// The SQLite writer thread's operation (sqlite_writer.mjs runs it in a
// savepoint: a throw undoes the table and seats it wrote).
// `r`: {old, by:{seat, name}, table:{id, game, players, variant, seed, bots}, seats:[{seat, name, tokenHash}]}
// with the presser's seat first (the first seat written is the creator).
export function sqliteOps(db) {
  let q = null;
  return {
    rematch(r) {
      q ??= {
        link: db.prepare('INSERT OR IGNORE INTO rematches (old_id, new_id, by_seat, by_name, created_at) VALUES (?, ?, ?, ?, ?)'),
        table: db.prepare(`INSERT INTO tables (id, game, players, variant, seed, bots, started, creator, created_at, save_version)
                           VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`),
        seat: db.prepare('INSERT INTO seats (table_id, seat, name, token_hash) VALUES (?, ?, ?, ?)'),
      };
      const t = r.table;
      const at = Date.now();
      if (q.link.run(r.old, t.id, r.by.seat, r.by.name, at).changes !== 1) throw new Error(TAKEN);
      q.table.run(t.id, t.game, t.players, t.variant, t.seed, JSON.stringify(t.bots), r.by.seat, at, SAVE_VERSION);
      for (const s of r.seats) q.seat.run(t.id, s.seat, s.name, s.tokenHash);
    },
  };
}

// -> {ensure(), link(old), make(r) -> link of the rematch that stands (this one or the first)}
export function rematchStore(store) {
  if (store.kind === 'postgres') {
    const pool = store.pool;
    const read = async (old) => linkOf((await pool.query('SELECT * FROM rematches WHERE old_id = $1', [old])).rows[0]);
    return {
      ensure: () => pool.query(SCHEMA),
      link: read,
      async make(r) {
        const c = await pool.connect();
        try {
          await c.query('BEGIN');
          // A second press waits here for the first one's commit, then inserts nothing.
          const won = await c.query(
            `INSERT INTO rematches (old_id, new_id, by_seat, by_name, created_at) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (old_id) DO NOTHING RETURNING new_id`, [r.old, r.table.id, r.by.seat, r.by.name, Date.now()]);
          if (won.rowCount !== 1) {
            await c.query('ROLLBACK');
            return { ...(await read(r.old)), made: false };
          }
          const t = r.table;
          await c.query(
            `INSERT INTO tables (id, game, players, variant, seed, bots, started, creator, created_at, save_version)
             VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $8, $9)`,
            [t.id, t.game, t.players, t.variant, t.seed, JSON.stringify(t.bots), r.by.seat, Date.now(), SAVE_VERSION]);
          for (const s of r.seats)
            await c.query('INSERT INTO seats (table_id, seat, name, token_hash) VALUES ($1, $2, $3, $4)', [t.id, s.seat, s.name, s.tokenHash]);
          await c.query('COMMIT');
          return { table: t.id, bySeat: r.by.seat, by: r.by.name, made: true };
        } catch (e) {
          await c.query('ROLLBACK').catch(() => {});
          throw e;
        } finally {
          c.release();
        }
      },
    };
  }
  // SQLite: reads on this thread's connection, the write on the writer thread.
  const get = store.db.prepare.bind(store.db);
  let read = null;
  return {
    async ensure() { store.db.exec(SCHEMA); read = get('SELECT * FROM rematches WHERE old_id = ?'); },
    async link(old) { return linkOf(read.get(old)); },
    async make(r) {
      try {
        await store.write('rematch', r);
        return { table: r.table.id, bySeat: r.by.seat, by: r.by.name, made: true };
      } catch (e) {
        if (e.message !== TAKEN) throw e;
        return { ...linkOf(read.get(r.old)), made: false };
      }
    },
  };
}
