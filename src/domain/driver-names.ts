// One rule for "the same driver" wherever a name is matched: the racer's driver names from Settings, the race
// log's entries and LiveRC's results, practice and timing rows. LiveRC and typing add stray spaces and
// change case, never letters. The server's SQL matches use the same rule (src/server/race-log/driver-name-sql.ts);
// live timing and heat sheets also write a name 'LAST, FIRST' (isMyTimingName). A racer has several names
// because tracks spell one person differently ('ARI BAKLA', 'A Bakla'): a row is theirs when it is the same
// driver as any name they confirmed. Close spellings (isCloseDriverName) are only offered, never matched.

/** What two spellings of one driver share: ' Jack  MORRISON' and 'jack morrison' give 'jack morrison'. */
export const driverNameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether two names are one driver's; an empty name is nobody's. */
export function isSameDriverName(a: string | null | undefined, b: string | null | undefined): boolean {
  const key = driverNameKey(a ?? '');
  return key !== '' && key === driverNameKey(b ?? '');
}

/** Whether a row's name is one of the racer's confirmed names. */
export const isMyName = (name: string | null | undefined, myNames: readonly string[]): boolean =>
  myNames.some((mine) => isSameDriverName(name, mine));

/** Timing names come as 'LAST, FIRST' or 'First Last', in any case: both match the racer's 'First Last'. */
export function isMyTimingName(timingName: string, myNames: readonly string[]): boolean {
  if (isMyName(timingName, myNames)) return true;
  const [last, first] = timingName.split(',').map((part) => driverNameKey(part));
  return Boolean(first && last && isMyName(`${first} ${last}`, myNames));
}

// Below this many letters one changed letter makes another person's name ('Al Lee', 'Al Lea').
const MIN_TYPO_KEY_LENGTH = 7;

/**
 * Whether two different spellings may be one driver, for the racer to confirm: the same surname with one first
 * name an initial or short form of the other ('A Bakla', 'A. Bakla', 'Kev Lewis' for 'Ari Bakla', 'Kevin
 * Lewis'), or one letter wrong, missing or two swapped ('Ari Balka'). Names the rule already matches are not close.
 */
export function isCloseDriverName(a: string, b: string): boolean {
  if (!driverNameKey(a) || !driverNameKey(b) || isSameDriverName(a, b)) return false;
  // An initial's full stop is no letter: 'A. Bakla' is close to 'A Bakla'.
  const [keyA, keyB] = [driverNameKey(a).replace(/\./g, ''), driverNameKey(b).replace(/\./g, '')];
  return (
    keyA === keyB ||
    sameSurnameShortFirst(keyA, keyB) ||
    (Math.min(keyA.length, keyB.length) >= MIN_TYPO_KEY_LENGTH && oneEditApart(keyA, keyB))
  );
}

function sameSurnameShortFirst(a: string, b: string): boolean {
  const [wordsA, wordsB] = [a.split(' '), b.split(' ')];
  if (wordsA.length < 2 || wordsB.length < 2 || wordsA.at(-1) !== wordsB.at(-1)) return false;
  const [firstA = '', firstB = ''] = [wordsA[0], wordsB[0]];
  return firstA.startsWith(firstB) || firstB.startsWith(firstA);
}

/** Optimal string alignment distance of at most 1: one letter changed, added, dropped, or two neighbours swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  const [restA, restB] = [a.slice(start), b.slice(start)];
  if (restA.length === restB.length) {
    return (
      restA.slice(1) === restB.slice(1) ||
      (restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2))
    );
  }
  return restA.length > restB.length ? restA.slice(1) === restB : restB.slice(1) === restA;
}

export type DriverNameCandidate = { name: string; match: 'exact' | 'close' };

/**
 * The names found in read pages the racer may want to confirm: other spellings of a confirmed name ('exact'),
 * then close ones, each spelling once, none the racer confirmed or rejected (rejected: driverNameKey values).
 */
export function driverNameCandidates(
  foundNames: readonly string[],
  myNames: readonly string[],
  rejectedKeys: readonly string[],
): DriverNameCandidate[] {
  const spelled = (name: string) => name.trim().replace(/\s+/g, ' ');
  const mine = new Set(myNames.map(spelled));
  const rejected = new Set(rejectedKeys);
  const found = [...new Set(foundNames.map(spelled))]
    .sort()
    .filter((name) => name && !mine.has(name) && !rejected.has(driverNameKey(name)));
  const exact = found.filter((name) => isMyName(name, myNames));
  const close = found.filter(
    (name) => !isMyName(name, myNames) && myNames.some((myName) => isCloseDriverName(name, myName)),
  );
  return [
    ...exact.map((name) => ({ name, match: 'exact' as const })),
    ...close.map((name) => ({ name, match: 'close' as const })),
  ];
}
