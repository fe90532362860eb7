// The bots' searches, off the page's main thread (web/think/think.cc built
// as think.js + think.wasm). The page (web/platform/thinker.cc) posts
// {ticket, request} and gets back {ticket, answer, ms}: answer is the engine's
// JSON text ({ok, move, seat, text} or {ok:false, reason}), or {ticket, broken}
// if the engine could not load. One request at a
// time; the page ends this worker rather than wait for an answer it no
// longer wants (an undo, a new game).
'use strict';
importScripts('think.js');
const engine = createTabulaThink();

self.onmessage = (event) => {
  const { ticket, request } = event.data;
  engine.then((Module) => {
    const began = performance.now();
    const answer = Module.ccall('tabula_think', 'string', ['string'], [request]);
    self.postMessage({ ticket, answer, ms: performance.now() - began });
  }).catch(() => {
    // think.wasm did not load (offline before it was ever kept): the page
    // thinks on its main thread from now on.
    self.postMessage({ ticket, broken: true });
  });
};
