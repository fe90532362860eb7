// Where friends live (issue 33 §4, friends.mjs): beside the accounts, in the
// accounts' own store (accounts_store.mjs spreads these into its schema and
// statements), so a request's proof -- "these two shared a table" -- is one
// join over account_seats and rating_changes, in SQLite and PostgreSQL alike.
//   friends: one row per pair, the smaller account id first (`a`), so a pair
//            has one row whoever asked; `asked_by` waits for the other's yes.
//   invitations: a friend's invitation to a table (a rematch names `from`,
//            the finished table whose seat token takes the reserved seat).
//   profiles: whether an account's profile is public (no row: private).
export const FRIEND_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS friends (
    a TEXT NOT NULL, b TEXT NOT NULL, asked_by TEXT NOT NULL, status TEXT NOT NULL, at BIGINT NOT NULL,
    PRIMARY KEY (a, b))`,
  `CREATE TABLE IF NOT EXISTS invitations (
    to_account TEXT NOT NULL, table_id TEXT NOT NULL, from_account TEXT NOT NULL, game TEXT NOT NULL,
    from_table TEXT, at BIGINT NOT NULL, PRIMARY KEY (to_account, table_id, from_account))`,
  `CREATE TABLE IF NOT EXISTS profiles (account_id TEXT PRIMARY KEY, is_public INTEGER NOT NULL)`,
  'CREATE INDEX IF NOT EXISTS friends_by_b ON friends (b)',
];

export const FRIEND_SQL = {
  // Two accounts sat at one table: both hold a seat of it, or both were rated
  // there (the rating stays when a seat is forgotten).
  shared: `SELECT x.table_id FROM account_seats x JOIN account_seats y ON y.table_id = x.table_id
             WHERE x.account_id = ? AND y.account_id = ?
           UNION SELECT x.table_id FROM rating_changes x JOIN rating_changes y ON y.table_id = x.table_id
             WHERE x.account_id = ? AND y.account_id = ?`,
  pair: 'SELECT * FROM friends WHERE a = ? AND b = ?',
  ask: `INSERT INTO friends (a, b, asked_by, status, at) VALUES (?, ?, ?, 'asked', ?) ON CONFLICT (a, b) DO NOTHING`,
  // Only the one who was asked says yes.
  accept: `UPDATE friends SET status = 'friends', at = ? WHERE a = ? AND b = ? AND status = 'asked' AND asked_by <> ?`,
  unfriend: 'DELETE FROM friends WHERE a = ? AND b = ?',
  friendsOf: `SELECT f.a, f.b, f.asked_by, f.status, f.at, x.name FROM friends f
                JOIN accounts x ON x.id = CASE WHEN f.a = ? THEN f.b ELSE f.a END
              WHERE f.a = ? OR f.b = ? ORDER BY x.name`,
  countFriends: 'SELECT COUNT(*) AS n FROM friends WHERE a = ? OR b = ?',
  invite: `INSERT INTO invitations (to_account, table_id, from_account, game, from_table, at) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (to_account, table_id, from_account) DO UPDATE SET at = excluded.at, from_table = excluded.from_table`,
  invitationsTo: 'SELECT * FROM invitations WHERE to_account = ? AND at > ? ORDER BY at DESC LIMIT 50',
  dismiss: 'DELETE FROM invitations WHERE to_account = ? AND table_id = ?',
  dropInvitations: 'DELETE FROM invitations WHERE (to_account = ? AND from_account = ?) OR (to_account = ? AND from_account = ?)',
  dropOldInvitations: 'DELETE FROM invitations WHERE at < ?',
  seatAt: 'SELECT token FROM account_seats WHERE account_id = ? AND table_id = ?',
  profile: 'SELECT is_public FROM profiles WHERE account_id = ?',
  setProfile: 'INSERT INTO profiles (account_id, is_public) VALUES (?, ?) ON CONFLICT (account_id) DO UPDATE SET is_public = excluded.is_public',
  ratingsOf: 'SELECT game, mu, sigma, games FROM ratings WHERE account_id = ? ORDER BY games DESC, game',
};
