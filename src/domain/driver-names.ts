// One rule for "the same driver" wherever a name is matched: the racer's driver name from Settings, the race
// log's entries and LiveRC's results, practice and timing rows. LiveRC and typing add stray spaces and
// change case, never letters. The server's SQL matches use the same rule (src/server/race-log/driver-name-sql.ts);
// live timing and heat sheets also write a name 'LAST, FIRST' (isMyTimingName).

/** What two spellings of one driver share: ' Jack  MORRISON' and 'jack morrison' give 'jack morrison'. */
export const driverNameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether two names are one driver's; an empty name is nobody's. */
export function isSameDriverName(a: string | null | undefined, b: string | null | undefined): boolean {
  const key = driverNameKey(a ?? '');
  return key !== '' && key === driverNameKey(b ?? '');
}

/** Timing names come as 'LAST, FIRST' or 'First Last', in any case: both match the racer's 'First Last'. */
export function isMyTimingName(timingName: string, myName: string | null | undefined): boolean {
  const mine = driverNameKey(myName ?? '');
  if (!mine) return false;
  const theirs = driverNameKey(timingName);
  if (theirs === mine) return true;
  const [last, first] = timingName.split(',').map((part) => driverNameKey(part));
  return Boolean(first && last && `${first} ${last}` === mine);
}
