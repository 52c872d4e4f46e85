// The sheets' tables hold together: a field name means one thing on every sheet (the compare matches two
// sheets by name, across cars), no two fields read alike, every sheet is a real one, and the Agama sheet
// kept every field its racers' sheets were saved with.
import { describe, expect, it } from 'vitest';
import { COMMON_SETUP_FIELDS, type FieldDefinition, SETUP_SECTIONS } from './setup-fields.ts';
import { SETUP_SHEET_FIELDS, SETUP_TEMPLATE_IDS, SETUP_TEMPLATES } from './setup-templates.ts';

type Table = Record<string, FieldDefinition>;

/** Every table SETUP_SHEET_FIELDS is merged from, by name. */
const TABLES: [string, Table][] = [
  ['common', COMMON_SETUP_FIELDS],
  ...SETUP_TEMPLATE_IDS.map((id): [string, Table] => [id, SETUP_TEMPLATES[id].fields]),
];

/** The Agama's own fields before sheets had templates (git show HEAD~1:src/domain/setup-sheets.ts). */
const AGAMA_FIELDS_BEFORE_TEMPLATES = [
  'engine',
  'diff',
  'frontCamber',
  'frontOffset',
  'frontInner',
  'frontOtherDegrees',
  'frontPistonOil',
  'frontPistonSpacer',
  'frontConeDirection',
  'frontConeLength',
  'frontShockSprings',
  'frontWireType',
  'frontWasherMm',
  'frontWasherPcs',
  'frontFF',
  'frontFR',
  'frontRF',
  'frontRR',
  'frontUType',
  'rearCamber',
  'rearOffset',
  'rearInner',
  'rearPistonOil',
  'rearPistonSpacer',
  'rearConeDirection',
  'rearConeLength',
  'rearShockSprings',
  'rearWireType',
  'rearWasherMm',
  'rearWasherPcs',
  'rearOP',
  'rearUType',
  'rearLong',
  'rearShort',
  'frontDroop',
  'rearDroop',
  'frontMeasurement',
  'rearMeasurement',
];

describe('setup sheet templates', () => {
  it('gives a name used by several sheets the very same definition on each, so the merge overrides nothing', () => {
    const mismatches: string[] = [];
    for (const [table, fields] of TABLES) {
      for (const [name, definition] of Object.entries(fields)) {
        const merged: FieldDefinition = SETUP_SHEET_FIELDS[name as keyof typeof SETUP_SHEET_FIELDS];
        try {
          expect(definition).toStrictEqual(merged);
        } catch {
          mismatches.push(`${table}.${name}: ${JSON.stringify(definition)} vs ${JSON.stringify(merged)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('gives no two fields the same label', () => {
    const namesByLabel = new Map<string, string[]>();
    for (const [name, { label }] of Object.entries(SETUP_SHEET_FIELDS)) {
      const key = label.trim().toLowerCase();
      namesByLabel.set(key, [...(namesByLabel.get(key) ?? []), name]);
    }
    const shared = [...namesByLabel].filter(([, names]) => names.length > 1);
    expect(shared).toEqual([]);
  });

  it.each(SETUP_TEMPLATE_IDS)('%s has at least 20 fields of its own, each in a real section', (id) => {
    const fields: Table = SETUP_TEMPLATES[id].fields;
    const names = Object.keys(fields);
    expect(names.length).toBeGreaterThanOrEqual(20);
    // The common fields are every sheet's already: a sheet's table repeating one would show it twice.
    expect(names.filter((name) => Object.hasOwn(COMMON_SETUP_FIELDS, name))).toEqual([]);
    for (const [name, { section, kind, options }] of Object.entries(fields)) {
      expect(SETUP_SECTIONS, name).toContain(section);
      // A choice offers something to choose; only a choice has options.
      if (kind === 'options') expect(options?.length, name).toBeGreaterThan(1);
      else expect(options, name).toBeUndefined();
    }
  });

  it('keeps every field of the Agama sheet as it was before cars, in its order', () => {
    expect(Object.keys(SETUP_TEMPLATES['agama-8'].fields)).toEqual(AGAMA_FIELDS_BEFORE_TEMPLATES);
  });
});
