// Setup sheets for 1/10 electric off-road buggies, 2WD and 4WD: the settings every 1/10 buggy's sheet has
// (Associated, TLR, Xray, Yokomo, Schumacher ...). The ends, chassis and electrics are the 1/8 sheets'
// very fields (src/domain/setup-eighth-scale.ts), so a 1/10 sheet compares with any other buggy's.
import {
  BUGGY_CHASSIS_FIELDS,
  BUGGY_FRONT_FIELDS,
  BUGGY_REAR_FIELDS,
  DIFF_OIL_FIELDS,
  ELECTRIC_FIELDS,
} from './setup-eighth-scale.ts';
import { choice, type FieldDefinition, OTHERS, text } from './setup-fields.ts';

/** Where the motor sits on a 2WD: the layouts the kits build; 'Others' for any other. */
export const GEARBOX_LAYOUTS = ['Laydown', 'Standup', 'Mid-motor', OTHERS] as const;

/** A 1/10 front end: the kick-up of its pivot block beside the caster, then every buggy's front. */
const TENTH_FRONT_FIELDS = {
  frontKickUp: text('Front kick-up', 'Front'),
  ...BUGGY_FRONT_FIELDS,
} as const satisfies Record<string, FieldDefinition>;

/** The slipper clutch's setting, on the 2WD's gearbox or a 4WD's centre. */
const slipper = text('Slipper', 'Power');

export const TENTH_2WD_FIELDS = {
  ...TENTH_FRONT_FIELDS,
  ...BUGGY_REAR_FIELDS,
  // A 2WD's one diff is a gear diff (its oil) or a ball diff (how tight).
  rearDiffOil: DIFF_OIL_FIELDS.rearDiffOil,
  ballDiff: text('Ball diff', 'Rear'),
  gearboxLayout: choice('Gearbox layout', 'Chassis', GEARBOX_LAYOUTS),
  ...BUGGY_CHASSIS_FIELDS,
  ...ELECTRIC_FIELDS,
  slipper,
} as const satisfies Record<string, FieldDefinition>;

export const TENTH_4WD_FIELDS = {
  ...TENTH_FRONT_FIELDS,
  frontDiffOil: DIFF_OIL_FIELDS.frontDiffOil,
  ...BUGGY_REAR_FIELDS,
  rearDiffOil: DIFF_OIL_FIELDS.rearDiffOil,
  centreDiffOil: DIFF_OIL_FIELDS.centreDiffOil,
  ...BUGGY_CHASSIS_FIELDS,
  ...ELECTRIC_FIELDS,
  slipper,
} as const satisfies Record<string, FieldDefinition>;
