// The setup sheet for the Agama 1/8 buggy, as the spec names every field: the first sheet Pitboard had, and
// the one every racer's sheets from before cars are on.
//
// An option field (piston oil, cone direction, wire type, shock springs) stores the option's text; any
// other text is the racer's own 'Others' value.
import { choice, type FieldDefinition, flag, OTHERS, text } from './setup-fields.ts';

export const PISTON_OILS = ['6x1.5mm', '8x1.2mm', '6x1.35mm', OTHERS] as const;
export const CONE_DIRECTIONS = ['UP', 'DOWN'] as const;
export const WIRE_TYPES = ['2.4mm', '2.6mm', '2.8mm', '3.0mm', OTHERS] as const;
export const SHOCK_SPRINGS = ['grey-red', 'grey-orange', 'grey-yellow', OTHERS] as const;

/**
 * Agama's part codes for each spring colour, front and rear, shown beside the choice. No source at hand
 * gives them yet (../shared has none), so each stays null until a verified code is written here: a wrong
 * part number at the parts counter is worse than none.
 */
export const SHOCK_SPRING_PART_CODES: Record<
  Exclude<(typeof SHOCK_SPRINGS)[number], typeof OTHERS>,
  { front: string | null; rear: string | null }
> = {
  'grey-red': { front: null, rear: null },
  'grey-orange': { front: null, rear: null },
  'grey-yellow': { front: null, rear: null },
};

/** The Agama's own fields in the spec's order (the common ones are every sheet's). */
export const AGAMA_FIELDS = {
  engine: text('Engine', 'General'),
  diff: text('Diff', 'General'),

  frontCamber: text('Front camber', 'Front'),
  frontOffset: text('Front offset', 'Front'),
  frontInner: text('Front inner', 'Front'),
  frontOtherDegrees: text('Front other degrees', 'Front'),
  frontPistonOil: choice('Front piston oil', 'Front', PISTON_OILS),
  frontPistonSpacer: text('Front piston spacer', 'Front'),
  frontConeDirection: choice('Front cone direction', 'Front', CONE_DIRECTIONS),
  frontConeLength: text('Front cone length', 'Front'),
  frontShockSprings: choice('Front shock springs', 'Front', SHOCK_SPRINGS),
  frontWireType: choice('Front wire type', 'Front', WIRE_TYPES),
  frontWasherMm: text('Front washer mm', 'Front'),
  frontWasherPcs: text('Front washer pcs', 'Front'),
  frontFF: flag('Front FF', 'Front'),
  frontFR: flag('Front FR', 'Front'),
  frontRF: flag('Front RF', 'Front'),
  frontRR: flag('Front RR', 'Front'),
  frontUType: flag('Front U type', 'Front'),

  rearCamber: text('Rear camber', 'Rear'),
  rearOffset: text('Rear offset', 'Rear'),
  rearInner: text('Rear inner', 'Rear'),
  rearPistonOil: choice('Rear piston oil', 'Rear', PISTON_OILS),
  rearPistonSpacer: text('Rear piston spacer', 'Rear'),
  rearConeDirection: choice('Rear cone direction', 'Rear', CONE_DIRECTIONS),
  rearConeLength: text('Rear cone length', 'Rear'),
  rearShockSprings: choice('Rear shock springs', 'Rear', SHOCK_SPRINGS),
  rearWireType: choice('Rear wire type', 'Rear', WIRE_TYPES),
  rearWasherMm: text('Rear washer mm', 'Rear'),
  rearWasherPcs: text('Rear washer pcs', 'Rear'),
  rearOP: flag('Rear OP', 'Rear'),
  rearUType: flag('Rear U type', 'Rear'),
  rearLong: flag('Rear long', 'Rear'),
  rearShort: flag('Rear short', 'Rear'),

  frontDroop: text('Front droop', 'Front'),
  rearDroop: text('Rear droop', 'Rear'),
  frontMeasurement: text('Front measurement', 'Front'),
  rearMeasurement: text('Rear measurement', 'Rear'),
} as const satisfies Record<string, FieldDefinition>;
