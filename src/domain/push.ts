// Web Push on the wire: the server's public key, a browser's subscription and the racer's switches per kind.
import { z } from 'zod';
import type { RaceResultRow } from './liverc.ts';
import { startText } from './race-start-estimate.ts';
import { type NextRace, nextRaceText } from './timing.ts';

/** How many browsers (phones, tablets) one racer may have subscribed at once. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

/** GET /api/push/public-key: the VAPID key a browser subscribes with (base64url). */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

// base64url as browsers write keys; lengths bound what a row may hold.
const base64Url = (name: string, max: number) =>
  z
    .string(`${name} is required`)
    .min(1, `${name} is required`)
    .max(max, `${name} is too long`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${name} must be base64url`);

const endpointSchema = z
  .string('Endpoint is required')
  .max(2048, 'Endpoint is too long')
  .refine((value) => URL.canParse(value), 'Endpoint must be a URL');

/** POST /api/push/subscriptions: the browser's PushSubscription, as its toJSON() writes it. */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64Url('p256dh', 200), auth: base64Url('auth', 100) }, 'Keys are required'),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: which of the racer's browsers stops receiving. */
export const pushUnsubscribeSchema = z.strictObject({ endpoint: endpointSchema });

/** The kinds of notification, each a switch the racer turns on in Settings. */
export const pushSwitchesSchema = z.object({
  /** 'Your race is next': when the race before the racer's starts. */
  raceNext: z.boolean(),
  /** 'Your result is posted': when a race naming the racer is posted. */
  resultPosted: z.boolean(),
});
export type PushSwitches = z.infer<typeof pushSwitchesSchema>;

/** PUT /api/push/switches: each switch present is set. */
export const pushSwitchesUpdateSchema = pushSwitchesSchema.partial().strict();

/** What a pushed message carries: the service worker shows title and body, and a tap opens url. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the app, e.g. '/live?race=...'. */
  url: z.string(),
  /** One notification per tag on the phone: the open page's and the push's own say it once. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** 'Your race is next': the same words whether the open page or the server's push says it. */
export function raceNextMessage(race: NextRace): PushMessage {
  const before = race.raceBefore ? `${race.raceBefore} is on now. ` : '';
  const start = race.startEstimate ? `, ${startText(race.startEstimate)}` : '';
  return {
    title: 'Your race is next',
    body: `${before}${nextRaceText(race)}${start}`,
    url: '/',
    tag: `race-next ${race.round ?? ''} ${race.raceNumber ?? ''} ${race.raceName}`,
  };
}

/**
 * 'Your result is posted: P3 · fast lap 38.061', the race named below with how the racer fared against their
 * rivals in it ('1/8 Nitro Buggy A-Main · ahead of Kevin Lewis', rivals.ts rivalsInRace); a tap opens the race.
 */
export function resultPostedMessage(
  race: { url: string; name: string },
  row: Pick<RaceResultRow, 'position' | 'fastestLap'>,
  againstRivals: readonly string[] = [],
): PushMessage {
  const fastLap = row.fastestLap ? ` · fast lap ${row.fastestLap}` : '';
  return {
    title: `Your result is posted: P${row.position}${fastLap}`,
    body: [race.name, ...againstRivals].join(' · '),
    url: `/race-results?${new URLSearchParams({ url: race.url, name: race.name })}`,
    tag: `result ${race.url}`,
  };
}
