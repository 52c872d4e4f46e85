// Unit tests of which car the Assign Tyres form offers for a race, from class names as LiveRC writes them.
import { describe, expect, it } from 'vitest';
import { carForClass, classTraits } from './car-for-class.ts';
import type { CarClass } from './cars.ts';

const car = (name: string, carClass: CarClass) => ({ name, carClass });
const nitroBuggy = car('Agama', '1/8 nitro buggy');
const nitroTruggy = car('Truggy', '1/8 nitro truggy');
const eBuggy = car('E-buggy', '1/8 electric buggy');
const eTruggy = car('E-truggy', '1/8 electric truggy');
const twoWd = car('Club 2WD', '1/10 2WD buggy');
const fourWd = car('4WD', '1/10 4WD buggy');
const garage = [nitroBuggy, nitroTruggy, eBuggy, eTruggy, twoWd, fourWd];

const offered = (className: string | null, cars = garage) => carForClass(cars, className)?.name ?? null;

describe('classTraits', () => {
  it("reads a class's scale, power, body and drive", () => {
    expect(classTraits('1/8 Nitro Buggy A-Main')).toEqual({ scale: '1/8', power: 'nitro', body: 'buggy' });
    expect(classTraits('1/8 E-Buggy')).toEqual({ scale: '1/8', power: 'electric', body: 'buggy' });
    expect(classTraits('Open Etruggy')).toEqual({ scale: '1/8', power: 'electric', body: 'truggy' });
    // 2WD and 4WD are 1/10 buggies unless the class says otherwise.
    expect(classTraits('Pro 2WD')).toEqual({ scale: '1/10', drive: '2wd', body: 'buggy' });
    expect(classTraits('2WD Stadium Truck')).toEqual({ scale: '1/10', drive: '2wd', body: 'other' });
    expect(classTraits('Junior')).toEqual({});
  });
});

describe('carForClass', () => {
  it('offers the car of the class LiveRC names, however it spells it', () => {
    expect(offered('1/8 Nitro Buggy')).toBe('Agama');
    expect(offered('Pro Nitro Buggy')).toBe('Agama');
    expect(offered('1/8 Electric Buggy A3-Main Results [M1 Race #13]')).toBe('E-buggy');
    expect(offered('1/8 E-Buggy')).toBe('E-buggy');
    expect(offered('40+ Electric Buggy')).toBe('E-buggy');
    expect(offered('Electric Truggy')).toBe('E-truggy');
    expect(offered('Spt. Electric Truck')).toBe('E-truggy');
    expect(offered('Nitro Truggy')).toBe('Truggy');
    expect(offered('Pro Nitro Truck')).toBe('Truggy');
    expect(offered('2WD Buggy Modified')).toBe('Club 2WD');
    expect(offered('Pro 2WD')).toBe('Club 2WD');
    expect(offered('4wd Buggy')).toBe('4WD');
    expect(offered('1/10 4WD Buggy 13.5 (Heat 2/3)')).toBe('4WD');
  });

  it("offers a racer's only car of the race's kind when the class names it loosely", () => {
    expect(offered('1/8 Buggy', [nitroBuggy, twoWd])).toBe('Agama');
    expect(offered('1/10 Open', [nitroBuggy, twoWd])).toBe('Club 2WD');
    expect(offered('Pro Buggy', [nitroBuggy, eTruggy])).toBe('Agama');
  });

  it('offers none when two cars match as well, or none matches', () => {
    expect(offered('1/8 Buggy')).toBeNull();
    expect(offered('1/10 Open')).toBeNull();
    expect(offered('1/8 Nitro Buggy', [nitroBuggy, car('Spare Agama', '1/8 nitro buggy')])).toBeNull();
    // A car that contradicts the class is never offered: no 2WD for a 4WD race, no buggy for a truggy race.
    expect(offered('4wd Buggy', [nitroBuggy, twoWd])).toBeNull();
    expect(offered('Nitro Truggy', [nitroBuggy, eBuggy])).toBeNull();
    expect(offered('1/8 Nitro Buggy', [eBuggy, twoWd])).toBeNull();
    expect(offered('Electric Buggy', [nitroBuggy, twoWd])).toBeNull();
    expect(offered('2WD Short Course', [twoWd])).toBeNull();
    expect(offered('Stadium Truck', [twoWd])).toBeNull();
    expect(offered('Junior')).toBeNull();
    expect(offered(null)).toBeNull();
    expect(offered('1/8 Nitro Buggy', [])).toBeNull();
  });
});
