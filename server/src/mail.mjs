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
    async remind(m) {
      const { subject, text } = remindMail(m);
      await transport.sendMail({ from, to: m.to, subject, text });
    },
    close() { transport.close(); },
  };
}

// A clocked turn's reminder at 3/4 of its time (issue 24 §3, clock.mjs).
const REMIND = {
  en: { subject: 'Time is running out — {game}', text: 'Your turn at {game}: {left} left. When the time is up a bot plays for you until you are back; your next move takes your seat back.', units: ['min', 'h', 'days'], why: 'You left this address at the table; it is deleted when the game ends. One reminder a turn.' },
  hu: { subject: 'Fogy az idő — {game}', text: 'Te jössz a(z) {game} asztalnál: {left} van hátra. Ha lejár az idő, egy gép játszik helyetted, amíg vissza nem jössz; a következő lépéseddel visszaveszed a helyed.', units: ['perc', 'óra', 'nap'], why: 'Ezt a címet az asztalnál adtad meg; a játék végén töröljük. Körönként egy emlékeztető.' },
  es: { subject: 'Se acaba el tiempo — {game}', text: 'Te toca en {game}: quedan {left}. Cuando se acabe el tiempo, un bot jugará por ti hasta que vuelvas; tu próxima jugada te devuelve el asiento.', units: ['min', 'h', 'días'], why: 'Dejaste esta dirección en la mesa; se borra cuando termina la partida. Un aviso por turno.' },
  it: { subject: 'Il tempo sta per scadere — {game}', text: 'Tocca a te a {game}: restano {left}. Allo scadere un bot gioca al posto tuo finché non torni; la tua prossima mossa ti ridà il posto.', units: ['min', 'ore', 'giorni'], why: 'Hai lasciato questo indirizzo al tavolo; viene cancellato a fine partita. Un promemoria per turno.' },
};
// `ms` as whole minutes, hours or days in `lang`.
export function timeLeft(ms, lang) {
  const [min, h, d] = (REMIND[lang] || REMIND.en).units;
  const m = Math.max(1, Math.round(ms / 60000));
  if (m < 120) return `${m} ${min}`;
  if (m < 48 * 60) return `${Math.round(m / 60)} ${h}`;
  return `${Math.round(m / 1440)} ${d}`;
}
export function remindMail({ lang, game, left, link }) {
  const w = REMIND[lang] || REMIND.en;
  const o = WORDS[lang] || WORDS.en;
  const vars = { game, left: timeLeft(left, lang) };
  return { subject: fill(w.subject, vars), text: `${fill(w.text, vars)}\n\n${o.open}\n${link}\n\n-- \n${w.why}\n` };
}
