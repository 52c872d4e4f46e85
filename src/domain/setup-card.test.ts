import { describe, expect, it } from 'vitest';
import { SETUP_CARD_ROWS_MAX, setupCard } from './setup-card.ts';
import { setupSheetCreateSchema } from './setup-sheets.ts';
import { formatIsoDay } from './units.ts';

const sheet = (fields: object) => ({
  ...setupSheetCreateSchema.parse({ track: 'Red Gum', ...fields }),
  template: 'agama-8' as const,
  date: '2026-05-02',
});

describe('setupCard', () => {
  it('titles the card by the sheet and lists the filled-in settings and the switches that are on, in order', () => {
    expect(
      setupCard(
        sheet({ name: 'Club dry', frontPistonOil: '6x1.5mm', rearOP: true, notes: ' ', driver: 'Sam' }),
      ),
    ).toEqual({
      title: 'Club dry',
      subtitle: '02/05/2026 · Red Gum',
      rows: [
        ['Driver', 'Sam'],
        ['Front piston oil', '6x1.5mm'],
        ['Rear OP', 'On'],
      ],
    });
  });

  it("dates the card in the racer's date order", () => {
    expect(setupCard(sheet({}), 'phone').subtitle).toBe(`${formatIsoDay('2026-05-02', 'phone')} · Red Gum`);
  });

  it('is titled by the track when the sheet has no name', () => {
    expect(setupCard(sheet({})).title).toBe('Red Gum');
  });

  it('ends a long sheet with how many settings more it has', () => {
    const full = sheet(
      Object.fromEntries(
        [
          'frontCamber',
          'frontOffset',
          'frontInner',
          'frontOtherDegrees',
          'frontPistonSpacer',
          'frontConeLength',
        ]
          .concat([
            'frontWasherMm',
            'frontWasherPcs',
            'rearCamber',
            'rearOffset',
            'rearInner',
            'rearPistonSpacer',
          ])
          .concat([
            'rearConeLength',
            'rearWasherMm',
            'rearWasherPcs',
            'frontDroop',
            'rearDroop',
            'frontMeasurement',
          ])
          .concat(['rearMeasurement', 'driver', 'engine', 'diff', 'eventId', 'trackConditions', 'frontTire'])
          .concat(['rearTire', 'notes', 'frontPistonOil', 'rearPistonOil', 'frontWireType', 'rearWireType'])
          .map((name) => [name, 'x']),
      ),
    );
    const card = setupCard(full);
    expect(card.rows).toHaveLength(SETUP_CARD_ROWS_MAX);
    expect(card.rows.at(-1)).toEqual(['…', '2 more settings']);
  });
});
