// Which of the racer's cars ran a race, read from the race's class as LiveRC names it ('1/8 Nitro Buggy',
// 'Pro Electric Truck', '1/8 E-Buggy A-Main', 'Pro 2WD'): the Assign Tyres form offers that car first.
// Class names are free text, so a class is read as traits (scale, nitro or electric, buggy or truggy, 2WD or
// 4WD); a car whose class contradicts any trait the race names is out, and the car sharing the most traits is
// offered only when no other shares as many: a guess the racer would have to undo is worse than none.
import type { CarClass } from './cars.ts';

type Traits = {
  scale?: '1/8' | '1/10';
  power?: 'nitro' | 'electric';
  /** 'other': a short course, stadium or monster truck, a touring car: none of the classes a car has. */
  body?: 'buggy' | 'truggy' | 'other';
  drive?: '2wd' | '4wd';
};

// Off-road 1/10 buggies are raced electric; a 1/8 is four-wheel drive, but its classes never say so.
const CLASS_TRAITS: Record<CarClass, Traits> = {
  '1/8 nitro buggy': { scale: '1/8', power: 'nitro', body: 'buggy' },
  '1/8 nitro truggy': { scale: '1/8', power: 'nitro', body: 'truggy' },
  '1/8 electric buggy': { scale: '1/8', power: 'electric', body: 'buggy' },
  '1/8 electric truggy': { scale: '1/8', power: 'electric', body: 'truggy' },
  '1/10 2WD buggy': { scale: '1/10', power: 'electric', body: 'buggy', drive: '2wd' },
  '1/10 4WD buggy': { scale: '1/10', power: 'electric', body: 'buggy', drive: '4wd' },
};

const has = (text: string, pattern: RegExp) => pattern.test(text);

/**
 * The traits a class name states, with what LiveRC's names imply: '2WD' and '4WD' a 1/10 buggy unless the name
 * says otherwise, 'nitro' or 'electric' without them a 1/8.
 */
export function classTraits(className: string): Traits {
  const text = className.toLowerCase();
  const traits: Traits = {};
  if (has(text, /\b1\s*[/:]\s*8\b|\b8th\b|\beighth\b/)) traits.scale = '1/8';
  else if (has(text, /\b1\s*[/:]\s*10\b|\b10th\b|\btenth\b/)) traits.scale = '1/10';
  if (has(text, /\b2\s*wd\b/)) traits.drive = '2wd';
  else if (has(text, /\b4\s*wd\b/)) traits.drive = '4wd';
  if (has(text, /\bnitro\b|\bgp\b|\bglow\b/)) traits.power = 'nitro';
  // 'Electric', 'Elec', 'EP', 'E-Buggy', 'E Buggy', 'Etruggy'.
  else if (has(text, /\belectric\b|\belec\b|\bep\b|\be\b|\be-?(buggy|truggy|truck)\b/))
    traits.power = 'electric';
  if (traits.drive && !traits.scale) traits.scale = '1/10';
  // 1/10 classes say 2WD or 4WD: 'Pro Electric Buggy' and 'Nitro Truck' are 1/8 classes.
  if (traits.power && !traits.scale) traits.scale = '1/8';
  const buggy = has(text, /buggy/);
  // 1/8 racing calls a truggy a truck ('Pro Nitro Truck'); a 1/10 or 2WD truck is a stadium truck.
  const truggy = has(text, /truggy/) || (has(text, /truck\b/) && traits.scale !== '1/10');
  if (has(text, /short\s*course|\bsct?\b|stadium|monster|touring|crawler/)) traits.body = 'other';
  else if (buggy !== truggy) traits.body = buggy ? 'buggy' : 'truggy';
  else if (!buggy && has(text, /truck\b/)) traits.body = 'other';
  else if (!buggy && traits.drive) traits.body = 'buggy';
  return traits;
}

/** How many of the race's traits the class shares; null when it contradicts one. */
function score(race: Traits, carClass: CarClass): number | null {
  const car = CLASS_TRAITS[carClass];
  let shared = 0;
  for (const [trait, value] of Object.entries(race) as [keyof Traits, string][]) {
    if (car[trait] === value) shared += 1;
    else if (car[trait] !== undefined) return null;
  }
  return shared;
}

/**
 * The car of `cars` a race of this class was most likely run with: the one sharing the most of its traits,
 * when exactly one does and it shares at least one; else null (no class, or no clear match).
 */
export function carForClass<T extends { carClass: CarClass }>(
  cars: readonly T[],
  className: string | null | undefined,
): T | null {
  if (!className) return null;
  const race = classTraits(className);
  let best: T[] = [];
  let bestScore = 1;
  for (const car of cars) {
    const shared = score(race, car.carClass);
    if (shared === null || shared < bestScore) continue;
    if (shared > bestScore) best = [];
    bestScore = shared;
    best.push(car);
  }
  return best.length === 1 ? (best[0] ?? null) : null;
}
