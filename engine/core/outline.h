// TABULA_OUTLINED marks a loop body that must stay a function of its own: a
// search's iteration, a bot's playout. V8 optimises a wasm function only for
// its next call (it has no on-stack replacement for wasm), so a decision of
// thousands of playouts whose loop body were inlined into the one call would
// run in the baseline tier from start to end.
//
// [[gnu::noinline]] alone is not enough in wasm: after LLVM, binaryen's
// wasm-opt inlines every function that has a single caller. A function it
// sees used from outside (gnu::used: emscripten exports it) is left whole;
// only with external linkage, though: one in an anonymous namespace is not
// exported, and if it has a single caller wasm-opt still inlines it.
// Only the full-speed engine (the bots' worker, tabula-cli) does that; the
// page's small one (-Oz) spares the export (it thinks in slices anyway, a
// call per frame).
#pragma once

#if defined(__EMSCRIPTEN__) && defined(TABULA_ENGINE_FULL_SPEED)
#define TABULA_OUTLINED [[gnu::noinline, gnu::used]]
#else
#define TABULA_OUTLINED [[gnu::noinline]]
#endif
