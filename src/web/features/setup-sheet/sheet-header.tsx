// The screen's header bar, kept in reach under the app bar while the racer scrolls the long sheet: back
// home and Save Setup (the form's submit button, though it sits outside the form).
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { SHEET_FORM_ID } from './use-sheet-editor';

export function SheetHeader({ saving }: { saving: boolean }) {
  return (
    <div className="sticky top-[calc(3.5rem+env(safe-area-inset-top))] z-30 -mx-4 flex items-center gap-2 border-b border-(--border) bg-(--background)/95 px-4 py-2 backdrop-blur print:hidden">
      <Link to={paths.home} className={buttonClasses('ghost', 'px-2')}>
        <ArrowLeft aria-hidden className="size-5" />
        Back to Home
      </Link>
      <Button type="submit" form={SHEET_FORM_ID} disabled={saving} className="ml-auto">
        {saving ? 'Saving...' : 'Save Setup'}
      </Button>
    </div>
  );
}
