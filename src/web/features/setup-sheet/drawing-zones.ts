// Where each setting sits on the drawing of the Agama 1/8 buggy (top view, front at the top): the hub
// settings beside the wheels, the shock settings on the shock towers, the arm settings beside the arms,
// engine and diff in the middle. Every field of the sheet is in exactly one zone (the test checks it).
import type { SetupFieldName } from '../../../domain/setup-templates';

export type DrawingArea =
  | 'front-hub'
  | 'front-tower'
  | 'front-arms'
  | 'general'
  | 'centre'
  | 'notes'
  | 'rear-hub'
  | 'rear-tower'
  | 'rear-arms';

export interface DrawingZone {
  area: DrawingArea;
  /** The part of the car the zone's settings belong to, read as the zone's name. */
  title: string;
  fields: readonly SetupFieldName[];
}

export const DRAWING_ZONES: readonly DrawingZone[] = [
  {
    area: 'front-hub',
    title: 'Front wheels and hubs',
    fields: ['frontTire', 'frontCamber', 'frontOffset', 'frontInner', 'frontOtherDegrees'],
  },
  {
    area: 'front-tower',
    title: 'Front shock tower',
    fields: ['frontShockSprings', 'frontPistonOil', 'frontPistonSpacer', 'frontDroop', 'frontMeasurement'],
  },
  {
    area: 'front-arms',
    title: 'Front arms',
    fields: [
      'frontConeDirection',
      'frontConeLength',
      'frontWireType',
      'frontWasherMm',
      'frontWasherPcs',
      'frontFF',
      'frontFR',
      'frontRF',
      'frontRR',
      'frontUType',
    ],
  },
  {
    area: 'general',
    title: 'Race day',
    fields: ['name', 'date', 'track', 'driver', 'eventId', 'trackConditions'],
  },
  { area: 'centre', title: 'Centre', fields: ['engine', 'diff'] },
  { area: 'notes', title: 'Notes', fields: ['notes'] },
  {
    area: 'rear-hub',
    title: 'Rear wheels and hubs',
    fields: ['rearTire', 'rearCamber', 'rearOffset', 'rearInner'],
  },
  {
    area: 'rear-tower',
    title: 'Rear shock tower',
    fields: ['rearShockSprings', 'rearPistonOil', 'rearPistonSpacer', 'rearDroop', 'rearMeasurement'],
  },
  {
    area: 'rear-arms',
    title: 'Rear arms',
    fields: [
      'rearConeDirection',
      'rearConeLength',
      'rearWireType',
      'rearWasherMm',
      'rearWasherPcs',
      'rearOP',
      'rearUType',
      'rearLong',
      'rearShort',
    ],
  },
];
