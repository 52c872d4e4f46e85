// A followed track's live stream kept in the database: the state as last published and the numbered
// changes that led to it. The track's owner appends; every instance reads it to push to its own watchers when
// the owner announces a version, and a feed that starts (on any instance, or after a restart) continues the
// same numbering, so a watcher's Last-Event-ID resumes wherever it reconnects.
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { liveMessages, liveStreams } from '../../../db/schema.ts';
import { type LiveMessage, type LiveState, liveStateSchema } from '../../../domain/timing.ts';
import { CHANNELS, type Cluster } from '../../cluster/cluster.ts';

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

  /**
   * Stores the new head and the changes that led to it, and prunes the oldest, in one statement (one round trip
   * and atomic: the other instances wait on it), then announces the version.
   */
  async append(trackUrl: string, head: StreamHead, messages: NumberedMessage[]): Promise<void> {
    const state = JSON.stringify(head.state);
    const changes = JSON.stringify(messages);
    await this.db.execute(sql`
      with stored_head as (
        insert into live_streams (track_url, epoch, seq, state, updated_at)
        values (${trackUrl}, ${head.epoch}, ${head.seq}, ${state}::jsonb, now())
        on conflict (track_url) do update
          set epoch = excluded.epoch, seq = excluded.seq, state = excluded.state, updated_at = excluded.updated_at
      ),
      stored_changes as (
        insert into live_messages (track_url, seq, message)
        select ${trackUrl}, (change ->> 'seq')::bigint, change -> 'message'
        from jsonb_array_elements(${changes}::jsonb) as change
        -- A new epoch numbers from the start again: rows of an old one under the same numbers are replaced.
        on conflict (track_url, seq) do update set message = excluded.message
      )
      delete from live_messages where track_url = ${trackUrl} and seq <= ${head.seq - this.keep}`);
    await this.cluster.publish(CHANNELS.live, announcement(trackUrl, head));
  }
}

/** `{seq} {epoch} {track URL}`: small, and the address last since it is the only part of any length. */
function announcement(trackUrl: string, head: Pick<StreamHead, 'epoch' | 'seq'>): string {
  return `${head.seq} ${head.epoch} ${trackUrl}`;
}

export function readAnnouncement(payload: string): { trackUrl: string; epoch: string; seq: number } | null {
  const match = /^(\d+) (\S+) (\S+)$/.exec(payload);
  if (!match) return null;
  const [, seq, epoch, trackUrl] = match as unknown as [string, string, string, string];
  const number = Number(seq);
  return Number.isSafeInteger(number) ? { trackUrl, epoch, seq: number } : null;
}
