// The site's configured public address, TABULA_PUBLIC_URL (e.g.
// https://games.example.org/ or https://example.org/tabula/): the one place
// every link in a mail is built from, and the origin a browser's requests
// must come from (origin.mjs). Never the request's Host or Origin: a program
// can send any Host, and a page served from a rebinding DNS name sends an
// Origin equal to that name (issue 31).

// -> {url: URL (path ends in "/"), origin} | {error} | null when unset.
export function parsePublicUrl(raw = process.env.TABULA_PUBLIC_URL) {
  if (!raw) return null;
  let u;
  try { u = new URL(raw); } catch { return { error: `TABULA_PUBLIC_URL is not a URL: ${JSON.stringify(raw)}` }; }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return { error: 'TABULA_PUBLIC_URL must start with https:// (or http://)' };
  if (u.username || u.password || u.search || u.hash) return { error: 'TABULA_PUBLIC_URL must be a plain address (no user, query or fragment)' };
  if (!u.pathname.endsWith('/')) u.pathname += '/';
  return { url: u, origin: u.origin };
}

const configured = parsePublicUrl();
if (configured?.error) console.error(`[tabula] ${configured.error}: ignored`);
export const PUBLIC = configured && !configured.error ? configured : null;

// A link under the public address: `rel` is relative to the site's page
// ("?table=…", "online/mail/stop?…"). Null when no public address is set.
export function publicLink(rel, base = PUBLIC) {
  return base ? new URL(rel, base.url).href : null;
}
