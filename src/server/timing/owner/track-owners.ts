// Which tracks this instance owns: a track's owner exists only while this instance holds the track's lock in
// the cluster, so across every instance on the database a track has one reader and writer. The track's live
// feed (one per track in an instance) takes it for as long as anyone here watches or asks for it.
import type { Cluster } from '../../cluster/cluster.ts';
import { TrackOwner, type TrackOwnerDeps } from './track-owner.ts';

/** The feed's hold on its track's owner; `release` once done. `onLost` runs if the lock goes (its connection died). */
export type OwnerHold = {
  owner: TrackOwner;
  onLost(handler: () => void): void;
  release(): Promise<void>;
};

export class TrackOwners {
  constructor(
    private readonly cluster: Cluster,
    private readonly deps: TrackOwnerDeps,
  ) {}

  /** The track's owner, made if this instance can take the track's lock; null while the lock is held. */
  async take(trackUrl: string): Promise<OwnerHold | null> {
    const lease = await this.cluster.tryLock(lockKey(trackUrl));
    if (!lease) return null;
    const owner = new TrackOwner(trackUrl, this.deps);
    // Another instance may own the track once the lock is gone: this owner must stop writing at once.
    lease.onLost(() => owner.stop());
    return {
      owner,
      onLost: (handler) => lease.onLost(handler),
      release: async () => {
        owner.stop();
        await lease.release();
      },
    };
  }
}

/** The lock's name: the track's own address, under a prefix no other kind of lock uses. */
const lockKey = (trackUrl: string) => `track ${trackUrl}`;
