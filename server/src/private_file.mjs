// Store files readable by the server's own user only (issue 31): the
// tables' file holds every seed and save, notify.sqlite3 the VAPID private
// key and the players' mail addresses. SQLite gives its -wal and -shm files
// the database file's mode, so making the file 0600 before SQLite opens it
// covers them; an older file made 0644 is put right at the next start.
import fs from 'node:fs';

export function privateFile(file) {
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  fs.chmodSync(file, 0o600);
  for (const extra of ['-wal', '-shm']) {
    try { fs.chmodSync(file + extra, 0o600); } catch { /* not there yet */ }
  }
  return file;
}
