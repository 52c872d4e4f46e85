// What a screen says when its data could not be loaded: the spec's headline and sentence, why it failed
// (the server's own words, below, never as the headline), and a way to try again.
import { Button } from './ui/button';
import { Card } from './ui/card';

export function LoadFailure({
  title,
  message,
  reason,
  onRetry,
}: {
  title: string;
  message: string;
  /** E.g. 'Failed to fetch event details: LiveRC is unreachable'. */
  reason: string;
  onRetry: () => void;
}) {
  return (
    <Card role="alert" className="space-y-2">
      <p className="font-semibold text-(--destructive)">{title}</p>
      <p className="text-sm">{message}</p>
      <p className="text-xs text-(--muted-foreground)">{reason}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </Card>
  );
}
