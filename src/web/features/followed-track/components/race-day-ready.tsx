// 'Get ready for race day': one tap stores the racer's data and the followed event's pages on the phone, for a
// track with no signal; the line below the button says how far it got and stays, so the racer can check later.
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { getReadyForRaceDay } from '../api/get-ready-for-race-day';
import { NO_SIGNAL, progressMessage, readyMessage } from '../race-day-ready';

/** `following` is undefined while the racer's settings load: the card keeps its place, its button waiting. */
export function RaceDayReady({ following }: { following: boolean | undefined }) {
  const queryClient = useQueryClient();
  const [working, setWorking] = useState(false);
  const [status, setStatus] = useState('');

  async function getReady() {
    if (!onlineManager.isOnline()) {
      setStatus(NO_SIGNAL);
      return;
    }
    setWorking(true);
    setStatus('Getting ready…');
    try {
      const outcome = await getReadyForRaceDay(queryClient, (done, total) =>
        setStatus(progressMessage(done, total)),
      );
      setStatus(readyMessage(outcome));
    } finally {
      setWorking(false);
    }
  }

  return (
    <Card aria-label="Race day" className="space-y-2">
      <Button
        variant="secondary"
        className="w-full"
        disabled={following !== true || working}
        onClick={getReady}
      >
        <Download aria-hidden className="size-5" />
        Get ready for race day
      </Button>
      <p role="status" className="text-sm text-(--muted-foreground)">
        {following === false
          ? "Follow a track first: then this stores your data and its event's pages on this phone."
          : status || "Stores your data and your event's pages on this phone, to read with no signal."}
      </p>
    </Card>
  );
}
