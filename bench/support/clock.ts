// Time for the benches that split a delay across processes (the bench, its servers, LiveRC's stand-in).

/** Wall-clock time with sub-millisecond precision, comparable between processes (Date.now() is whole ms). */
export const now = () => performance.timeOrigin + performance.now();

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
