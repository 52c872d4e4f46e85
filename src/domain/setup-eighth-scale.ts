// Setup sheets for any 1/8 off-road buggy or truggy, nitro and electric: the settings every 1/8 car's
// sheet has (Associated, Tekno, Mugen, Xray, Kyosho ...), front, rear, centre and what drives it.
import { AGAMA_FIELDS } from './setup-agama.ts';
import { type FieldDefinition, text } from './setup-fields.ts';

/** The fields of both 1/8 sheets but the power ones. */
export const EIGHTH_SCALE_FIELDS = {
  frontCamber: AGAMA_FIELDS.frontCamber,
  frontToe: text('Front toe', 'Front'),
  rearCamber: AGAMA_FIELDS.rearCamber,
} as const satisfies Record<string, FieldDefinition>;

export const EIGHTH_NITRO_FIELDS = {
  ...EIGHTH_SCALE_FIELDS,
  engine: AGAMA_FIELDS.engine,
} as const satisfies Record<string, FieldDefinition>;

export const EIGHTH_ELECTRIC_FIELDS = {
  ...EIGHTH_SCALE_FIELDS,
  motor: text('Motor', 'Power'),
} as const satisfies Record<string, FieldDefinition>;
