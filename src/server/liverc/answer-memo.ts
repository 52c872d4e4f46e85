// One computed answer kept while its inputs stay the same: the key names those in memory, `invalidate` is
// called where those in the database are written, `maxAgeMs` bounds what neither sees (the date, others).
export class AnswerMemo<T> {
  private kept: { key: readonly unknown[]; value: T; until: number } | undefined;
  private pending: { key: readonly unknown[]; value: Promise<T>; generation: number } | undefined;
  // Bumped by every invalidation: an answer computed across a write is used once, never kept.
  private generation = 0;

  constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  invalidate(): void {
    this.generation += 1;
    this.kept = undefined;
  }

  /** The kept answer for `key`, or `compute`'s (one computation shared by requests arriving together). */
  get(key: readonly unknown[], compute: () => Promise<T>): Promise<T> {
    const kept = this.kept;
    if (kept && this.now() < kept.until && sameKey(kept.key, key)) return Promise.resolve(kept.value);
    const pending = this.pending;
    if (pending && pending.generation === this.generation && sameKey(pending.key, key)) return pending.value;
    const generation = this.generation;
    const value = compute()
      .then((answer) => {
        if (generation === this.generation)
          this.kept = { key, value: answer, until: this.now() + this.maxAgeMs };
        return answer;
      })
      .finally(() => {
        if (this.pending?.value === value) this.pending = undefined;
      });
    this.pending = { key, value, generation };
    return value;
  }
}

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((part, index) => Object.is(part, b[index]));
