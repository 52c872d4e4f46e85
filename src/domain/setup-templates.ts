// The setup sheets Pitboard has, one per kind of car: each is a table of fields (src/domain/setup-fields.ts)
// that drives the wire schemas, the stacked form, the compare, the printout, the picture and the CSV. A car
// (src/domain/cars.ts) uses one of them; a sheet saved for the car has the common fields and the sheet's own.
import { z } from 'zod';
import { AGAMA_FIELDS } from './setup-agama.ts';
import { EIGHTH_ELECTRIC_FIELDS, EIGHTH_NITRO_FIELDS } from './setup-eighth-scale.ts';
import { COMMON_SETUP_FIELDS, type FieldDefinition } from './setup-fields.ts';
import { TENTH_2WD_FIELDS, TENTH_4WD_FIELDS } from './setup-tenth-scale.ts';

export const SETUP_TEMPLATES = {
  'agama-8': { label: 'Agama 1/8 buggy', fields: AGAMA_FIELDS },
  'eighth-nitro': { label: '1/8 nitro buggy or truggy', fields: EIGHTH_NITRO_FIELDS },
  'eighth-electric': { label: '1/8 electric buggy or truggy', fields: EIGHTH_ELECTRIC_FIELDS },
  'tenth-2wd': { label: '1/10 2WD buggy', fields: TENTH_2WD_FIELDS },
  'tenth-4wd': { label: '1/10 4WD buggy', fields: TENTH_4WD_FIELDS },
} as const satisfies Record<string, { label: string; fields: Record<string, FieldDefinition> }>;
export type SetupTemplateId = keyof typeof SETUP_TEMPLATES;
export const SETUP_TEMPLATE_IDS = Object.keys(SETUP_TEMPLATES) as SetupTemplateId[];
export const setupTemplateSchema = z.enum(SETUP_TEMPLATE_IDS as [SetupTemplateId, ...SetupTemplateId[]], {
  error: 'Setup sheet must be one of the sheets Pitboard has',
});

/**
 * Every field of every sheet, the common ones first: one name, one definition (a test holds the sheets to
 * that). The order within a sheet is its table's.
 */
export const SETUP_SHEET_FIELDS = {
  ...COMMON_SETUP_FIELDS,
  ...AGAMA_FIELDS,
  ...EIGHTH_NITRO_FIELDS,
  ...EIGHTH_ELECTRIC_FIELDS,
  ...TENTH_2WD_FIELDS,
  ...TENTH_4WD_FIELDS,
} as const;
export type SetupFieldName = keyof typeof SETUP_SHEET_FIELDS;
export type CarSetupField = Exclude<SetupFieldName, keyof typeof COMMON_SETUP_FIELDS>;

const COMMON_NAMES = Object.keys(COMMON_SETUP_FIELDS) as (keyof typeof COMMON_SETUP_FIELDS)[];

/**
 * A sheet's fields in the order a racer fills them: the common General ones, the car's in its table's order
 * with each tyre before the first field of its end, and the notes last (the form and the compare group them
 * by section in this order).
 */
export function templateFieldNames(template: SetupTemplateId): SetupFieldName[] {
  const names: SetupFieldName[] = COMMON_NAMES.filter((name) => SETUP_SHEET_FIELDS[name].kind !== 'tyre');
  names.pop(); // the notes, last
  const tyres = new Map<string, SetupFieldName>([
    ['Front', 'frontTire'],
    ['Rear', 'rearTire'],
  ]);
  for (const name of carFieldNames(template)) {
    const tyre = tyres.get(SETUP_SHEET_FIELDS[name].section);
    if (tyre) names.push(tyre);
    tyres.delete(SETUP_SHEET_FIELDS[name].section);
    names.push(name);
  }
  return [...names, ...tyres.values(), 'notes'];
}

/** The car's own fields of a sheet (stored together, apart from the common columns). */
export const carFieldNames = (template: SetupTemplateId): CarSetupField[] =>
  Object.keys(SETUP_TEMPLATES[template].fields) as CarSetupField[];

export const isCommonField = (name: string): name is keyof typeof COMMON_SETUP_FIELDS =>
  Object.hasOwn(COMMON_SETUP_FIELDS, name);

/** Whether the sheet has this field; a body naming another sheet's field is refused with this message. */
export const isOnTemplate = (template: SetupTemplateId, name: string) =>
  isCommonField(name) || Object.hasOwn(SETUP_TEMPLATES[template].fields, name);
export const notOnTemplateMessage = (template: SetupTemplateId, name: SetupFieldName) =>
  `${SETUP_SHEET_FIELDS[name].label} is not on the ${SETUP_TEMPLATES[template].label} sheet`;
