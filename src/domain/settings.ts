// The racer's settings: their name as LiveRC timing shows it and the track they follow.
import { z } from 'zod';
import { invalidCharacterMessage, isStorableText } from './text.ts';

const DRIVER_NAME_MAX = 100;

/** PUT /api/settings: each field present is changed; null or '' clears it. */
export const settingsUpdateSchema = z.strictObject({
  driverName: z
    .string()
    .refine(isStorableText, invalidCharacterMessage('Driver name'))
    .trim()
    .max(DRIVER_NAME_MAX, `Driver name must be at most ${DRIVER_NAME_MAX} characters`)
    .nullable()
    .optional(),
  followedTrackUrl: z
    .string()
    .refine(isStorableText, 'URL must be a LiveRC address')
    .trim()
    .max(2048, 'URL must be a LiveRC address')
    .nullable()
    .optional(),
});
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

/** GET /api/settings and the answer to PUT. */
export const userSettingsSchema = z.object({
  driverName: z.string().nullable(),
  /** The followed track's root address, e.g. 'https://redgum.liverc.com/'. */
  followedTrackUrl: z.string().nullable(),
  followedTrackName: z.string().nullable(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;
