// Reads LiveRC's free-text race labels: `Race 14: 1/8 Nitro Buggy (1/8 Nitro Buggy A-Main)` and the like.

const RACE_SUFFIX = /^(.+?)\s+(?:[A-Z]{1,2}\d?-Main|\(Heat \d+\/\d+\)|Heat \d+(?:\/\d+)?)$/;

/** `1/8 Nitro Buggy A-Main` → `1/8 Nitro Buggy`; names without a known suffix give null. */
export function classOf(raceName: string): string | null {
  return RACE_SUFFIX.exec(raceName)?.[1] ?? null;
}

/**
 * `Race 14: 1/8 Nitro Buggy (1/8 Nitro Buggy A-Main)` → 14, class, name. The name may itself hold parentheses
 * (`(1/8 Nitro Buggy  (Heat 3/3))`), so the outer pair is found by balancing from the end. Labels without the
 * parenthesised part (`Race 13: EP-T STOCK A3-Main`) are the race name; the class then comes from its suffix.
 */
export function splitRaceLabel(label: string): {
  raceNumber: number | null;
  className: string | null;
  name: string;
} {
  const numbered = /^Race\s+(\d+)\s*:\s*(.*)$/i.exec(label);
  const raceNumber = numbered?.[1] ? Number(numbered[1]) : null;
  const rest = (numbered?.[2] ?? label).trim();
  if (rest.endsWith(')')) {
    let depth = 0;
    for (let index = rest.length - 1; index >= 0; index -= 1) {
      if (rest[index] === ')') depth += 1;
      else if (rest[index] === '(') depth -= 1;
      if (depth === 0) {
        const before = rest.slice(0, index).trim();
        const inside = rest.slice(index + 1, -1).trim();
        if (before && inside) return { raceNumber, className: before, name: inside };
        break;
      }
    }
  }
  return { raceNumber, className: classOf(rest), name: rest };
}
