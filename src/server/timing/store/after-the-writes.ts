// Node sends a response's writes on the next tick. A database query started before then (PGlite runs in this
// thread) holds every watcher's copy of a change back by its own length: the live stream's journal and a posted
// race's laps are written after this (the journal's append held 2,000 watchers back 14-39 ms).

/** Resolves once the writes made in this tick to the watchers' sockets have gone out. */
export const afterTheWrites = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
