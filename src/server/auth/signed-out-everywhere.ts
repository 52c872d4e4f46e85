// This instance's session cache, kept in step with the other instances on the same database:
// a sign-out announces the session's sid (the token's hash, never the token) and every instance drops it
// at once, instead of answering it for up to the cache's TTL, and ends what the session holds open there (its
// live streams). In one process the announcement stays in it.
import { CHANNELS, type Cluster } from '../cluster/cluster.ts';
import { SessionCache } from './session-cache.ts';

export type SessionMemory = {
  cache: SessionCache;
  /** Tells every instance (this one too) that the session `sid` is gone. */
  announceSignOut(sid: string): Promise<void>;
  /**
   * Calls `handler` with the sid of each session signed out on any instance, and `missed` when sign-outs may
   * have been announced while this instance was not listening.
   */
  onSignOut(handler: (sid: string) => void, missed: () => void): void;
};

export function sessionMemory(cluster: Cluster, cache = new SessionCache()): SessionMemory {
  const handlers: Array<(sid: string) => void> = [];
  const missedHandlers: Array<() => void> = [];
  cluster.subscribe(
    CHANNELS.signOut,
    (sid) => {
      cache.drop(sid);
      for (const handler of handlers) handler(sid);
    },
    // Sign-outs may have been announced while this instance was not listening: it asks the database again.
    () => {
      cache.clear();
      for (const missed of missedHandlers) missed();
    },
  );
  return {
    cache,
    announceSignOut: (sid) => cluster.publish(CHANNELS.signOut, sid),
    onSignOut: (handler, missed) => {
      handlers.push(handler);
      missedHandlers.push(missed);
    },
  };
}
