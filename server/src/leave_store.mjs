// Where a left seat is kept (issue 33 §6, leave.mjs): one row per seat
// token that left its table, with when it left and, once a newcomer sat
// there (tables without a clock), when it was taken. The row's key is the
// token's hash, so the leaver's undo finds its own row (and hears "taken")
// even after the seat row itself holds the newcomer's name and token. In
// the tables' own database: the newcomer's seat and the "taken" mark are
// written in ONE transaction, so a seat is never both given back and given
// away. No Colyseus here: the SQLite writer thread imports this file.

export const SCHEMA = `CREATE TABLE IF NOT EXISTS leaves (
  table_id TEXT NOT NULL, token_hash TEXT NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL,
  left_at BIGINT NOT NULL, taken_at BIGINT, PRIMARY KEY (table_id, token_hash))`;

// Thrown inside a transaction whose row changed under it.
export const GONE = 'the left seat changed meanwhile';

const rowOf = (r) => ({ seat: Number(r.seat), tokenHash: r.token_hash, name: r.name, at: Number(r.left_at), takenAt: r.taken_at == null ? null : Number(r.taken_at) });

// The SQLite writer thread's operations (each run in a savepoint).
export function sqliteOps(db) {
  let q = null;
  const prep = () => (q ??= {
    leave: db.prepare(`INSERT INTO leaves (table_id, token_hash, seat, name, left_at) VALUES (?, ?, ?, ?, ?)
                       ON CONFLICT (table_id, token_hash) DO UPDATE SET left_at = excluded.left_at, taken_at = NULL`),
    unleave: db.prepare('DELETE FROM leaves WHERE table_id = ? AND token_hash = ? AND taken_at IS NULL'),
    taken: db.prepare('UPDATE leaves SET taken_at = ? WHERE table_id = ? AND token_hash = ? AND taken_at IS NULL'),
    seat: db.prepare('UPDATE seats SET name = ?, token_hash = ? WHERE table_id = ? AND seat = ? AND token_hash = ?'),
  });
  return {
    leave: (id, hash, seat, name, at) => { prep().leave.run(id, hash, seat, name, at); },
    unleave: (id, hash) => { if (prep().unleave.run(id, hash).changes !== 1) throw new Error(GONE); },
    takeLeft: (id, oldHash, seat, name, newHash, at) => {
      prep();
      if (q.taken.run(at, id, oldHash).changes !== 1) throw new Error(GONE);
      if (q.seat.run(name, newHash, id, seat, oldHash).changes !== 1) throw new Error(GONE);
    },
  };
}

// -> {ensure(), of(table) -> [row], leave(...), unleave(...), takeLeft(...)}
export function leaveStore(store) {
  if (store.kind === 'postgres') {
    const pool = store.pool;
    return {
      ensure: () => pool.query(SCHEMA),
      async of(id) { return (await pool.query('SELECT * FROM leaves WHERE table_id = $1', [id])).rows.map(rowOf); },
      async leave(id, hash, seat, name, at) {
        await pool.query(`INSERT INTO leaves (table_id, token_hash, seat, name, left_at) VALUES ($1, $2, $3, $4, $5)
                          ON CONFLICT (table_id, token_hash) DO UPDATE SET left_at = EXCLUDED.left_at, taken_at = NULL`, [id, hash, seat, name, at]);
      },
      async unleave(id, hash) {
        const r = await pool.query('DELETE FROM leaves WHERE table_id = $1 AND token_hash = $2 AND taken_at IS NULL', [id, hash]);
        if (r.rowCount !== 1) throw new Error(GONE);
      },
      async takeLeft(id, oldHash, seat, name, newHash, at) {
        const c = await pool.connect();
        try {
          await c.query('BEGIN');
          const a = await c.query('UPDATE leaves SET taken_at = $1 WHERE table_id = $2 AND token_hash = $3 AND taken_at IS NULL', [at, id, oldHash]);
          const b = await c.query('UPDATE seats SET name = $1, token_hash = $2 WHERE table_id = $3 AND seat = $4 AND token_hash = $5', [name, newHash, id, seat, oldHash]);
          if (a.rowCount !== 1 || b.rowCount !== 1) throw new Error(GONE);
          await c.query('COMMIT');
        } catch (e) {
          await c.query('ROLLBACK').catch(() => {});
          throw e;
        } finally {
          c.release();
        }
      },
    };
  }
  // SQLite: reads on this thread's connection, writes on the writer thread.
  let read = null;
  return {
    async ensure() { store.db.exec(SCHEMA); read = store.db.prepare('SELECT * FROM leaves WHERE table_id = ?'); },
    async of(id) { return read.all(id).map(rowOf); },
    leave: (...a) => store.write('leave', ...a),
    unleave: (...a) => store.write('unleave', ...a),
    takeLeft: (...a) => store.write('takeLeft', ...a),
  };
}
