// The phone's sheet: the same fields as the drawing, stacked in the spec's sections General, Front and Rear
// in the field table's order. The drawing takes its place from the lg breakpoint and on paper.
import { SETUP_FIELD_NAMES, SETUP_SECTIONS, SETUP_SHEET_FIELDS } from '../../../domain/setup-sheets';
import { Card } from '../../components/ui/card';
import { FieldGroup } from './sheet-fields';

const SECTION_FIELDS = SETUP_SECTIONS.map((section) => ({
  section,
  fields: SETUP_FIELD_NAMES.filter((name) => SETUP_SHEET_FIELDS[name].section === section),
}));

export function StackedForm({ tyreLabels }: { tyreLabels: string[] }) {
  return (
    <div className="space-y-4">
      {SECTION_FIELDS.map(({ section, fields }) => (
        <Card key={section} aria-labelledby={`setup-section-${section}`}>
          <h2 id={`setup-section-${section}`} className="mb-3 text-lg font-bold">
            {section}
          </h2>
          <FieldGroup fields={fields} tyreLabels={tyreLabels} />
        </Card>
      ))}
    </div>
  );
}
