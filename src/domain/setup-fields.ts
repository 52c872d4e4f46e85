// What a setup sheet's field is: its label, its section and its kind (text, a choice, a switch ...). Every
// sheet (src/domain/setup-templates.ts) is a table of these; one name means one thing on every sheet, so two
// sheets compare field by field whatever cars they are for.

export const SETUP_SECTIONS = ['General', 'Front', 'Rear', 'Chassis', 'Power'] as const;
export type SetupSection = (typeof SETUP_SECTIONS)[number];

/** The choice that opens a free-text field. */
export const OTHERS = 'Others';

export type SetupFieldKind = 'date' | 'text' | 'notes' | 'tyre' | 'options' | 'boolean';

export interface FieldDefinition {
  readonly label: string;
  readonly section: SetupSection;
  readonly kind: SetupFieldKind;
  readonly options?: readonly string[];
}

export const text = (label: string, section: SetupSection) => ({ label, section, kind: 'text' }) as const;
export const flag = (label: string, section: SetupSection) => ({ label, section, kind: 'boolean' }) as const;
export const choice = <const O extends readonly string[]>(label: string, section: SetupSection, options: O) =>
  ({ label, section, kind: 'options', options }) as const;

/**
 * The fields every sheet has, whatever the car: how the sheet is told apart ('Club dry'), when and where it
 * ran, the tyres and the notes. Stored as their own columns; a sheet's other fields are its car's.
 */
export const COMMON_SETUP_FIELDS = {
  name: text('Sheet name', 'General'),
  date: { label: 'Date', section: 'General', kind: 'date' },
  driver: text('Driver', 'General'),
  track: text('Track', 'General'),
  eventId: text('Event', 'General'),
  trackConditions: text('Track conditions', 'General'),
  frontTire: { label: 'Front tyre', section: 'Front', kind: 'tyre' },
  rearTire: { label: 'Rear tyre', section: 'Rear', kind: 'tyre' },
  notes: { label: 'Notes', section: 'General', kind: 'notes' },
} as const satisfies Record<string, FieldDefinition>;
