// Setup sheets for 1/10 electric off-road buggies, 2WD and 4WD: the settings every 1/10 buggy's sheet has
// (Associated, TLR, Xray, Yokomo, Schumacher ...).
import { AGAMA_FIELDS } from './setup-agama.ts';
import { type FieldDefinition, text } from './setup-fields.ts';

export const TENTH_2WD_FIELDS = {
  frontCamber: AGAMA_FIELDS.frontCamber,
  rearCamber: AGAMA_FIELDS.rearCamber,
  motor: text('Motor', 'Power'),
} as const satisfies Record<string, FieldDefinition>;

export const TENTH_4WD_FIELDS = {
  ...TENTH_2WD_FIELDS,
} as const satisfies Record<string, FieldDefinition>;
