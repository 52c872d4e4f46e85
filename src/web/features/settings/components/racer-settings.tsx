// Settings for live timing: the racer's names as LiveRC spells them, and the track they follow.
import { useSettings, useUpdateSettings } from '../../../api/settings';
import { Button } from '../../../components/ui/button';
import { DriverNames } from './driver-names';

export function RacerSettings() {
  const settings = useSettings();
  const update = useUpdateSettings();
  const followed = settings.data?.followedTrackUrl;
  return (
    <div className="mb-5 space-y-4">
      <DriverNames />
      <div className="space-y-2">
        <p className="font-semibold">Followed track</p>
        {followed ? (
          <div className="flex items-center justify-between gap-3">
            <span>{settings.data?.followedTrackName ?? followed}</span>
            <Button
              variant="secondary"
              disabled={update.isPending}
              onClick={() => update.mutate({ followedTrackUrl: null })}
            >
              Stop following
            </Button>
          </div>
        ) : (
          <p className="text-sm text-(--muted-foreground)">None yet: follow a track from the Dashboard.</p>
        )}
      </div>
    </div>
  );
}
