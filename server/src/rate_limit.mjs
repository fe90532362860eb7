// A token bucket per connection: a burst of `burst` messages, refilled at
// `perSecond` (30/s by default: a player at bot speed making many moves in a
// row stays under it; a flood does not). Past the bucket a message is refused; a client that keeps
// flooding after `strikes` refusals is disconnected.
export class RateLimit {
  constructor({ perSecond = Number(process.env.TABULA_RATE) || 30, burst = 60, strikes = 200 } = {}) {
    this.perSecond = perSecond;
    this.burst = burst;
    this.tokens = burst;
    this.at = Date.now();
    this.strikes = strikes;
    this.refused = 0;
  }
  // 'ok' | 'refuse' | 'drop'
  take() {
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 'ok';
    }
    this.refused += 1;
    return this.refused > this.strikes ? 'drop' : 'refuse';
  }
}

// A bucket per client address for a route's asks (notify.mjs's push and
// mail, rematch.mjs), forgotten a minute after its last ask:
// take(address) -> whether this ask may go on.
export function perAddress({ perSecond, burst }) {
  const limits = new Map();
  setInterval(() => { for (const [k, v] of limits) if (Date.now() - v.at > 60000) limits.delete(k); }, 60000).unref();
  return (who) => {
    if (!limits.has(who)) limits.set(who, new RateLimit({ perSecond, burst, strikes: Infinity }));
    return limits.get(who).take() === 'ok';
  };
}

// A JSON answer that no cache keeps.
export function sendJson(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  res.end(JSON.stringify(body));
}
