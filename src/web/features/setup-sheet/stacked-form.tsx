// The phone's sheet: the car's sheet's fields stacked in its sections (General, Front, Rear, and for the
// sheets that have them Chassis and Power) in the field table's order. The Agama's drawing takes its place
// from the lg breakpoint and on paper.
import { SETUP_SECTIONS } from '../../../domain/setup-fields';
import {
  SETUP_SHEET_FIELDS,
  type SetupTemplateId,
  templateFieldNames,
} from '../../../domain/setup-templates';
import { Card } from '../../components/ui/card';
import { FieldGroup } from './sheet-fields';

const sectionsOf = (template: SetupTemplateId) =>
  SETUP_SECTIONS.map((section) => ({
    section,
    fields: templateFieldNames(template).filter((name) => SETUP_SHEET_FIELDS[name].section === section),
  })).filter(({ fields }) => fields.length > 0);

export function StackedForm({ template, tyreLabels }: { template: SetupTemplateId; tyreLabels: string[] }) {
  return (
    <div className="space-y-4">
      {sectionsOf(template).map(({ section, fields }) => (
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
