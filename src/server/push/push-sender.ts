// Sends a notification to every browser a racer subscribed: encrypted for that browser (RFC 8291, by web-push),
// signed with the server's VAPID key, posted to the browser's push service. A service that says the
// subscription is gone (404, 410) has it dropped; an endpoint outside the allowed hosts is never contacted.
import http from 'node:http';
import https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Db } from '../../db/client.ts';
import type { PushMessage, PushSwitches } from '../../domain/push.ts';
import { allowedEndpoint, publicOnlyLookup } from './endpoint-guard.ts';
import { dropSubscription, readSwitches, type StoredSubscription, subscriptionsOf } from './push-store.ts';
import type { VapidKeys } from './vapid-keys.ts';

export type PushSettings = { vapidSubject: string; endpointHosts: string[] };

// A message nobody could deliver within the hour says nothing true any more ('Your race is next').
const TIME_TO_LIVE_SECONDS = 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;

/** What became of one browser's message. */
export type Delivery = 'sent' | 'dropped' | 'refused' | 'failed';

export class PushSender {
  constructor(
    private readonly db: Db,
    private readonly keys: () => Promise<VapidKeys>,
    private readonly settings: PushSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Pushes `message` to the racer's browsers if the racer turned `kind` on; one outcome per browser. */
  async notify(userId: number, kind: keyof PushSwitches, message: PushMessage): Promise<Delivery[]> {
    const switches = await readSwitches(this.db, userId);
    if (!switches[kind]) return [];
    const subscriptions = await subscriptionsOf(this.db, userId);
    return Promise.all(subscriptions.map((subscription) => this.deliver(subscription, message)));
  }

  private async deliver(subscription: StoredSubscription, message: PushMessage): Promise<Delivery> {
    const url = allowedEndpoint(subscription.endpoint, this.settings.endpointHosts);
    if (!url) {
      this.log.warn({ subscription: subscription.id }, 'push endpoint refused: not a browser push service');
      return 'refused';
    }
    const keys = await this.keys();
    const request = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
      vapidDetails: { subject: this.settings.vapidSubject, ...keys },
      TTL: TIME_TO_LIVE_SECONDS,
    });
    // The operator's named hosts may be on their own network; any other host must resolve to a public address.
    const named = this.settings.endpointHosts.includes(url.hostname.toLowerCase());
    try {
      const status = await post(url, request.headers, request.body, named ? undefined : publicOnlyLookup);
      if (status === 404 || status === 410) {
        await dropSubscription(this.db, subscription.id);
        return 'dropped';
      }
      if (status >= 200 && status < 300) return 'sent';
      this.log.warn({ subscription: subscription.id, status }, 'push service refused a message');
      return 'failed';
    } catch (error) {
      const refused = (error as NodeJS.ErrnoException).code === 'EPUSHREFUSED';
      this.log.warn({ subscription: subscription.id, err: error }, 'push message not delivered');
      return refused ? 'refused' : 'failed';
    }
  }
}

function post(
  url: URL,
  headers: Record<string, string | number>,
  body: Buffer | null,
  lookup: typeof publicOnlyLookup | undefined,
): Promise<number> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      { method: 'POST', headers, timeout: REQUEST_TIMEOUT_MS, ...(lookup ? { lookup } : {}) },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('push service did not answer in time')));
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}
