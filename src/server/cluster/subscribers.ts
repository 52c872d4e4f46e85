// Who listens on which channel, in one instance: both cluster kinds deliver through it.
import type { BusHandler, Channel } from './cluster.ts';

type Subscriber = { handler: BusHandler; onResync?: () => void };

export class Subscribers {
  private readonly byChannel = new Map<Channel, Set<Subscriber>>();

  /** `report`: told of a subscriber that threw, which must neither crash the process nor starve the others. */
  constructor(private readonly report: (error: unknown) => void) {}

  add(channel: Channel, handler: BusHandler, onResync?: () => void): () => void {
    let set = this.byChannel.get(channel);
    if (!set) {
      set = new Set();
      this.byChannel.set(channel, set);
    }
    const subscriber: Subscriber = onResync ? { handler, onResync } : { handler };
    set.add(subscriber);
    return () => set.delete(subscriber);
  }

  deliver(channel: Channel, payload: string): void {
    for (const { handler } of [...(this.byChannel.get(channel) ?? [])]) {
      try {
        handler(payload);
      } catch (error) {
        this.report(error);
      }
    }
  }

  resync(): void {
    for (const set of this.byChannel.values()) for (const { onResync } of [...set]) onResync?.();
  }
}
