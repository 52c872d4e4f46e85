// What one Pitboard instance shares with the others on its database: a lock per key only one instance holds
// at a time, and a bus of small announcements to every instance (single-process.ts, postgres-cluster.ts).

/** A held lock: held until released, or until the connection holding it is lost (then `onLost` runs once). */
export type Lease = {
  readonly lost: boolean;
  onLost(handler: () => void): void;
  release(): Promise<void>;
};

/** Channels every instance listens on; payloads stay small (PostgreSQL's NOTIFY takes under 8,000 bytes). */
export const CHANNELS = {
  /** `{track URL} {version}`: the track's live stream has moved to that version (live-journal.ts). */
  live: 'pitboard_live',
  /** A session token's hash: that session signed out, drop it from every instance's session cache. */
  signOut: 'pitboard_sign_out',
  /** A LiveRC page's cache key: a fresh copy is in the shared cache. */
  page: 'pitboard_page',
} as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

export type BusHandler = (payload: string) => void;

export type Cluster = {
  kind: 'single-process' | 'postgres';
  /** The lock of `key` when no one else holds it, else null; the same instance asking twice gets null too. */
  tryLock(key: string): Promise<Lease | null>;
  /** Sends `payload` to every instance, this one included; delivered after the sender's transaction commits. */
  publish(channel: Channel, payload: string): Promise<void>;
  /**
   * Calls `handler` for each payload on `channel`. `onResync` runs when announcements may have been missed
   * (the listening connection was lost and is back): a subscriber then reads what it keeps afresh.
   */
  subscribe(channel: Channel, handler: BusHandler, onResync?: () => void): () => void;
  close(): Promise<void>;
};
