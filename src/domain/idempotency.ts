// The Idempotency-Key every racer's write may carry (src/server/idempotency): the offline queue
// (src/web/offline/queued-write.ts) sends each write with its own, and tells its answers apart by these texts.
export const BAD_KEY = 'Idempotency-Key must be 1-100 letters, digits, - or _';
export const KEY_REUSED = 'This Idempotency-Key was used for another request';
/** 409: the first send of this write is still being stored; asking again in a moment gets its answer. */
export const STILL_RUNNING = 'This request is still being processed';

/**
 * The racer a queued write was made by (their username, URI-encoded: a header carries Latin-1 only). A phone's
 * cookie may have become another racer's since (a sign-in in another tab): the server refuses the write (409)
 * rather than store it in the wrong racer's account.
 */
export const RACER_HEADER = 'x-pitboard-racer';
export const MADE_BY_ANOTHER_RACER =
  'Made by another racer signed in on this phone before you: not saved to your account';
