// Setup sheets for any 1/8 off-road buggy or truggy, nitro and electric: the settings every 1/8 car's
// sheet has (Associated, Tekno, Mugen, Xray, Kyosho ...), front, rear, centre and what drives it.
//
// The ends and the chassis are every generic buggy's, the 1/10 ones' too (src/domain/setup-tenth-scale.ts):
// one definition each, so 'Front shock oil' is the very same field on every sheet and two sheets compare
// across cars. Almost every field is text: racers write '-2°', '3 mm', '550 cSt', '1.3 x 6'.
import { AGAMA_FIELDS } from './setup-agama.ts';
import { type FieldDefinition, text } from './setup-fields.ts';

/** A buggy's front end: geometry, then the shock. */
export const BUGGY_FRONT_FIELDS = {
  frontCaster: text('Front caster', 'Front'),
  frontCamber: AGAMA_FIELDS.frontCamber,
  frontToe: text('Front toe', 'Front'),
  frontRideHeight: text('Front ride height', 'Front'),
  frontDroop: AGAMA_FIELDS.frontDroop,
  frontCamberLink: text('Front camber link', 'Front'),
  frontBumpSteer: text('Front bump steer', 'Front'),
  frontSwayBar: text('Front sway bar', 'Front'),
  frontShockOil: text('Front shock oil', 'Front'),
  frontShockPiston: text('Front shock piston', 'Front'),
  frontSpring: text('Front spring', 'Front'),
  frontShockPosition: text('Front shock position', 'Front'),
  frontShockLength: text('Front shock length', 'Front'),
} as const satisfies Record<string, FieldDefinition>;

/** A buggy's rear end: geometry, then the shock. */
export const BUGGY_REAR_FIELDS = {
  rearCamber: AGAMA_FIELDS.rearCamber,
  rearToe: text('Rear toe', 'Rear'),
  rearAntiSquat: text('Rear anti-squat', 'Rear'),
  rearRideHeight: text('Rear ride height', 'Rear'),
  rearDroop: AGAMA_FIELDS.rearDroop,
  rearCamberLink: text('Rear camber link', 'Rear'),
  rearHubSpacers: text('Rear hub spacers', 'Rear'),
  rearSwayBar: text('Rear sway bar', 'Rear'),
  rearShockOil: text('Rear shock oil', 'Rear'),
  rearShockPiston: text('Rear shock piston', 'Rear'),
  rearSpring: text('Rear spring', 'Rear'),
  rearShockPosition: text('Rear shock position', 'Rear'),
  rearShockLength: text('Rear shock length', 'Rear'),
} as const satisfies Record<string, FieldDefinition>;

/** The oil in each diff of a four-wheel-drive car ('7000 cSt'); a 2WD has the rear one only. */
export const DIFF_OIL_FIELDS = {
  frontDiffOil: text('Front diff oil', 'Front'),
  rearDiffOil: text('Rear diff oil', 'Rear'),
  centreDiffOil: text('Centre diff oil', 'Chassis'),
} as const satisfies Record<string, FieldDefinition>;

/** What a buggy wears and carries, whatever drives it. */
export const BUGGY_CHASSIS_FIELDS = {
  ballast: text('Ballast', 'Chassis'),
  wing: text('Wing', 'Chassis'),
  body: text('Body', 'Chassis'),
} as const satisfies Record<string, FieldDefinition>;

/** The spur gear's teeth, nitro or electric. */
const spur = text('Spur', 'Power');

/** What an electric buggy runs on, 1/8 or 1/10: the motor (kV or turns), its ESC and gearing, the pack. */
export const ELECTRIC_FIELDS = {
  batteryPosition: text('Battery position', 'Chassis'),
  motor: text('Motor', 'Power'),
  esc: text('ESC', 'Power'),
  escProfile: text('ESC profile and timing', 'Power'),
  battery: text('Battery', 'Power'),
  pinion: text('Pinion', 'Power'),
  spur,
} as const satisfies Record<string, FieldDefinition>;

/** The fields of both 1/8 sheets but the power ones. */
const EIGHTH_SCALE_FIELDS = {
  ...BUGGY_FRONT_FIELDS,
  frontDiffOil: DIFF_OIL_FIELDS.frontDiffOil,
  ...BUGGY_REAR_FIELDS,
  rearDiffOil: DIFF_OIL_FIELDS.rearDiffOil,
  centreDiffOil: DIFF_OIL_FIELDS.centreDiffOil,
  ...BUGGY_CHASSIS_FIELDS,
} as const satisfies Record<string, FieldDefinition>;

export const EIGHTH_NITRO_FIELDS = {
  // The Agama's engine field, so a nitro sheet compares with an Agama one (it sits in General there).
  engine: AGAMA_FIELDS.engine,
  ...EIGHTH_SCALE_FIELDS,
  glowPlug: text('Glow plug', 'Power'),
  fuel: text('Fuel', 'Power'),
  pipe: text('Pipe and manifold', 'Power'),
  clutchShoes: text('Clutch shoes', 'Power'),
  clutchSprings: text('Clutch springs', 'Power'),
  clutchBell: text('Clutch bell', 'Power'),
  spur,
} as const satisfies Record<string, FieldDefinition>;

export const EIGHTH_ELECTRIC_FIELDS = {
  ...EIGHTH_SCALE_FIELDS,
  ...ELECTRIC_FIELDS,
} as const satisfies Record<string, FieldDefinition>;
