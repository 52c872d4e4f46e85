// One saved sheet in the list: its name, car, day, track and driver, and what the racer can do with it.
import type { SetupSheet } from '../../../domain/setup-sheets';
import { ShareButton } from '../../components/share-button';
import { SharePictureButton } from '../../components/share-picture-button';
import { Button } from '../../components/ui/button';
import { formatDate } from '../../lib/format';
import { sheetName } from './sheet-list';

export type SheetActions = {
  onOpen: (sheet: SetupSheet) => void;
  onDuplicate: (sheet: SetupSheet) => void;
  onChangesSince: (sheet: SetupSheet) => void;
  onDelete: (sheet: SetupSheet) => void;
};

export function SheetListItem({
  sheet,
  carName,
  editing,
  actions,
}: {
  sheet: SetupSheet;
  /** The car the sheet is for, once the cars are known. */
  carName: string | undefined;
  editing: boolean;
  actions: SheetActions;
}) {
  return (
    <li
      aria-label={sheetName(sheet)}
      className="space-y-2 rounded-lg border border-(--border) bg-(--card) p-3 aria-[current=true]:border-(--primary)"
      aria-current={editing || undefined}
    >
      <div>
        <p className="font-semibold break-words">{sheet.name ?? sheet.track}</p>
        <p className="text-sm text-(--muted-foreground)">
          {carName ? `${carName} · ` : ''}
          {formatDate(sheet.date)}
          {sheet.name ? ` · ${sheet.track}` : ''}
          {sheet.driver ? ` · ${sheet.driver}` : ''}
          {editing ? ' · open above' : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => actions.onOpen(sheet)}>
          Open
        </Button>
        <Button variant="secondary" onClick={() => actions.onDuplicate(sheet)}>
          Duplicate
        </Button>
        <Button variant="secondary" onClick={() => actions.onChangesSince(sheet)}>
          What changed since
        </Button>
        <Button variant="ghost" className="text-(--destructive)" onClick={() => actions.onDelete(sheet)}>
          Delete
        </Button>
        {/* A sheet still waiting in the offline queue has no row to share yet. */}
        <SharePictureButton sheet={sheet} />
        {sheet.id > 0 && <ShareButton kind="setupSheet" id={sheet.id} />}
      </div>
    </li>
  );
}
