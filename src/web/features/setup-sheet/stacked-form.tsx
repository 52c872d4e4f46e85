// The car's sheet's fields in its sections (General, Front, Rear, and for the sheets that have them Chassis and
// Power) in the field table's order: stacked on a phone, two columns on a wide screen and on paper (one A4
// page, as the Agama's drawing prints). The Agama's drawing takes its place from the lg breakpoint and on paper.
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
    <div className="space-y-4 lg:grid lg:grid-cols-2 lg:items-start lg:gap-4 lg:space-y-0 print:block print:columns-2 print:gap-3 print:space-y-0 print:text-[9pt]">
      {sectionsOf(template).map(({ section, fields }) => (
        <Card
          key={section}
          aria-labelledby={`setup-section-${section}`}
          className="print:mb-2 print:break-inside-avoid print:p-2"
        >
          <h2 id={`setup-section-${section}`} className="mb-3 text-lg font-bold print:mb-1 print:text-[10pt]">
            {section}
          </h2>
          <FieldGroup fields={fields} tyreLabels={tyreLabels} />
        </Card>
      ))}
    </div>
  );
}
