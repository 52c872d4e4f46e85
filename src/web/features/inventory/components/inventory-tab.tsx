// The Inventory tab: the totals, search, filters and stock banner over one card per tyre type, and the
// add/edit form inline (above the cards for a new set, under its group for an edit).
import { Fragment, useMemo, useState } from 'react';
import {
  defaultTyreFilters,
  groupTyres,
  showingText,
  visibleTyreGroups,
} from '../../../../domain/tyre-inventory-view';
import type { TyreItem } from '../../../../domain/tyres';
import { StockBanner, TyreTotals } from '../../../components/tyre-summary';
import { cn } from '../../../lib/cn';
import { useTyreRowActions } from '../use-tyre-row-actions';
import { InventoryEmpty } from './inventory-empty';
import { InventoryFilters } from './inventory-filters';
import { InventoryToolbar, type InventoryView } from './inventory-toolbar';
import { TyreForm } from './tyre-form';
import { TyreGroupCard } from './tyre-group-card';

/** Which form is open: none, a new set's, or the edit of the set with this id. */
type OpenForm = null | 'new' | number;

export function InventoryTab({ items }: { items: readonly TyreItem[] }) {
  const [filters, setFilters] = useState(defaultTyreFilters);
  const [view, setView] = useState<InventoryView>('grid');
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const actions = useTyreRowActions();
  const groups = useMemo(() => groupTyres(items), [items]);
  const shown = useMemo(() => visibleTyreGroups(groups, filters), [groups, filters]);

  // An edited set that is gone (removed meanwhile) closes its form.
  const editing = typeof openForm === 'number' ? items.find((item) => item.id === openForm) : undefined;
  const editedGroupShown = editing !== undefined && shown.some((group) => group.items.includes(editing));
  const close = () => setOpenForm(null);
  const openNew = () => setOpenForm('new');
  const editForm = editing && <TyreForm key={editing.id} item={editing} onClose={close} />;

  // Nothing owned yet: the invitation alone, not a wall of zeros and filters above it.
  if (items.length === 0) {
    return openForm === 'new' ? <TyreForm onClose={close} /> : <InventoryEmpty onAdd={openNew} />;
  }

  return (
    <div className="space-y-4">
      <TyreTotals items={items} />
      <InventoryToolbar
        search={filters.search}
        onSearch={(search) => setFilters({ ...filters, search })}
        view={view}
        onView={setView}
        onAdd={openNew}
      />
      <section aria-label="Filters" className="space-y-2">
        <InventoryFilters filters={filters} onChange={setFilters} groups={groups} />
        <p role="status" className="text-sm text-(--muted-foreground)">
          {showingText(shown.length, groups.length)}
        </p>
      </section>
      <StockBanner items={items} />
      {openForm === 'new' && <TyreForm onClose={close} />}
      {/* The edited set's group is filtered out: the form still shows, above the cards. */}
      {!editedGroupShown && editForm}
      <div className={cn('grid items-start gap-3', view === 'grid' && 'md:grid-cols-2 xl:grid-cols-3')}>
        {shown.length === 0 ? (
          <InventoryEmpty filtered onAdd={openNew} />
        ) : (
          shown.map((group) => (
            <Fragment key={group.key}>
              <TyreGroupCard
                group={group}
                actions={actions}
                onEdit={(item) => setOpenForm(item.id)}
                view={view}
              />
              {editing && group.items.includes(editing) && editForm}
            </Fragment>
          ))
        )}
      </div>
    </div>
  );
}
