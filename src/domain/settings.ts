// The racer's settings: their names as LiveRC spells them, the track they follow, their money and units.
import { z } from 'zod';
import { invalidCharacterMessage, isStorableText, requiredText } from './text.ts';
import { currencySchema, DATE_ORDERS, TEMPERATURE_UNITS } from './units.ts';

const DRIVER_NAME_MAX = 100;
/** Tracks spell one person a few ways; more than this is not one racer. */
export const DRIVER_NAMES_MAX = 10;

/** One of the racer's names, as typed or confirmed. */
export const driverNameSchema = requiredText('Driver name', DRIVER_NAME_MAX);

/**
 * PUT /api/settings: each field present is changed; null or '' clears it. `driverNames` replaces the racer's
 * names (the first one prefills forms); `driverName` is the older one-name form: the names become just it.
 */
export const settingsUpdateSchema = z
  .strictObject({
    driverName: z
      .string()
      .refine(isStorableText, invalidCharacterMessage('Driver name'))
      .trim()
      .max(DRIVER_NAME_MAX, `Driver name must be at most ${DRIVER_NAME_MAX} characters`)
      .nullable()
      .optional(),
    driverNames: z
      .array(driverNameSchema)
      .max(DRIVER_NAMES_MAX, `At most ${DRIVER_NAMES_MAX} driver names`)
      .transform((names) => [...new Set(names)])
      .optional(),
    followedTrackUrl: z
      .string()
      .refine(isStorableText, 'URL must be a LiveRC address')
      .trim()
      .max(2048, 'URL must be a LiveRC address')
      .nullable()
      .optional(),
    /** ISO 4217, e.g. 'GBP' (the default), 'USD': what new prices are typed in and totals count. */
    currency: currencySchema.optional(),
    temperatureUnit: z.enum(TEMPERATURE_UNITS, "Temperature unit must be 'C' or 'F'").optional(),
    /** 'dmy' is dd/mm/yyyy (the default); 'phone' is the phone's own order. */
    dateOrder: z.enum(DATE_ORDERS, "Date order must be 'dmy' or 'phone'").optional(),
  })
  .refine((update) => update.driverName === undefined || update.driverNames === undefined, {
    message: 'Send driverName or driverNames, not both',
    path: ['driverNames'],
  });
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

/** GET /api/settings and the answer to PUT. */
export const userSettingsSchema = z.object({
  /** The first of `driverNames`, or null: what forms prefill. */
  driverName: z.string().nullable(),
  driverNames: z.array(z.string()),
  /** The followed track's root address, e.g. 'https://redgum.liverc.com/'. */
  followedTrackUrl: z.string().nullable(),
  followedTrackName: z.string().nullable(),
  currency: z.string(),
  temperatureUnit: z.enum(TEMPERATURE_UNITS),
  dateOrder: z.enum(DATE_ORDERS),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** GET /api/settings/driver-name-candidates and the answer to a rejection: spellings to confirm or reject. */
export const driverNameCandidatesSchema = z.object({
  candidates: z.array(z.object({ name: z.string(), match: z.enum(['exact', 'close']) })),
});
export type DriverNameCandidates = z.infer<typeof driverNameCandidatesSchema>;

/** POST /api/settings/rejected-driver-names: a found spelling that is not the racer, never offered again. */
export const driverNameRejectionSchema = z.strictObject({ name: driverNameSchema });
