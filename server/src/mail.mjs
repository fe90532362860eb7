// "Your turn" by e-mail (issue 24 §2, made safe by issue 31), only when the
// server is given an SMTP relay (TABULA_SMTP_URL: smtp://user:pass@host:port,
// smtps://… for TLS, sent from TABULA_MAIL_FROM) AND its public address
// (TABULA_PUBLIC_URL): every link in a mail is built from that address,
// never from anything a request sends, so without it mail stays off and the
// log says why. nodemailer speaks SMTP (STARTTLS, auth, pooling) as a
// well-kept library should; nothing of that is ours to get wrong.
//
// Who may be written to, and how often, is mail_book.mjs's business; this
// file only words the mails and sends them, each with its one-click stop
// link in the body and in List-Unsubscribe (RFC 2369) with
// List-Unsubscribe-Post (RFC 8058), so a mail program's own "unsubscribe"
// button stops it too.
import { createRequire } from 'node:module';
import { PUBLIC, publicLink } from './public_url.mjs';
import { accountConfirmMail, confirmMail, inviteMail, langOf, remindMail, signinMail, turnMail } from './mail_words.mjs';

export { timeLeft, turnMail, remindMail, confirmMail } from './mail_words.mjs';

// The links of a mail, from the public address alone.
export const links = {
  table: (table) => publicLink(`?table=${encodeURIComponent(table)}`),
  // A rematch's reserved seat is taken with the old table's seat token (?from=).
  invite: (table, from) => publicLink(`?table=${encodeURIComponent(table)}${from ? `&from=${encodeURIComponent(from)}` : ''}`),
  confirm: (token, lang) => publicLink(`online/mail/confirm?t=${encodeURIComponent(token)}&lang=${langOf(lang)}`),
  account: (token, lang) => publicLink(`online/mail/account?t=${encodeURIComponent(token)}&lang=${langOf(lang)}`),
  // In the fragment, like the add-device code's link: never sent to a server, never in a log.
  signin: (token) => publicLink(`#signin=${encodeURIComponent(token)}`),
  stop: (stopQuery) => publicLink(`online/mail/stop?${stopQuery}`),
};

// -> {turn(m), remind(m), confirm(m), account(m), signin(m), invite(m), close()} or null (no mail). Each m has
// {to, lang, stopQuery} and what its words need (mail_words.mjs).
export function makeMailer(url = process.env.TABULA_SMTP_URL, { log = console.error } = {}) {
  if (!url) return null;
  if (!PUBLIC) {
    log('[mail] not started: TABULA_SMTP_URL is set but TABULA_PUBLIC_URL is not (or is not a plain https:// address). '
      + 'Every link in a mail is built from it, never from a request\'s Host; set it to the address players open the site at.');
    return null;
  }
  const nodemailer = createRequire(import.meta.url)('nodemailer');
  const transport = nodemailer.createTransport(url);
  const from = process.env.TABULA_MAIL_FROM || 'Tabula <tabula@localhost>';
  async function send(m, words) {
    const stop = links.stop(`${m.stopQuery}&lang=${langOf(m.lang)}`);
    const { subject, text } = words({ ...m, stop });
    await transport.sendMail({
      from, to: m.to, subject, text,
      headers: { 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'Auto-Submitted': 'auto-generated' },
    });
  }
  return {
    turn: (m) => send({ ...m, link: links.table(m.table) }, turnMail),
    remind: (m) => send({ ...m, link: links.table(m.table) }, remindMail),
    confirm: (m) => send({ ...m, link: links.confirm(m.token, m.lang) }, confirmMail),
    // E-mail sign-in (account_mail.mjs): m also has {name} (the account's).
    account: (m) => send({ ...m, link: links.account(m.token, m.lang) }, accountConfirmMail),
    signin: (m) => send({ ...m, link: links.signin(m.token) }, signinMail),
    // A friend's invitation or a rematch (invitations.mjs): m also has {kind, name, game, table, from}.
    invite: (m) => send({ ...m, link: links.invite(m.table, m.from) }, inviteMail),
    close() { transport.close(); },
  };
}
