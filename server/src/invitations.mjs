// Invitations that reach a person away from the page (issue 33 §4): a
// friend's invitation to a table (friends.mjs) and a rematch of a finished
// table (rematch.mjs).
//
// - By Web Push to the person's devices: an account has no push
//   subscription of its own, but each device that allowed "your turn" at one
//   of the account's tables left one there (notify_store.mjs). The
//   subscriptions of the account's latest DEVICE_TABLES tables, one message
//   per endpoint (a device subscribed at three tables hears once). The
//   payload is {kind: 'invite', table, from?, game, title, names: [who
//   invites], lang}: never a token (shell/sw.js words it).
// - By e-mail to the account's own address (account_mail.mjs), only once
//   its owner confirmed it, at most one mail an hour per mailbox with every
//   other mail of ours (mail_book.mjs claimAccount), with the one-click stop
//   link. A rematch already pushes to the old table's own subscriptions
//   (rematch.mjs), so it asks for the mail only.
import { hashToken } from './ids.mjs';
import { sendPush } from './push.mjs';
import { LANGS } from './mail_words.mjs';

const DEVICE_TABLES = 20;

// `accounts`: accounts.mjs; `store`: the tables' store; `notify`:
// notify.mjs (subscriptions, VAPID key, mailer, mail book); `title(game)`.
export function makeInvitations({ accounts, store, notify, title = (game) => game }) {
  const sent = []; // the last outcomes, for tests: {account, kind, table, via: 'push'|'mail', status}
  const note = (x) => { sent.push(x); if (sent.length > 1000) sent.shift(); };

  // The account holding `seat` of `rec` (its account_seats token is that seat's), or null.
  async function accountAt(rec, seat) {
    const s = rec.seats.find((x) => x.seat === seat);
    if (!s) return null;
    for (const r of await accounts.store.db.all('seatsAt', rec.id)) if (hashToken(r.token) === s.tokenHash) return r.account_id;
    return null;
  }

  // The account's devices: subscriptions left at its latest tables, one per endpoint.
  async function devices(accountId) {
    const byEndpoint = new Map();
    for (const { table, token } of (await accounts.store.seatsOf(accountId)).slice(0, DEVICE_TABLES)) {
      const rec = await store.load(table).catch(() => null);
      const s = rec?.seats.find((x) => x.tokenHash === hashToken(token));
      if (!s) continue;
      for (const sub of await notify.nstore.pushes(table, s.seat)) {
        if (!byEndpoint.has(sub.endpoint)) byEndpoint.set(sub.endpoint, { sub, table, seat: s.seat });
      }
    }
    return [...byEndpoint.values()];
  }

  // Tells `accountId` that `by` invites them to `table` (`from`: the old
  // table of a rematch, whose seat token takes the reserved seat).
  async function tell(accountId, { kind, table, from = null, game, by }, { push = true } = {}) {
    const jobs = [];
    if (push) {
      for (const d of await devices(accountId)) {
        const payload = { kind: 'invite', table, ...(from ? { from } : {}), game, title: title(game), names: [by], lang: LANGS.includes(d.sub.lang) ? d.sub.lang : 'en' };
        jobs.push(sendPush(notify.vapid, d.sub, payload).then(async (r) => {
          note({ account: accountId, kind, table, via: 'push', status: r.status });
          if (r.gone) await notify.nstore.dropPush(d.table, d.seat, d.sub.endpoint);
        }));
      }
    }
    if (notify.mailer) {
      jobs.push(notify.book.claimAccount(accountId).then(async (m) => {
        if (!m) return;
        await notify.mailer.invite({ to: m.to, lang: m.lang, kind, name: by, game: title(game), table, from, stopQuery: notify.book.stopQuery(m.key) });
        note({ account: accountId, kind, table, via: 'mail', status: 250 });
      }));
    }
    const done = await Promise.allSettled(jobs);
    for (const d of done) if (d.status === 'rejected') console.error(`[invite] ${kind} ${table}: ${d.reason?.message || d.reason}`);
  }

  return { tell, accountAt, devices, sent };
}
