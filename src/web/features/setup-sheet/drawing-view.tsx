// The wide-screen (and printed) sheet: the drawing of the car with each group of settings where it lives
// on the car, front end at the top. Shown from Tailwind's lg breakpoint and on paper (use-drawing-view.ts).
import type { ComponentType } from 'react';
import { CentreDrawing, FrontEndDrawing, RearEndDrawing } from './car-drawing';
import { DRAWING_ZONES, type DrawingArea } from './drawing-zones';
import { FieldGroup } from './sheet-fields';

const zone = (area: DrawingArea) => {
  const found = DRAWING_ZONES.find((candidate) => candidate.area === area);
  if (!found) throw new Error(`no drawing zone ${area}`);
  return found;
};

/** One row of the car: the hub side, the car itself with its middle settings on it, the arm side. */
const ROWS: { left: DrawingArea; middle: DrawingArea; right: DrawingArea; Drawing: ComponentType }[] = [
  { left: 'front-hub', middle: 'front-tower', right: 'front-arms', Drawing: FrontEndDrawing },
  { left: 'general', middle: 'centre', right: 'notes', Drawing: CentreDrawing },
  { left: 'rear-hub', middle: 'rear-tower', right: 'rear-arms', Drawing: RearEndDrawing },
];

function Zone({ area, tyreLabels, onCar }: { area: DrawingArea; tyreLabels: string[]; onCar?: boolean }) {
  const { title, fields } = zone(area);
  return (
    <fieldset
      className={
        onCar
          ? 'relative mx-[17%] my-10 rounded-lg border border-(--primary) bg-(--background)/90 p-3 print:my-6 print:p-1.5'
          : 'rounded-lg border border-(--border) bg-(--card) p-3 print:border-0 print:bg-transparent print:p-1'
      }
    >
      <legend className="px-1 text-sm font-bold text-(--primary) print:text-[9pt]">{title}</legend>
      <FieldGroup fields={fields} tyreLabels={tyreLabels} />
    </fieldset>
  );
}

export function DrawingView({ tyreLabels }: { tyreLabels: string[] }) {
  return (
    <section
      aria-label="Drawing of the Agama 1/8 buggy, top view"
      className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)_minmax(0,1fr)] gap-x-3 gap-y-4 print:gap-x-2 print:gap-y-1 print:text-[9pt] print:[&_label]:text-[8pt]"
    >
      {ROWS.map(({ left, middle, right, Drawing }) => (
        <div key={middle} className="contents">
          <Zone area={left} tyreLabels={tyreLabels} />
          <div className="relative">
            <Drawing />
            <Zone area={middle} tyreLabels={tyreLabels} onCar />
          </div>
          <Zone area={right} tyreLabels={tyreLabels} />
        </div>
      ))}
    </section>
  );
}
