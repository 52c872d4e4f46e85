// The racer's share links: what each shows, and Stop sharing, which ends the link at once.
import { useShareLinks, useStopSharing } from '../../../api/share-links';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';

export function ShareLinksSettings() {
  const links = useShareLinks();
  const stop = useStopSharing();

  return (
    <section aria-labelledby="share-links-title" className="mb-4 space-y-2">
      <h3 id="share-links-title" className="font-semibold">
        Shared links
      </h3>
      {links.isPending ? (
        <p className="text-sm text-(--muted-foreground)">Loading...</p>
      ) : links.isError ? (
        <p role="alert" className="text-sm text-(--destructive)">
          Shared links could not be loaded: {links.error.message}
        </p>
      ) : links.data.length === 0 ? (
        <p className="text-sm text-(--muted-foreground)">
          Nothing shared. Share a setup sheet or a tyre set to give a team mate a read-only link.
        </p>
      ) : (
        <ul className="space-y-1">
          {links.data.map((link) => (
            <li key={link.id} className="flex items-center justify-between gap-3">
              <span className="min-w-0 break-words">{link.title}</span>
              <Button
                variant="secondary"
                aria-label={`Stop sharing ${link.title}`}
                disabled={stop.isPending}
                onClick={() =>
                  stop.mutate(link.id, {
                    onSuccess: () => toast({ title: 'Stopped sharing', description: link.title }),
                    onError: (error) =>
                      toast({ title: 'Still shared', description: error.message, variant: 'destructive' }),
                  })
                }
              >
                Stop sharing
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
