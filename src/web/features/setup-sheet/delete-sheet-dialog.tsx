// Deleting a sheet asks first: a sheet is the memory of what worked, and it cannot be brought back.
import type { SetupSheet } from '../../../domain/setup-sheets';
import { useRemoveSetupSheet } from '../../api/setup-sheets';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { sheetName } from './sheet-list';

export function DeleteSheetDialog({
  sheet,
  onClose,
  onDeleted,
}: {
  sheet: SetupSheet | null;
  onClose: () => void;
  onDeleted: (sheet: SetupSheet) => void;
}) {
  const remove = useRemoveSetupSheet();
  const confirm = (target: SetupSheet) =>
    remove.mutate(target.id, {
      onSuccess: () => {
        toast({ title: 'Setup sheet deleted' });
        onDeleted(target);
        onClose();
      },
      onError: () =>
        toast({
          title: 'Delete Failed',
          description: 'Unable to delete setup sheet',
          variant: 'destructive',
        }),
    });
  return (
    <Dialog
      open={sheet !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete setup sheet?"
      description={sheet ? `The sheet of ${sheetName(sheet)} will be gone for good.` : undefined}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="destructive" disabled={remove.isPending} onClick={() => sheet && confirm(sheet)}>
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
