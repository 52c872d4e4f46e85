// A followed track's live stream kept in the database (issue 18): the state as last published and the numbered
// changes that led to it. The track's owner appends; every instance reads it to push to its own watchers when
// the owner announces a version, and a feed that starts (on any instance, or after a restart) continues the
// same numbering, so a watcher's Last-Event-ID resumes wherever it reconnects.
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { liveMessages, liveStreams } from '../../db/schema.ts';
import { type LiveMessage, type LiveState, liveStateSchema } from '../../domain/timing.ts';
import { CHANNELS, type Cluster } from '../cluster/cluster.ts';

/** Where a track's stream stands: ids are `{epoch}-{seq}`. */
export type StreamHead = { epoch: string; seq: number; state: LiveState };
export type NumberedMessage = { seq: number; message: LiveMessage };

export class LiveJournal {
  constructor(
    private readonly db: Db,
    private readonly cluster: Cluster,
    /** How many changes are kept per track: a watcher further behind gets the whole state instead. */
    private readonly keep: number,
  ) {}

  async head(trackUrl: string): Promise<StreamHead | null> {
    const [row] = await this.db.select().from(liveStreams).where(eq(liveStreams.trackUrl, trackUrl));
    if (!row) return null;
    // Written by an older version of the app, a state that no longer fits the contract starts a new stream.
    const state = liveStateSchema.safeParse(row.state);
    return state.success ? { epoch: row.epoch, seq: row.seq, state: state.data } : null;
  }

  /** The changes after `after` up to `upTo`, oldest first (fewer when some were pruned). */
  async between(trackUrl: string, after: number, upTo: number): Promise<NumberedMessage[]> {
    const rows = await this.db
      .select({ seq: liveMessages.seq, message: liveMessages.message })
      .from(liveMessages)
      .where(
        and(eq(liveMessages.trackUrl, trackUrl), gt(liveMessages.seq, after), lte(liveMessages.seq, upTo)),
      )
      .orderBy(asc(liveMessages.seq));
    return rows as NumberedMessage[];
  }

  /** Stores the new head and the changes that led to it in one transaction, then announces the version. */
  async append(trackUrl: string, head: StreamHead, messages: NumberedMessage[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const values = { trackUrl, epoch: head.epoch, seq: head.seq, state: head.state, updatedAt: new Date() };
      await tx
        .insert(liveStreams)
        .values(values)
        .onConflictDoUpdate({ target: liveStreams.trackUrl, set: values });
      if (messages.length > 0) {
        await tx
          .insert(liveMessages)
          .values(messages.map(({ seq, message }) => ({ trackUrl, seq, message })))
          // A new epoch starts its numbering again: rows of the old one under the same numbers are replaced.
          .onConflictDoUpdate({
            target: [liveMessages.trackUrl, liveMessages.seq],
            set: { message: sql`excluded.message` },
          });
      }
      await tx
        .delete(liveMessages)
        .where(and(eq(liveMessages.trackUrl, trackUrl), lte(liveMessages.seq, head.seq - this.keep)));
    });
    await this.cluster.publish(CHANNELS.live, announcement(trackUrl, head));
  }
}

/** `{seq} {epoch} {track URL}`: small, and the address last since it is the only part of any length. */
export function announcement(trackUrl: string, head: Pick<StreamHead, 'epoch' | 'seq'>): string {
  return `${head.seq} ${head.epoch} ${trackUrl}`;
}

export function readAnnouncement(payload: string): { trackUrl: string; epoch: string; seq: number } | null {
  const match = /^(\d+) (\S+) (\S+)$/.exec(payload);
  if (!match) return null;
  const [, seq, epoch, trackUrl] = match as unknown as [string, string, string, string];
  const number = Number(seq);
  return Number.isSafeInteger(number) ? { trackUrl, epoch, seq: number } : null;
}
