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
