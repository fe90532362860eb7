// The server as main.mjs starts it, with finished games neither kept nor
// rated: the "before" of bench/finished_games.mjs (history.mjs's cost a move).
import '../src/main.mjs';
import { TableRoom } from '../src/table_room.mjs';

TableRoom.context.history = null;
