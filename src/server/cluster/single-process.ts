// The cluster of one process (PGlite, or a test app alone): the lock is granted to the first taker in this
// process and the bus is an in-process fan-out, so the code above runs the same path as on PostgreSQL.
import type { BusHandler, Channel, Cluster, Lease } from './cluster.ts';
import { Subscribers } from './subscribers.ts';

export function singleProcessCluster(report: (error: unknown) => void): Cluster {
  const held = new Set<string>();
  const subscribers = new Subscribers(report);
  return {
    kind: 'single-process',
    tryLock: async (key) => {
      if (held.has(key)) return null;
      held.add(key);
      return localLease(() => held.delete(key));
    },
    publish: async (channel: Channel, payload: string) => {
      // As NOTIFY does, the announcement arrives after the sender has moved on, never inside its call.
      queueMicrotask(() => subscribers.deliver(channel, payload));
    },
    subscribe: (channel: Channel, handler: BusHandler) => subscribers.add(channel, handler),
    close: async () => held.clear(),
  };
}

function localLease(free: () => void): Lease {
  let released = false;
  return {
    // One process never loses its own lock: only releasing ends it.
    lost: false,
    onLost: () => {},
    release: async () => {
      if (released) return;
      released = true;
      free();
    },
  };
}
