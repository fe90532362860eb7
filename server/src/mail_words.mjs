// Every word of Tabula's mails and of the pages their links open, in the
// four languages (the player's language, as the page sent it when they left
// the address). Only our words and our links: the one thing a player chose
// that appears in a mail is the other players' names, and only in mail to
// an address its owner confirmed.
export const LANGS = ['en', 'hu', 'es', 'it'];
export const langOf = (l) => (LANGS.includes(l) ? l : 'en');
const fill = (s, vars) => s.replace(/\{(\w+)\}/g, (_, k) => vars[k] ?? '');

const TURN = {
  en: { subject: 'Your turn — {game}', with: 'Your turn at {game} with {names}.', alone: 'Your turn at {game}.', open: 'Open the table:' },
  hu: { subject: 'Te jössz — {game}', with: 'Te jössz a(z) {game} asztalnál, veled játszik: {names}.', alone: 'Te jössz a(z) {game} asztalnál.', open: 'Az asztal megnyitása:' },
  es: { subject: 'Te toca — {game}', with: 'Te toca en {game} con {names}.', alone: 'Te toca en {game}.', open: 'Abre la mesa:' },
  it: { subject: 'Tocca a te — {game}', with: 'Tocca a te a {game} con {names}.', alone: 'Tocca a te a {game}.', open: 'Apri il tavolo:' },
};

// A clocked turn's reminder at 3/4 of its time (issue 24 §3, clock.mjs).
const REMIND = {
  en: { subject: 'Time is running out — {game}', text: 'Your turn at {game}: {left} left. When the time is up a bot plays for you until you are back; your next move takes your seat back.', units: ['min', 'h', 'days'] },
  hu: { subject: 'Fogy az idő — {game}', text: 'Te jössz a(z) {game} asztalnál: {left} van hátra. Ha lejár az idő, egy gép játszik helyetted, amíg vissza nem jössz; a következő lépéseddel visszaveszed a helyed.', units: ['perc', 'óra', 'nap'] },
  es: { subject: 'Se acaba el tiempo — {game}', text: 'Te toca en {game}: quedan {left}. Cuando se acabe el tiempo, un bot jugará por ti hasta que vuelvas; tu próxima jugada te devuelve el asiento.', units: ['min', 'h', 'días'] },
  it: { subject: 'Il tempo sta per scadere — {game}', text: 'Tocca a te a {game}: restano {left}. Allo scadere un bot gioca al posto tuo finché non torni; la tua prossima mossa ti ridà il posto.', units: ['min', 'ore', 'giorni'] },
};

// The foot of every turn mail and reminder.
const WHY = {
  en: 'You confirmed this address at a Tabula table; it is deleted when the game ends. At most one mail an hour for all your tables together.\nStop every mail to this address (one click):',
  hu: 'Ezt a címet egy Tabula-asztalnál erősítetted meg; a játék végén töröljük. Az összes asztaladra együtt legfeljebb óránként egy levél.\nMinden levél leállítása erre a címre (egy kattintás):',
  es: 'Confirmaste esta dirección en una mesa de Tabula; se borra cuando termina la partida. Como mucho un correo por hora para todas tus mesas juntas.\nNo enviar más correos a esta dirección (un clic):',
  it: 'Hai confermato questo indirizzo a un tavolo di Tabula; viene cancellato a fine partita. Al massimo una mail all\'ora per tutti i tuoi tavoli insieme.\nNon inviare più mail a questo indirizzo (un clic):',
};

// The first mail an address gets: nothing else until its owner confirms.
const CONFIRM = {
  en: {
    subject: 'Confirm your address for Tabula',
    text: 'Someone, we hope you, asked Tabula to write to this address when it is their turn at a {game} table.\n\nNothing will be sent unless you confirm:\n{link}\n\nThe link works once, for 24 hours. If it was not you, ignore this mail: you will get nothing more from us.',
    stop: 'Never write to this address again (one click):',
  },
  hu: {
    subject: 'Erősítsd meg a címed a Tabulánál',
    text: 'Valaki, reméljük te, azt kérte a Tabulától, hogy írjunk erre a címre, amikor egy {game} asztalnál ő következik.\n\nAddig semmit sem küldünk, amíg meg nem erősíted:\n{link}\n\nA link egyszer, 24 óráig működik. Ha nem te voltál, hagyd figyelmen kívül ezt a levelet: több levelet nem kapsz tőlünk.',
    stop: 'Soha többé ne írjatok erre a címre (egy kattintás):',
  },
  es: {
    subject: 'Confirma tu dirección para Tabula',
    text: 'Alguien, esperamos que tú, pidió a Tabula que escribiera a esta dirección cuando le toque en una mesa de {game}.\n\nNo enviaremos nada a menos que lo confirmes:\n{link}\n\nEl enlace funciona una vez, durante 24 horas. Si no fuiste tú, ignora este correo: no recibirás nada más de nosotros.',
    stop: 'No volver a escribir nunca a esta dirección (un clic):',
  },
  it: {
    subject: 'Conferma il tuo indirizzo per Tabula',
    text: 'Qualcuno, speriamo tu, ha chiesto a Tabula di scrivere a questo indirizzo quando tocca a lui a un tavolo di {game}.\n\nNon invieremo nulla finché non confermi:\n{link}\n\nIl link funziona una volta, per 24 ore. Se non sei stato tu, ignora questa mail: non riceverai altro da noi.',
    stop: 'Non scrivere mai più a questo indirizzo (un clic):',
  },
};

// An account's address for e-mail sign-in (account_mail.mjs): confirmed
// by its owner before any sign-in link goes to it. No account name here:
// this mail goes to an address nobody confirmed yet, so it holds only our words.
const ACCOUNT_CONFIRM = {
  en: { subject: 'Confirm your address for signing in to Tabula', text: 'Someone signed in to a Tabula account asked to sign in by e-mail at this address.\n\nNo sign-in link will be sent here unless you confirm:\n{link}\n\nThe link works once, for 24 hours. If it was not you, ignore this mail.' },
  hu: { subject: 'Erősítsd meg a címed a Tabula-belépéshez', text: 'Valaki, aki egy Tabula-fiókba van belépve, azt kérte, hogy e-mailben léphessen be erre a címre küldött linkkel.\n\nAddig nem küldünk ide belépési linket, amíg meg nem erősíted:\n{link}\n\nA link egyszer, 24 óráig működik. Ha nem te voltál, hagyd figyelmen kívül ezt a levelet.' },
  es: { subject: 'Confirma tu dirección para entrar en Tabula', text: 'Alguien con sesión en una cuenta de Tabula pidió entrar por correo con esta dirección.\n\nNo enviaremos aquí ningún enlace de acceso a menos que lo confirmes:\n{link}\n\nEl enlace funciona una vez, durante 24 horas. Si no fuiste tú, ignora este correo.' },
  it: { subject: 'Conferma il tuo indirizzo per entrare in Tabula', text: 'Qualcuno collegato a un account Tabula ha chiesto di entrare via e-mail con questo indirizzo.\n\nNon invieremo qui alcun link di accesso finché non confermi:\n{link}\n\nIl link funziona una volta, per 24 ore. Se non sei stato tu, ignora questa mail.' },
};

// A one-use sign-in link (account_mail.mjs: 15 minutes).
const SIGNIN = {
  en: { subject: 'Sign in to Tabula', text: 'Open this link on the device you want to sign in to the Tabula account "{name}":\n{link}\n\nThe link works once, for 15 minutes. If you did not ask for it, ignore this mail: nobody is signed in without the link.' },
  hu: { subject: 'Belépés a Tabulába', text: 'Nyisd meg ezt a linket azon az eszközön, amelyikkel be akarsz lépni a(z) „{name}” Tabula-fiókba:\n{link}\n\nA link egyszer, 15 percig működik. Ha nem te kérted, hagyd figyelmen kívül ezt a levelet: a link nélkül senki sem lép be.' },
  es: { subject: 'Entrar en Tabula', text: 'Abre este enlace en el dispositivo con el que quieras entrar en la cuenta de Tabula «{name}»:\n{link}\n\nEl enlace funciona una vez, durante 15 minutos. Si no lo pediste, ignora este correo: nadie entra sin el enlace.' },
  it: { subject: 'Entra in Tabula', text: 'Apri questo link sul dispositivo con cui vuoi entrare nell\'account Tabula «{name}»:\n{link}\n\nIl link funziona una volta, per 15 minuti. Se non l\'hai chiesto tu, ignora questa mail: nessuno entra senza il link.' },
};
// An invitation away from the table (invitations.mjs): a friend's to a
// table of theirs, or a rematch of a finished table ({name}: who invites,
// as their account or seat is named). To an account's confirmed address only.
const INVITE = {
  en: { subject: '{name} invites you to {game}', invite: '{name} invites you to a table of {game}.', rematch: '{name} wants to play {game} again, with the same seats.', open: 'Take your seat:',
        why: 'You confirmed this address for your Tabula account. At most one mail an hour for everything together.\nStop every mail to this address (one click):' },
  hu: { subject: '{name} meghív: {game}', invite: '{name} meghív egy {game} asztalhoz.', rematch: '{name} újra játszana {game} játékot, ugyanazokkal a helyekkel.', open: 'Ülj le a helyedre:',
        why: 'Ezt a címet a Tabula-fiókodhoz erősítetted meg. Mindenre együtt legfeljebb óránként egy levél.\nMinden levél leállítása erre a címre (egy kattintás):' },
  es: { subject: '{name} te invita a {game}', invite: '{name} te invita a una mesa de {game}.', rematch: '{name} quiere jugar otra vez a {game}, con los mismos asientos.', open: 'Ocupa tu asiento:',
        why: 'Confirmaste esta dirección para tu cuenta de Tabula. Como mucho un correo por hora para todo junto.\nNo enviar más correos a esta dirección (un clic):' },
  it: { subject: '{name} ti invita a {game}', invite: '{name} ti invita a un tavolo di {game}.', rematch: '{name} vuole giocare ancora a {game}, con gli stessi posti.', open: 'Prendi il tuo posto:',
        why: 'Hai confermato questo indirizzo per il tuo account Tabula. Al massimo una mail all\'ora per tutto insieme.\nNon inviare più mail a questo indirizzo (un clic):' },
};
// The foot of both: the same one-click stop as every mail.
const NEVER = {
  en: 'Never write to this address again (one click):', hu: 'Soha többé ne írjatok erre a címre (egy kattintás):',
  es: 'No volver a escribir nunca a esta dirección (un clic):', it: 'Non scrivere mai più a questo indirizzo (un clic):',
};

// The pages the mails' links open (mail_pages.mjs).
export const PAGES = {
  en: { title: 'Tabula', accountConfirm: 'Let me sign in by e-mail at this address', accountConfirmHelp: 'Tabula mails sign-in links to your address only after you confirm it here.', accountConfirmed: 'Confirmed: on a device that is not signed in, "Send me a sign-in link" now mails a link to this address.', accountBad: 'This link was already used or has expired (links work once, for 24 hours). Add your address in your account again for a new one.', confirm: 'Send me "your turn" mails at this address', confirmHelp: 'Tabula writes to your address only after you confirm it here.', confirmed: 'Confirmed: you will get a mail when it is your turn (at most one an hour).', bad: 'This link was already used or has expired (links work once, for 24 hours). Leave your address at the table again for a new one.', stopped: 'Done: Tabula will not write to this address any more. Your addresses at tables are deleted.', badStop: 'This link is not one of ours.' },
  hu: { title: 'Tabula', accountConfirm: 'Beléphetek e-mailben erre a címre küldött linkkel', accountConfirmHelp: 'A Tabula csak akkor küld belépési linket a címedre, ha itt megerősíted.', accountConfirmed: 'Megerősítve: egy be nem lépett eszközön a „Küldjetek belépési linket” mostantól erre a címre küld linket.', accountBad: 'Ezt a linket már használták, vagy lejárt (a linkek egyszer, 24 óráig működnek). Add meg újra a címed a fiókodban egy új linkért.', confirm: 'Kérem a „te jössz” leveleket erre a címre', confirmHelp: 'A Tabula csak akkor ír a címedre, ha itt megerősíted.', confirmed: 'Megerősítve: levelet kapsz, amikor te jössz (legfeljebb óránként egyet).', bad: 'Ezt a linket már használták, vagy lejárt (a linkek egyszer, 24 óráig működnek). Add meg újra a címed az asztalnál egy új linkért.', stopped: 'Kész: a Tabula többé nem ír erre a címre. Az asztaloknál megadott címeidet töröltük.', badStop: 'Ez a link nem tőlünk származik.' },
  es: { title: 'Tabula', accountConfirm: 'Quiero entrar por correo con esta dirección', accountConfirmHelp: 'Tabula solo envía enlaces de acceso a tu dirección después de que la confirmes aquí.', accountConfirmed: 'Confirmado: en un dispositivo sin sesión, «Enviadme un enlace de acceso» enviará ahora un enlace a esta dirección.', accountBad: 'Este enlace ya se usó o ha caducado (los enlaces funcionan una vez, durante 24 horas). Vuelve a añadir tu dirección en tu cuenta para recibir otro.', confirm: 'Enviadme avisos de «te toca» a esta dirección', confirmHelp: 'Tabula solo escribe a tu dirección después de que la confirmes aquí.', confirmed: 'Confirmado: recibirás un correo cuando te toque (como mucho uno por hora).', bad: 'Este enlace ya se usó o ha caducado (los enlaces funcionan una vez, durante 24 horas). Vuelve a dejar tu dirección en la mesa para recibir otro.', stopped: 'Hecho: Tabula no volverá a escribir a esta dirección. Tus direcciones en las mesas se han borrado.', badStop: 'Este enlace no es nuestro.' },
  it: { title: 'Tabula', accountConfirm: 'Voglio entrare via e-mail con questo indirizzo', accountConfirmHelp: 'Tabula invia link di accesso al tuo indirizzo solo dopo che lo confermi qui.', accountConfirmed: 'Confermato: su un dispositivo non collegato, «Mandatemi un link di accesso» ora invia un link a questo indirizzo.', accountBad: 'Questo link è già stato usato o è scaduto (i link funzionano una volta, per 24 ore). Aggiungi di nuovo il tuo indirizzo nel tuo account per riceverne uno nuovo.', confirm: 'Mandatemi le mail «tocca a te» a questo indirizzo', confirmHelp: 'Tabula scrive al tuo indirizzo solo dopo che lo confermi qui.', confirmed: 'Confermato: riceverai una mail quando tocca a te (al massimo una all\'ora).', bad: 'Questo link è già stato usato o è scaduto (i link funzionano una volta, per 24 ore). Lascia di nuovo il tuo indirizzo al tavolo per riceverne uno nuovo.', stopped: 'Fatto: Tabula non scriverà più a questo indirizzo. I tuoi indirizzi ai tavoli sono stati cancellati.', badStop: 'Questo link non è nostro.' },
};

// `ms` as whole minutes, hours or days in `lang`.
export function timeLeft(ms, lang) {
  const [min, h, d] = REMIND[langOf(lang)].units;
  const m = Math.max(1, Math.round(ms / 60000));
  if (m < 120) return `${m} ${min}`;
  if (m < 48 * 60) return `${Math.round(m / 60)} ${h}`;
  return `${Math.round(m / 1440)} ${d}`;
}

// Each -> {subject, text}. `game` is the game's title, `link` the table's
// (or the confirmation's) address, `stop` the one-click stop address.
export function turnMail({ lang, game, names, link, stop }) {
  const l = langOf(lang);
  const w = TURN[l];
  const vars = { game, names: names.join(', ') };
  return { subject: fill(w.subject, vars), text: `${fill(names.length ? w.with : w.alone, vars)}\n\n${w.open}\n${link}\n\n-- \n${WHY[l]}\n${stop}\n` };
}
export function remindMail({ lang, game, left, link, stop }) {
  const l = langOf(lang);
  const w = REMIND[l];
  const vars = { game, left: timeLeft(left, l) };
  return { subject: fill(w.subject, vars), text: `${fill(w.text, vars)}\n\n${TURN[l].open}\n${link}\n\n-- \n${WHY[l]}\n${stop}\n` };
}
export function confirmMail({ lang, game, link, stop }) {
  const w = CONFIRM[langOf(lang)];
  return { subject: w.subject, text: `${fill(w.text, { game, link })}\n\n-- \n${w.stop}\n${stop}\n` };
}
export function accountConfirmMail({ lang, link, stop }) {
  const l = langOf(lang);
  return { subject: ACCOUNT_CONFIRM[l].subject, text: `${fill(ACCOUNT_CONFIRM[l].text, { link })}\n\n-- \n${NEVER[l]}\n${stop}\n` };
}
export function signinMail({ lang, name, link, stop }) {
  const l = langOf(lang);
  return { subject: SIGNIN[l].subject, text: `${fill(SIGNIN[l].text, { name, link })}\n\n-- \n${NEVER[l]}\n${stop}\n` };
}
// kind: 'invite' (a friend's table) or 'rematch'.
export function inviteMail({ lang, kind, name, game, link, stop }) {
  const l = langOf(lang);
  const w = INVITE[l];
  const vars = { name, game };
  return { subject: fill(w.subject, vars), text: `${fill(kind === 'rematch' ? w.rematch : w.invite, vars)}\n\n${w.open}\n${link}\n\n-- \n${w.why}\n${stop}\n` };
}
