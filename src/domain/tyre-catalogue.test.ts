// Unit tests of the built-in tyre catalogue: the spec's codes, real names, no guessed facts.
import { describe, expect, it } from 'vitest';
import {
  catalogueBrands,
  compoundsOf,
  findCompound,
  findPattern,
  patternsOf,
  TYRE_CATALOGUE,
} from './tyre-catalogue.ts';
import { tyreNameKey } from './tyre-names.ts';
import { TRACK_TYPES, TYRE_SIZES } from './tyres.ts';

const SPEC_COMPOUNDS = {
  'Pro-Line': ['M2', 'M3', 'M4', 'S2', 'S3', 'S4', 'S5', 'MC'],
  JConcepts: ['-07', '-02', '-01', '-03', '-04', 'R2', 'O2', 'Y2', '-06', '-05'],
  '6MIK': ['White', 'Green', 'Blue', 'Purple', 'Fire', 'Silver', '0/18°', '15/25°', '19/33°'],
  'Hot Race': ['SS', 'Soft', 'Medium', 'Hard', 'Clay', 'UKSS', 'Clay Hard', 'White', 'Rain'],
  Jetko: ['Soft', 'Super-Soft', 'Ultra-Soft', 'Composite'],
  Matrix: ['Ultra-Soft', 'Super-Soft', 'Soft', 'Medium', 'Hard', 'Clay-Soft'],
} satisfies Record<string, string[]>;

const allCompounds = TYRE_CATALOGUE.flatMap((brand) =>
  brand.compounds.map((compound) => ({ brand: brand.name, ...compound })),
);
const allPatterns = TYRE_CATALOGUE.flatMap((brand) =>
  brand.patterns.map((pattern) => ({ brand: brand.name, ...pattern })),
);

describe('catalogueBrands', () => {
  it('lists the six brands in the spec order', () => {
    expect(catalogueBrands()).toEqual(['Pro-Line', 'JConcepts', '6MIK', 'Hot Race', 'Jetko', 'Matrix']);
  });
});

describe('compounds', () => {
  it.each(Object.entries(SPEC_COMPOUNDS))(
    '%s offers every compound code the spec lists, first',
    (brand, codes) => {
      expect(
        compoundsOf(brand)
          .slice(0, codes.length)
          .map((compound) => compound.code),
      ).toEqual(codes);
    },
  );

  it('adds the real compounds the sources found beyond the spec', () => {
    expect(compoundsOf('Pro-Line').map((c) => c.code)).toEqual(expect.arrayContaining(['CR3', 'CR4']));
    expect(compoundsOf('JConcepts').map((c) => c.code)).toEqual(
      expect.arrayContaining(['Blue', 'Green', 'Black', 'A2 (Aqua)', 'Gold', 'G1', 'G2', 'G3', 'Pink']),
    );
    expect(compoundsOf('Jetko').map((c) => c.code)).toEqual(
      expect.arrayContaining(['Medium Soft', 'Composite (clay) Soft', 'Wet & Cold']),
    );
    expect(compoundsOf('Matrix').map((c) => c.code)).toEqual(
      expect.arrayContaining(['Clay Ultra Soft', 'Clay Super Soft', 'Clay Medium']),
    );
  });

  it('gives the temperatures the sources gave, in °C', () => {
    const temps = (brand: string, code: string) => {
      const compound = findCompound(brand, code);
      return [compound?.tempMin, compound?.tempMax];
    };
    expect(temps('Pro-Line', 'M3')).toEqual([21, 32]);
    expect(temps('Pro-Line', 'M4')).toEqual([null, 21]);
    expect(temps('Pro-Line', 'S3')).toEqual([27, null]);
    expect(temps('Hot Race', 'Soft')).toEqual([10, 18]);
    expect(temps('Hot Race', 'Medium')).toEqual([18, 24]);
    expect(temps('Hot Race', 'Clay')).toEqual([20, null]);
    expect(temps('Hot Race', 'Clay Hard')).toEqual([28, null]);
  });

  it("reads 6MIK's temperature-band compounds as the range their names give", () => {
    expect(findCompound('6MIK', '0/18°')).toMatchObject({ tempMin: 0, tempMax: 18 });
    expect(findCompound('6MIK', '15/25°')).toMatchObject({ tempMin: 15, tempMax: 25 });
    expect(findCompound('6MIK', '19/33°')).toMatchObject({ tempMin: 19, tempMax: 33 });
  });

  it('keeps a code no source described bare: no description, temperatures or focus', () => {
    const bare = [
      ...['White', 'Green', 'Blue', 'Purple', 'Fire', 'Silver'].map((code) => findCompound('6MIK', code)),
      ...['-07', '-02', '-01', '-03', '-04', 'Y2', '-06', '-05'].map((code) =>
        findCompound('JConcepts', code),
      ),
      findCompound('Hot Race', 'UKSS'),
      findCompound('Jetko', 'Soft'),
      findCompound('Jetko', 'Composite'),
    ];
    for (const compound of bare) {
      expect(compound).toMatchObject({
        description: null,
        trackType: null,
        tempMin: null,
        tempMax: null,
        focus: null,
      });
    }
  });

  it('reads no temperature into a name or an unverified claim', () => {
    // M2 and JConcepts' colours only have unverified claims.
    for (const [brand, code] of [
      ['Pro-Line', 'M2'],
      ['JConcepts', 'Blue'],
      ['JConcepts', 'Black'],
      ['Hot Race', 'SS'],
    ] as const) {
      expect(findCompound(brand, code)).toMatchObject({ tempMin: null, tempMax: null });
    }
  });

  it('has only the temperatures of a few sourced charts, each range in order', () => {
    const withTemps = allCompounds.filter((c) => c.tempMin !== null || c.tempMax !== null);
    expect(withTemps.map((c) => `${c.brand} ${c.code}`)).toEqual([
      'Pro-Line M3',
      'Pro-Line M4',
      'Pro-Line S2',
      'Pro-Line S3',
      'Pro-Line S4',
      'Pro-Line S5',
      'Pro-Line CR3',
      'Pro-Line CR4',
      '6MIK 0/18°',
      '6MIK 15/25°',
      '6MIK 19/33°',
      'Hot Race Soft',
      'Hot Race Medium',
      'Hot Race Clay',
      'Hot Race Clay Hard',
    ]);
    for (const c of withTemps) {
      if (c.tempMin !== null && c.tempMax !== null) expect(c.tempMin).toBeLessThanOrEqual(c.tempMax);
      for (const t of [c.tempMin, c.tempMax]) if (t !== null) expect(Number.isInteger(t)).toBe(true);
    }
  });

  it('has no compound twice in a brand, whatever the case', () => {
    for (const brand of TYRE_CATALOGUE) {
      const keys = brand.compounds.map((c) => tyreNameKey(c.code));
      expect(new Set(keys).size, brand.name).toBe(keys.length);
    }
  });
});

describe('tread patterns', () => {
  it('uses the real pattern names', () => {
    expect(patternsOf('Pro-Line').map((p) => p.name)).toEqual(
      expect.arrayContaining(['Blockade', 'Hole Shot 2.0', 'Electron 2.0', 'Positron', 'Vandal']),
    );
    expect(patternsOf('JConcepts').map((p) => p.name)).toEqual(
      expect.arrayContaining(['Reflex', 'Detox', 'Triple Dees', 'Smoothie 2']),
    );
    expect(patternsOf('Hot Race').map((p) => p.name)).toContain('Bangkok V2');
    expect(patternsOf('Jetko').map((p) => p.name)).toContain('Lesnar');
    expect(patternsOf('Matrix').map((p) => p.name)).toEqual([
      'Atlas',
      'Blackhole',
      'Darkhole',
      'Nebula',
      'Neutron',
      'Nova',
      'Red Giant',
      'Stardust',
    ]);
  });

  it('has no 6MIK pattern: a 6MIK pattern is typed by the racer', () => {
    expect(patternsOf('6MIK')).toEqual([]);
  });

  it('has no pattern twice in a brand, whatever the case', () => {
    for (const brand of TYRE_CATALOGUE) {
      const keys = brand.patterns.map((p) => tyreNameKey(p.name));
      expect(new Set(keys).size, brand.name).toBe(keys.length);
    }
  });

  it('files each pattern under a filter track type, or none when its conditions do not say', () => {
    expect(findPattern('Pro-Line', 'Positron')?.trackType).toBe('clay');
    expect(findPattern('Pro-Line', 'Blockade')?.trackType).toBe('dirt');
    expect(findPattern('Pro-Line', 'Prism 2.0')?.trackType).toBe('carpet');
    expect(findPattern('Pro-Line', 'Pyramid')?.trackType).toBe('astro');
    expect(findPattern('JConcepts', 'Reflex')?.trackType).toBeNull();
    expect(findPattern('Hot Race', 'Havana')).toMatchObject({ trackType: null, description: null });
    for (const pattern of allPatterns) {
      expect([...TRACK_TYPES, null]).toContain(pattern.trackType);
      expect(TYRE_SIZES).toContain(pattern.scale);
    }
  });

  it('keeps the conditions text in the description', () => {
    expect(findPattern('Pro-Line', 'Blockade')?.description).toContain('loose to hard-packed');
    expect(findPattern('Pro-Line', 'Hex Shot')?.description).toContain('Discontinued.');
  });

  it('keeps every description within what the inventory stores (500 characters)', () => {
    for (const text of [...allPatterns, ...allCompounds].map((entry) => entry.description)) {
      expect((text ?? '').length).toBeLessThanOrEqual(500);
    }
  });
});

describe('lookups', () => {
  it('find a catalogue entry whatever the case or surrounding blanks', () => {
    expect(findPattern(' pro-line', 'BLOCKADE ')?.name).toBe('Blockade');
    expect(findCompound('hot race', 'clay hard')?.code).toBe('Clay Hard');
  });

  it('find nothing for a custom brand, pattern or compound', () => {
    expect(patternsOf('Schumacher')).toEqual([]);
    expect(compoundsOf('Schumacher')).toEqual([]);
    expect(findPattern('Pro-Line', 'My Cut Slicks')).toBeUndefined();
    expect(findCompound('Pro-Line', 'M9')).toBeUndefined();
    // A code belongs to its brand: M3 is Pro-Line's, not JConcepts'.
    expect(findCompound('JConcepts', 'M3')).toBeUndefined();
  });
});
