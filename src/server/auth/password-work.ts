// Password hashing is the one CPU-heavy thing a stranger can ask for. A bounded queue keeps a sign-in
// flood from taking every core: past it the answer is an immediate 503, so health checks and signed-in
// racers keep their speed.
import { availableParallelism } from 'node:os';
import pLimit, { type LimitFunction } from 'p-limit';
import { RetryLaterError } from '../errors.ts';

export type PasswordWorkLimits = {
  /** Hashes computed at once. */
  concurrent: number;
  /** Hashes waiting for a turn; one more is refused. */
  waiting: number;
};

// One core stays free for everything else; eight waiting is well under a second of work (~50 ms each).
export const DEFAULT_PASSWORD_WORK: PasswordWorkLimits = {
  concurrent: Math.max(1, availableParallelism() - 1),
  waiting: 8,
};

export const BUSY_MESSAGE = 'Pitboard is busy signing racers in. Please try again in a moment.';
const RETRY_AFTER_SECONDS = 2;

export class PasswordWork {
  private readonly limit: LimitFunction;

  constructor(private readonly limits: PasswordWorkLimits = DEFAULT_PASSWORD_WORK) {
    this.limit = pLimit(limits.concurrent);
  }

  /** Refuses at once when the queue is full: asked before any other work for a sign-in, so that a
   * refused flood costs next to nothing. */
  ensureRoom(): void {
    const queued = this.limit.activeCount + this.limit.pendingCount;
    if (queued >= this.limits.concurrent + this.limits.waiting) {
      throw new RetryLaterError(503, BUSY_MESSAGE, RETRY_AFTER_SECONDS);
    }
  }

  /** Runs `work` (a hash or a verification) in its turn, or refuses at once when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.ensureRoom();
    return this.limit(work);
  }
}
