// 'Save laps to a tyre set': a timer's laps stored as a practice session on one of the racer's sets.
import { Save } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { Lap } from '../../../lib/stopwatch/stopwatch-state';
import { SaveLapsForm } from './save-laps-form';

export function SaveLapsButton({ laps }: { laps: readonly Lap[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Save aria-hidden className="size-4" />
        Save laps to a tyre set
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Save laps to a tyre set">
        <SaveLapsForm laps={laps} onSaved={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
