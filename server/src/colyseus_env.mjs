// Colyseus settings read from the environment when its modules load, so
// this module is imported before them (first in server.mjs).
//
// A join through a process that does not hold the table's room asks that
// process to reserve the seat over Redis and waits COLYSEUS_PRESENCE_SHORT_TIMEOUT
// (Colyseus's default 2 s) for the answer. A process busy for longer than
// that (a loaded machine's event loop: 1-2 s late at load 14) made the join
// fail for good with "<room> is already full." (code 4213, which the page
// says at once), and past twice that Colyseus judged the process dead and
// dropped its rooms' listings. A busy process makes a newcomer wait, never
// refuses it (issue 31 §5): 10 s, unless the operator set it.
process.env.COLYSEUS_PRESENCE_SHORT_TIMEOUT ||= '10000';
