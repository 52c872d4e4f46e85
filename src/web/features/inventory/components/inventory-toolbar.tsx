// Above the tyre cards: search, grid or list, and 'Add Tyre Set'.
import { LayoutGrid, List, Plus } from 'lucide-react';
import { SearchInput } from '../../../components/search-input';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export type InventoryView = 'grid' | 'list';

type InventoryToolbarProps = {
  search: string;
  onSearch: (search: string) => void;
  view: InventoryView;
  onView: (view: InventoryView) => void;
  onAdd: () => void;
};

const VIEWS = [
  { view: 'grid', label: 'Grid view', Icon: LayoutGrid },
  { view: 'list', label: 'List view', Icon: List },
] as const;

export function InventoryToolbar({ search, onSearch, view, onView, onAdd }: InventoryToolbarProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <SearchInput
        className="min-w-0 flex-1 basis-full sm:basis-64"
        aria-label="Search tyres"
        placeholder="Search tyres, brands, compounds..."
        value={search}
        onSearch={onSearch}
      />
      <fieldset aria-label="Layout" className="flex rounded-lg border border-(--border)">
        {VIEWS.map(({ view: each, label, Icon }) => (
          <Button
            key={each}
            variant="ghost"
            aria-label={label}
            aria-pressed={view === each}
            className={cn('px-0', view === each && 'bg-(--muted)')}
            onClick={() => onView(each)}
          >
            <Icon aria-hidden className="size-5" />
          </Button>
        ))}
      </fieldset>
      <Button className="flex-1 sm:flex-none" onClick={onAdd}>
        <Plus aria-hidden className="size-5" />
        Add Tyre Set
      </Button>
    </div>
  );
}
