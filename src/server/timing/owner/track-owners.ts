// Which tracks this instance owns: a track's owner exists only while this instance holds the track's lock in
// the cluster, so across every instance on the database a track has one reader and writer. The track's live
// feed holds it for as long as anyone here watches or asks for it.
import type { Cluster, Lease } from '../../cluster/cluster.ts';
import { TrackOwner, type TrackOwnerDeps } from './track-owner.ts';

/** One user's hold on a track's owner; `release` once done. `onLost` runs if the lock goes (its connection died). */
export type OwnerHold = {
  owner: TrackOwner;
  onLost(handler: () => void): void;
  release(): Promise<void>;
};

type Owned = { owner: TrackOwner; lease: Lease; holders: number; lostHandlers: Set<() => void> };

export class TrackOwners {
  private readonly owned = new Map<string, Owned>();
  // One lock request per track at a time: a second asker waits for the first's answer instead of asking twice.
  private readonly taking = new Map<string, Promise<Owned | null>>();

  constructor(
    private readonly cluster: Cluster,
    private readonly deps: TrackOwnerDeps,
  ) {}

  /** The track's owner if this instance has it or can take it; null while another instance owns the track. */
  async hold(trackUrl: string): Promise<OwnerHold | null> {
    const owned = this.owned.get(trackUrl) ?? (await this.take(trackUrl));
    if (!owned || owned.lease.lost) return null;
    owned.holders += 1;
    const handlers: Array<() => void> = [];
    let released = false;
    const onLost = () => {
      for (const handler of handlers) handler();
    };
    owned.lostHandlers.add(onLost);
    return {
      owner: owned.owner,
      onLost: (handler) => handlers.push(handler),
      release: async () => {
        if (released) return;
        released = true;
        owned.lostHandlers.delete(onLost);
        owned.holders -= 1;
        if (owned.holders === 0 && this.owned.get(trackUrl) === owned) {
          this.owned.delete(trackUrl);
          owned.owner.stop();
          await owned.lease.release();
        }
      },
    };
  }

  private take(trackUrl: string): Promise<Owned | null> {
    let pending = this.taking.get(trackUrl);
    if (!pending) {
      pending = this.cluster
        .tryLock(lockKey(trackUrl))
        .then((lease) => (lease ? this.own(trackUrl, lease) : null))
        .finally(() => this.taking.delete(trackUrl));
      this.taking.set(trackUrl, pending);
    }
    return pending;
  }

  private own(trackUrl: string, lease: Lease): Owned {
    const owned: Owned = {
      owner: new TrackOwner(trackUrl, this.deps),
      lease,
      holders: 0,
      lostHandlers: new Set(),
    };
    this.owned.set(trackUrl, owned);
    lease.onLost(() => {
      // Another instance may own the track already: this one must stop writing at once.
      if (this.owned.get(trackUrl) === owned) this.owned.delete(trackUrl);
      owned.owner.stop();
      for (const handler of [...owned.lostHandlers]) handler();
    });
    return owned;
  }
}

/** The lock's name: the track's own address, under a prefix no other kind of lock uses. */
const lockKey = (trackUrl: string) => `track ${trackUrl}`;
