// Ratings per game (issue 33 §3): OpenSkill's Weng-Lin model (the `openskill`
// package), made for free-for-all games of any number of players.
//
// The rules we chose, and why:
// - A table counts when it is finished by the engine (game over), whoever
//   played each seat then: a person's result stands even where a clock's
//   stand-in bot finished the game for them (leaving a game lost does not
//   spare a rating; an absent player takes the place their stand-in
//   reached). A table never finished (left, archived) counts for nobody.
// - Bots are declared players with FIXED ratings per level (below): they
//   are never updated, so a person's rating won against bots means
//   something and cannot be farmed from a bot's falling rating.
// - A seat held by a guest (no account) is rated as a newcomer (25, 25/3)
//   and nothing is kept for it: the account players at the table are rated
//   against a newcomer. A table with fewer than two rated sides is not rated.
// - Places come from the engine: its winners share first place, the others
//   follow by score (equal scores share a place).
// - The rating shown to people is the conservative estimate, mu − 3σ,
//   put on a familiar scale: 1500 + 60·(mu − 3σ); a newcomer (25, 25/3)
//   shows 1500, and it moves up as games lower the uncertainty.
import { rating as newRating, rate, ordinal } from 'openskill';

// What each bot level is taken to be worth (mu), with a small fixed sigma:
// measured guesses from bot-vs-bot play (web/think's levels), not updated.
export const BOT_RATINGS = {
  easy: { mu: 18, sigma: 2 },
  hard: { mu: 27, sigma: 2 },
  expert: { mu: 33, sigma: 2 },
};
export const FRESH = () => { const r = newRating(); return { mu: r.mu, sigma: r.sigma }; };
export const shown = (r) => Math.round(1500 + 60 * ordinal(r));

// Places (1 = first) from the engine's final status: winners first, then
// the others by score, equal scores sharing a place.
export function placesOf(status, players) {
  const winners = new Set(status.winners || []);
  const scores = status.scores || [];
  const key = (i) => (winners.has(i) ? Infinity : Number(scores[i] ?? -Infinity));
  return Array.from({ length: players }, (_, i) =>
    1 + Array.from({ length: players }, (_, j) => j).filter((j) => key(j) > key(i)).length);
}

// `sides`: per seat {kind: 'account'|'bot'|'guest', rating: {mu, sigma}, level};
// `places`: per seat. -> per seat the new rating (accounts only; others null),
// or null when the table is not rated.
export function rateTable(sides, places) {
  const rated = sides.filter((s) => s.kind === 'account').length;
  if (rated === 0 || sides.length < 2) return null;
  const teams = sides.map((s) => [newRating(s.kind === 'bot' ? BOT_RATINGS[s.level] || BOT_RATINGS.easy : s.rating || FRESH())]);
  const after = rate(teams, { rank: places });
  return sides.map((s, i) => (s.kind === 'account' ? { mu: after[i][0].mu, sigma: after[i][0].sigma } : null));
}
