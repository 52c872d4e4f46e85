// /agama-setup-sheet?sheet=12 opens that sheet for editing: the race log links a race's setup there. The
// address is then cleaned, so a save (which starts a new sheet) or a reload does not open it again.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { SetupSheet } from '../../../domain/setup-sheets';
import { toast } from '../../components/ui/toast';
import { SETUP_SHEET_PARAM } from '../../config/paths';

export function useOpenFromAddress(sheets: SetupSheet[] | undefined, open: (sheet: SetupSheet) => void) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(SETUP_SHEET_PARAM);
  // Once per address: the effect may run again before the cleaned address reaches it.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (wanted === null || sheets === undefined || handled.current === wanted) return;
    handled.current = wanted;
    const sheet = sheets.find((candidate) => String(candidate.id) === wanted);
    if (sheet) open(sheet);
    else toast({ title: 'Setup sheet not found', variant: 'destructive' });
    setParams(
      (current) => {
        current.delete(SETUP_SHEET_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [wanted, sheets, open, setParams]);
}
