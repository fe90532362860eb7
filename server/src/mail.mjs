// "Your turn" by e-mail (issue 24 §2), only when the server is given an SMTP
// relay: TABULA_SMTP_URL (smtp://user:pass@host:port, smtps://… for TLS),
// sent from TABULA_MAIL_FROM. nodemailer speaks SMTP (STARTTLS, auth,
// pooling) as a well-kept library should; nothing of that is ours to get
// wrong. The mail names the game, the other players and the table's link:
// never a card or a move.
import { createRequire } from 'node:module';

const WORDS = {
  en: { subject: 'Your turn — {game}', with: 'Your turn at {game} with {names}.', alone: 'Your turn at {game}.', open: 'Open the table:', why: 'You left this address at the table; it is deleted when the game ends. At most one mail an hour per table.' },
  hu: { subject: 'Te jössz — {game}', with: 'Te jössz a(z) {game} asztalnál, veled játszik: {names}.', alone: 'Te jössz a(z) {game} asztalnál.', open: 'Az asztal megnyitása:', why: 'Ezt a címet az asztalnál adtad meg; a játék végén töröljük. Asztalonként legfeljebb óránként egy levél.' },
  es: { subject: 'Te toca — {game}', with: 'Te toca en {game} con {names}.', alone: 'Te toca en {game}.', open: 'Abre la mesa:', why: 'Dejaste esta dirección en la mesa; se borra cuando termina la partida. Como mucho un correo por hora y mesa.' },
  it: { subject: 'Tocca a te — {game}', with: 'Tocca a te a {game} con {names}.', alone: 'Tocca a te a {game}.', open: 'Apri il tavolo:', why: 'Hai lasciato questo indirizzo al tavolo; viene cancellato a fine partita. Al massimo una mail all\'ora per tavolo.' },
};
const fill = (s, vars) => s.replace(/\{(\w+)\}/g, (_, k) => vars[k] ?? '');

// The mail's words: {subject, text}; `game` is the game's title.
export function turnMail({ lang, game, names, link }) {
  const w = WORDS[lang] || WORDS.en;
  const vars = { game, names: names.join(', ') };
  return {
    subject: fill(w.subject, vars),
    text: `${fill(names.length ? w.with : w.alone, vars)}\n\n${w.open}\n${link}\n\n-- \n${w.why}\n`,
  };
}

// -> {turn({to, lang, game, names, link}), close()} or null without TABULA_SMTP_URL.
export function makeMailer(url = process.env.TABULA_SMTP_URL) {
  if (!url) return null;
  const nodemailer = createRequire(import.meta.url)('nodemailer');
  const transport = nodemailer.createTransport(url);
  const from = process.env.TABULA_MAIL_FROM || 'Tabula <tabula@localhost>';
  return {
    async turn(m) {
      const { subject, text } = turnMail(m);
      await transport.sendMail({ from, to: m.to, subject, text });
    },
    close() { transport.close(); },
  };
}
