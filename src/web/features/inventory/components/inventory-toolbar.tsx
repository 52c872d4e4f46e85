// Above the tyre cards: search, grid or list, and 'Add Tyre Set'.
import { LayoutGrid, List, Plus, Search } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
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
      <div className="relative min-w-0 flex-1 basis-full sm:basis-64">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-3 left-3 size-5 text-(--muted-foreground)"
        />
        <Input
          type="search"
          aria-label="Search tyres"
          placeholder="Search tyres, brands, compounds..."
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className="pl-10"
        />
      </div>
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
