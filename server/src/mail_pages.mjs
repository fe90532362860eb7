// The pages the mails' links open (issue 31 §1):
//   GET  /online/mail/confirm?t=…  a page with one button (a mail scanner
//        that fetches every link confirms nothing); the button POSTs
//   POST /online/mail/confirm      t=… (form): the address is confirmed
//   GET  /online/mail/stop?a=…&s=… stops at once (the one-click link)
//   POST /online/mail/stop?a=…&s=… the same, for a mail program's own
//        "unsubscribe" (RFC 8058 List-Unsubscribe-Post)
// Each page is a few lines of our own words in the mail's language, with a
// CSP that allows nothing but its inline style and a form to itself.
import { PAGES, langOf } from './mail_words.mjs';

const CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
export const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function page(res, status, lang, body) {
  const w = PAGES[langOf(lang)];
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': CSP, 'Referrer-Policy': 'no-referrer',
  });
  res.end(`<!doctype html><html lang="${langOf(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<title>${esc(w.title)}</title><style>body{font:18px/1.5 system-ui,sans-serif;max-width:32em;margin:3em auto;padding:0 1em;color:#2b2118;background:#f6efe2}`
    + 'button{font:inherit;padding:.6em 1.2em;border-radius:.4em;border:1px solid #6b4f2a;background:#8a5a2b;color:#fff}</style></head>'
    + `<body><h1>${esc(w.title)}</h1>${body(w)}</body></html>`);
}

const langParam = (url) => langOf(url.searchParams.get('lang'));

// -> true when the request was one of these pages. `book`: mail_book.mjs.
export async function mailPage(url, req, res, readBody, book) {
  const p = url.pathname;
  if (p === '/online/mail/confirm') {
    if (req.method === 'GET') {
      const t = url.searchParams.get('t') || '';
      page(res, 200, langParam(url), (w) => `<p>${esc(w.confirmHelp)}</p><form method="post" action="confirm"><input type="hidden" name="t" value="${esc(t)}"><button type="submit">${esc(w.confirm)}</button></form>`);
      return true;
    }
    if (req.method === 'POST') {
      const raw = await readBody(req);
      const t = raw.tooLarge ? '' : new URLSearchParams(raw.text).get('t') || '';
      const r = await book.confirm(t);
      page(res, r.ok ? 200 : 410, r.lang, (w) => `<p>${esc(r.ok ? w.confirmed : w.bad)}</p>`);
      return true;
    }
  }
  if (p === '/online/mail/stop' && (req.method === 'GET' || req.method === 'POST')) {
    if (req.method === 'POST') await readBody(req); // "List-Unsubscribe=One-Click"
    const ok = await book.stop(url.searchParams.get('a'), url.searchParams.get('s'));
    page(res, ok ? 200 : 400, langParam(url), (w) => `<p>${esc(ok ? w.stopped : w.badStop)}</p>`);
    return true;
  }
  return false;
}
