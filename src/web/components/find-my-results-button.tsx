// 'Find my results here': adds an event of a track's list to the racer's added events, so Pitboard reads its
// races in the background and My races lists the racer's.
import { useAddEvent } from '../api/added-events';
import { Button } from './ui/button';
import { toast } from './ui/toast';

export function FindMyResultsButton({ eventUrl, className }: { eventUrl: string; className?: string }) {
  const add = useAddEvent();
  return (
    <Button
      variant="secondary"
      className={className}
      disabled={add.isPending || add.isSuccess}
      onClick={() =>
        add.mutate(eventUrl, {
          onSuccess: (event) =>
            toast({
              title: 'Finding your results',
              description: `Pitboard reads the races of ${event.title}; yours appear in My races (Analysis).`,
            }),
          onError: (error) =>
            toast({ title: 'Could not add the event', description: error.message, variant: 'destructive' }),
        })
      }
    >
      {add.isSuccess ? 'Added to My races' : 'Find my results here'}
    </Button>
  );
}
