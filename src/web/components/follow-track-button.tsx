// 'Follow': puts a track's event and live timing on the racer's Dashboard.
import { useSettings, useUpdateSettings } from '../api/settings';
import { Button, type ButtonVariant } from './ui/button';
import { toast } from './ui/toast';

export function FollowTrackButton({
  track,
  variant,
}: {
  track: { url: string; name: string };
  variant?: ButtonVariant;
}) {
  const settings = useSettings();
  const update = useUpdateSettings();
  const following = settings.data?.followedTrackUrl === track.url;
  return (
    <Button
      variant={variant ?? (following ? 'secondary' : 'primary')}
      disabled={following || update.isPending || !settings.data}
      onClick={() =>
        update.mutate(
          { followedTrackUrl: track.url },
          {
            onSuccess: () =>
              toast({ title: 'Following', description: `${track.name} is now on your Dashboard.` }),
            onError: (error) =>
              toast({
                title: 'Could not follow the track',
                description: error.message,
                variant: 'destructive',
              }),
          },
        )
      }
    >
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
