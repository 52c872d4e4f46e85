// Every table Pitboard stores. The source of truth for drizzle-kit's generated migrations.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
// The racer a row belongs to: closing the account deletes it.
const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

// ---------------------------------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 50 }).notNull().unique(),
    email: varchar('email', { length: 255 }).unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    // The LiveRC track the racer follows (its root address).
    followedTrackUrl: text('followed_track_url'),
    // The racer's names as LiveRC spells them, confirmed by the racer (the first one prefills forms), and the
    // keys (driverNameKey) of the spellings they said are not theirs, never offered again.
    driverNames: text('driver_names').array().notNull().default(sql`'{}'::text[]`),
    rejectedDriverNames: text('rejected_driver_names').array().notNull().default(sql`'{}'::text[]`),
    // Which notifications the racer wants pushed to their subscribed browsers (push_subscriptions).
    notifyRaceNext: boolean('notify_race_next').notNull().default(false),
    notifyResultPosted: boolean('notify_result_posted').notNull().default(false),
    // The racer's money and units (src/domain/units.ts): ISO 4217 currency, 'C' or 'F', 'dmy' or 'phone'.
    currency: varchar('currency', { length: 3 }).notNull().default('GBP'),
    temperatureUnit: varchar('temperature_unit', { length: 1 }).notNull().default('C'),
    dateOrder: varchar('date_order', { length: 5 }).notNull().default('dmy'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // 'Alice' and 'alice' are the same racer: uniqueness ignores case.
  (table) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // The SHA-256 of the cookie's token: a leaked table does not leak usable sessions.
    sid: varchar('sid', { length: 64 }).primaryKey(),
    sess: json('sess').$type<{ userId: number }>().notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
    userId: userId(),
  },
  (table) => [index('sessions_expire_idx').on(table.expire), index('sessions_user_idx').on(table.userId)],
);

// The sign-in and sign-up limits' attempts (src/server/auth/auth-limits.ts says how they are counted).
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: serial('id').primaryKey(),
    usernameKey: varchar('username_key', { length: 200 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sign_in_attempts_address_idx').on(table.ip, table.attemptedAt),
    index('sign_in_attempts_time_idx').on(table.attemptedAt),
  ],
);

export const signUpAttempts = pgTable(
  'sign_up_attempts',
  {
    id: serial('id').primaryKey(),
    ip: varchar('ip', { length: 64 }).notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sign_up_attempts_address_idx').on(table.ip, table.attemptedAt)],
);

// ---------------------------------------------------------------------------------- live timing

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  track: text('track').notNull(),
  class: text('class').notNull().default('1/8 Nitro Buggy'),
  round: text('round'),
  timeRemaining: text('time_remaining'),
  startTime: timestamp('start_time', { withTimezone: true }),
  status: text('status').notNull().default('active'),
  // Where the row comes from on LiveRC: the event page, its track, and the race whose rows `drivers` holds.
  sourceUrl: text('source_url').unique(),
  trackUrl: text('track_url'),
  raceUrl: text('race_url'),
  raceName: text('race_name'),
  updatedAt: updatedAt(),
  createdAt: createdAt(),
});

export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position'),
    bestLap: text('best_lap'),
    lastLap: text('last_lap'),
    gap: text('gap'),
  },
  (table) => [index('drivers_event_idx').on(table.eventId)],
);

export const lapTimes = pgTable(
  'lap_times',
  {
    id: serial('id').primaryKey(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    lapNumber: integer('lap_number').notNull(),
    lapTime: text('lap_time').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lap_times_driver_idx').on(table.driverId, table.lapNumber)],
);

// A followed track's live stream as every instance serves it: the owner of the track writes its
// state and numbered changes here and announces the version; the others read them to push to their watchers,
// and a watcher's Last-Event-ID resumes on any instance, or after a restart.
export const liveStreams = pgTable('live_streams', {
  trackUrl: text('track_url').primaryKey(),
  /** Ids are `{epoch}-{seq}`: a new epoch says ids of an earlier stream must not be resumed from. */
  epoch: text('epoch').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  state: jsonb('state').notNull(),
  updatedAt: updatedAt(),
});

export const liveMessages = pgTable(
  'live_messages',
  {
    trackUrl: text('track_url').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    message: jsonb('message').notNull(),
  },
  (table) => [primaryKey({ columns: [table.trackUrl, table.seq] })],
);

// Parsed LiveRC pages shared by every instance, so N instances ask LiveRC no more often than one.
// UNLOGGED in the migration: a copy of LiveRC's pages is not worth a write-ahead log, and a crash only empties it.
export const liveRcPages = pgTable('liverc_pages', {
  /** The page kind and its address, as the in-memory cache keys it (src/server/liverc/page-cache.ts). */
  key: text('key').primaryKey(),
  data: jsonb('data').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  /** Null: the page never changes again (a finished race). */
  freshUntil: timestamp('fresh_until', { withTimezone: true }),
});

export const dataSources = pgTable('data_sources', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  status: text('status').notNull().default('connected'),
  lastSync: timestamp('last_sync', { withTimezone: true }),
});

// ------------------------------------------------------------------------------- scraped LiveRC

export const scrapedTracks = pgTable('scraped_tracks', {
  id: serial('id').primaryKey(),
  trackUrl: text('track_url').notNull().unique(),
  name: text('name').notNull(),
  location: text('location'),
  status: text('status'),
  eventUrl: text('event_url'),
  startTime: text('start_time'),
  eventType: text('event_type'),
  source: text('source').notNull().default('liverc'),
  scrapedAt: timestamp('scraped_at', { withTimezone: true }).notNull().defaultNow(),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  // When the track's dashboard was last read for its location, found or not (the background filler).
  locationCheckedAt: timestamp('location_checked_at', { withTimezone: true }),
});

export const scrapedTrackEvents = pgTable(
  'scraped_track_events',
  {
    id: serial('id').primaryKey(),
    trackUrl: text('track_url').notNull(),
    eventUrl: text('event_url').notNull(),
    name: text('name').notNull(),
    eventDate: date('event_date'),
    entries: integer('entries'),
    drivers: integer('drivers'),
    status: text('status'),
    scrapedAt: timestamp('scraped_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('scraped_track_events_track_event_idx').on(table.trackUrl, table.eventUrl)],
);

export const scrapedRaceResults = pgTable('scraped_race_results', {
  id: serial('id').primaryKey(),
  raceUrl: text('race_url').notNull().unique(),
  eventUrl: text('event_url'),
  title: text('title').notNull(),
  className: text('class_name'),
  round: text('round'),
  raceLength: text('race_length'),
  raceDate: text('race_date'),
  isComplete: boolean('is_complete').notNull().default(false),
  scrapedAt: timestamp('scraped_at', { withTimezone: true }).notNull().defaultNow(),
});

export const scrapedRaceParticipants = pgTable(
  'scraped_race_participants',
  {
    id: serial('id').primaryKey(),
    raceResultId: integer('race_result_id')
      .notNull()
      .references(() => scrapedRaceResults.id, { onDelete: 'cascade' }),
    position: integer('position'),
    driver: text('driver').notNull(),
    carNumber: text('car_number'),
    laps: integer('laps'),
    totalTime: text('total_time'),
    behind: text('behind'),
    fastestLap: text('fastest_lap'),
    averageLap: text('average_lap'),
    consistency: text('consistency'),
    // The driver's qualifying place as a main's result gives it: the A-Main's qualifier 1 is the TQ (My season).
    qualifying: integer('qualifying'),
    // Every lap as LiveRC gave it: [{ lap, time, position }].
    lapTimes: jsonb('lap_times').$type<{ lap: number; time: string; position: number | null }[]>(),
  },
  (table) => [index('scraped_race_participants_race_idx').on(table.raceResultId)],
);

// ------------------------------------------------------------------------------ a racer's own

// One row is a lot of identical sets of one tyre type bought together (src/domain/tyres.ts, the model).
export const tireInventory = pgTable(
  'tire_inventory',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    brand: varchar('brand', { length: 100 }).notNull(),
    treadPattern: varchar('tread_pattern', { length: 100 }).notNull(),
    compound: varchar('compound', { length: 100 }).notNull(),
    compoundDescription: text('compound_description'),
    size: varchar('size', { length: 4 }).notNull().default('1/8'),
    quantity: integer('quantity').notNull().default(1),
    setNumber: integer('set_number').notNull(),
    purchaseDate: date('purchase_date'),
    // The price in its currency, to that currency's minor unit (up to 4 decimals, ISO 4217's most; decision 017);
    // rows from before currencies are pounds.
    purchasePrice: numeric('purchase_price', { precision: 12, scale: 4 }),
    currency: varchar('currency', { length: 3 }).notNull().default('GBP'),
    condition: varchar('condition', { length: 10 }).notNull().default('new'),
    trackType: varchar('track_type', { length: 10 }),
    // °C to a tenth, so a whole °F typed reads back as typed.
    tempRangeMin: numeric('temp_range_min', { precision: 4, scale: 1 }),
    tempRangeMax: numeric('temp_range_max', { precision: 4, scale: 1 }),
    treadDescription: text('tread_description'),
    notes: text('notes'),
    lapsEntered: integer('laps_entered').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('tire_inventory_user_idx').on(table.userId, table.createdAt),
    // The sidewall label names one lot of a tyre type: 'Set #3' of Blockade M3 is one row, whatever the case.
    uniqueIndex('tire_inventory_set_number_idx').on(
      table.userId,
      sql`lower(${table.brand})`,
      sql`lower(${table.treadPattern})`,
      sql`lower(${table.compound})`,
      table.setNumber,
    ),
  ],
);

// Practice on a tyre set (the Race Timer's 'Save laps to a tyre set'): its laps count in the set's laps.
export const tireSessions = pgTable(
  'tire_sessions',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    tireId: integer('tire_id')
      .notNull()
      .references(() => tireInventory.id, { onDelete: 'cascade' }),
    brand: varchar('brand', { length: 100 }).notNull(),
    compound: varchar('compound', { length: 100 }).notNull(),
    sessionDate: date('session_date').notNull(),
    laps: integer('laps').notNull(),
    bestLap: numeric('best_lap', { precision: 9, scale: 3 }),
    averageLap: numeric('average_lap', { precision: 9, scale: 3 }),
    notes: text('notes'),
    // The LiveRC practice session the laps came from, when they came from one.
    sourceUrl: text('source_url'),
    createdAt: createdAt(),
  },
  (table) => [
    index('tire_sessions_tire_idx').on(table.tireId),
    index('tire_sessions_user_idx').on(table.userId),
    // A LiveRC session's laps go on one set, once: counted twice they would wear the set out on paper.
    uniqueIndex('tire_sessions_source_idx')
      .on(table.userId, table.sourceUrl)
      .where(sql`${table.sourceUrl} is not null`),
  ],
);

// The race log (src/domain/race-log.ts): a race result with the tyre sets it was run on.
export const raceResultsWithTires = pgTable(
  'race_results_with_tires',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    raceTitle: text('race_title').notNull(),
    raceUrl: text('race_url'),
    eventUrl: text('event_url'),
    trackName: text('track_name').notNull(),
    driverName: text('driver_name').notNull(),
    position: integer('position').notNull(),
    vehicle: text('vehicle'),
    qualifying: varchar('qualifying', { length: 50 }),
    lapsTime: varchar('laps_time', { length: 50 }),
    behind: varchar('behind', { length: 50 }),
    fastestLap: varchar('fastest_lap', { length: 50 }),
    avgLap: varchar('avg_lap', { length: 50 }),
    avgTop5: varchar('avg_top5', { length: 50 }),
    avgTop10: varchar('avg_top10', { length: 50 }),
    avgTop15: varchar('avg_top15', { length: 50 }),
    top3Consecutive: varchar('top3_consecutive', { length: 50 }),
    stdDeviation: varchar('std_deviation', { length: 50 }),
    consistency: varchar('consistency', { length: 50 }),
    // A set deleted from the inventory leaves the entry, with the brand and model it was saved with.
    frontTireId: integer('front_tire_id').references(() => tireInventory.id, { onDelete: 'set null' }),
    rearTireId: integer('rear_tire_id').references(() => tireInventory.id, { onDelete: 'set null' }),
    // The setup sheet the car ran; a deleted sheet leaves the entry without one.
    setupSheetId: integer('setup_sheet_id').references(() => setupSheets.id, {
      onDelete: 'set null',
    }),
    // The car raced; a deleted car leaves the entry without one.
    carId: integer('car_id').references(() => cars.id, { onDelete: 'set null' }),
    frontTireBrand: text('front_tire_brand'),
    // The tread pattern alone ('Blockade'), as the spec has it; the compound ('M3') has its own column.
    frontTireModel: text('front_tire_model'),
    frontTireCompound: text('front_tire_compound'),
    rearTireBrand: text('rear_tire_brand'),
    rearTireModel: text('rear_tire_model'),
    rearTireCompound: text('rear_tire_compound'),
    lapsCompleted: integer('laps_completed'),
    userRating: integer('user_rating'),
    raceDate: timestamp('race_date', { withTimezone: true }).notNull().defaultNow(),
    trackConditions: varchar('track_conditions', { length: 20 }),
    weather: text('weather'),
    temperature: numeric('temperature', { precision: 5, scale: 1 }),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('race_results_with_tires_user_idx').on(table.userId, table.raceDate),
    index('race_results_with_tires_front_idx').on(table.frontTireId),
    index('race_results_with_tires_rear_idx').on(table.rearTireId),
    index('race_results_with_tires_setup_sheet_idx').on(table.setupSheetId),
    index('race_results_with_tires_car_idx').on(table.carId),
    // One entry per race, driver and position: saving the same row again updates it.
    uniqueIndex('race_results_with_tires_row_idx')
      .on(table.userId, table.raceUrl, sql`lower(${table.driverName})`, table.position)
      .where(sql`${table.raceUrl} is not null`),
  ],
);

// A racer's cars (src/domain/cars.ts): the class it races in and the setup sheet (template) its sheets use.
export const cars = pgTable(
  'cars',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    name: text('name').notNull(),
    make: text('make'),
    model: text('model'),
    carClass: text('car_class').notNull(),
    template: text('template').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('cars_user_idx').on(table.userId)],
);

// A racer's setup sheet for one of their cars: the fields every sheet has as columns, the car's own
// (src/domain/setup-templates.ts) in `settings` by field name, text as the racer typed it (an option's text
// or their own 'Others' value) and switches as true/false.
export const setupSheets = pgTable(
  'setup_sheets',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    // A car with sheets is not deleted (the server says so first; the key is the backstop).
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    // The racer's own name for the sheet ('Club dry'); sheets saved before names were asked for have none.
    name: text('name'),
    date: date('date').notNull(),
    driver: text('driver'),
    track: text('track').notNull(),
    eventId: text('event_id'),
    trackConditions: text('track_conditions'),
    frontTire: text('front_tire'),
    rearTire: text('rear_tire'),
    notes: text('notes'),
    settings: jsonb('settings').$type<Record<string, string | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The list reads a racer's sheets newest first by date.
  (table) => [
    index('setup_sheets_user_date_idx').on(table.userId, table.date),
    index('setup_sheets_car_idx').on(table.carId),
  ],
);

// A link a racer gave out to one setup sheet or one tyre set (src/server/share-links/): the link holds a random
// token, this table only its SHA-256, like sessions. Deleting the row (revoking) or the shared row ends it.
export const shareLinks = pgTable(
  'share_links',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    setupSheetId: integer('setup_sheet_id').references(() => setupSheets.id, { onDelete: 'cascade' }),
    tireId: integer('tire_id').references(() => tireInventory.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('share_links_user_idx').on(table.userId)],
);

// LiveRC events a racer added (a pasted link, or 'Find my results here'): the background reader reads their
// races into My races. What it last read of the event page is written on every racer's row of that event.
export const addedEvents = pgTable(
  'added_events',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    /** The event page's address as Pitboard builds it (src/liverc/urls.ts eventUrl). */
    eventUrl: text('event_url').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    title: text('title'),
    trackName: text('track_name'),
    eventDate: date('event_date'),
    /** The races the event page posts; null until the page was read. */
    raceUrls: text('race_urls').array(),
    /** When the event page was last read (by any instance). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('added_events_user_event_idx').on(table.userId, table.eventUrl),
    index('added_events_event_idx').on(table.eventUrl),
  ],
);

// The drivers a racer measures themselves against (src/domain/rivals.ts): a name as LiveRC spells it, one row
// per driver (name_key is driverNameKey of the name, the one matching rule).
export const rivals = pgTable(
  'rivals',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('rivals_user_name_idx').on(table.userId, table.nameKey)],
);

// A racer's season (src/domain/series.ts): events of one class scored by their own points table. The events are
// a bounded list (SERIES_EVENTS_MAX) read and written whole with the series, so they sit in the row.
export const series = pgTable(
  'series',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    name: text('name').notNull(),
    className: text('class_name').notNull(),
    events: jsonb('events').$type<{ eventUrl: string; title: string; date: string | null }[]>().notNull(),
    /** Points by finishing place, first place first. */
    points: integer('points').array().notNull(),
    /** Rounds counted (best N); null counts every round. */
    bestOf: integer('best_of'),
    tqBonus: integer('tq_bonus').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('series_user_idx').on(table.userId, table.createdAt)],
);

// ---------------------------------------------------------------------------------------- web push

// The server's VAPID key pair, made once (one row, id 1) so every instance signs with the same key.
export const pushKeys = pgTable('push_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

// A racer's subscribed browsers: where the push service takes a message, and the keys to encrypt it with.
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('push_subscriptions_user_endpoint_idx').on(table.userId, table.endpoint)],
);

// Each notification a racer was sent, by what it was about (a race's address; the event and race of 'your race
// is next'): whichever instance owns the track, and however often it reads the pages, a racer hears it once.
export const pushNotices = pgTable(
  'push_notices',
  {
    userId: userId(),
    kind: text('kind').$type<'raceNext' | 'resultPosted'>().notNull(),
    subject: text('subject').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.subject] }),
    index('push_notices_sent_at_idx').on(table.sentAt),
  ],
);

// ---------------------------------------------------------------------------------------- idempotency

// A write's answer kept under the Idempotency-Key the racer's device sent with it (src/server/idempotency/):
// the same write sent again gets this answer instead of running twice. `status` is null while the first one runs.
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: userId(),
    key: varchar('key', { length: 100 }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    path: text('path').notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    status: integer('status'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotent_requests_created_at_idx').on(table.createdAt),
  ],
);
