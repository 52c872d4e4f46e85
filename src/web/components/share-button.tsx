// Share on a setup sheet or a tyre set: makes a read-only link for a team mate and offers it through the
// phone's share sheet (or copies it); the link stays shown beside the button, to copy by hand.
import { Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { ShareKind } from '../../domain/share-links';
import { useCreateShareLink } from '../api/share-links';
import { sharedPath } from '../config/paths';
import { sharePage } from '../lib/share';
import { Button } from './ui/button';
import { toast } from './ui/toast';

const NAMES: Record<ShareKind, string> = { setupSheet: 'setup sheet', tyreSet: 'tyre set' };

export function ShareButton({
  kind,
  id,
  compact = false,
}: {
  kind: ShareKind;
  id: number;
  compact?: boolean;
}) {
  const create = useCreateShareLink();
  const [url, setUrl] = useState<string | null>(null);
  const linkId = useId();

  const share = () =>
    create.mutate(
      { kind, id },
      {
        onSuccess: async (link) => {
          const address = new URL(sharedPath(link.token), window.location.origin).href;
          setUrl(address);
          await sharePage(link.title, `My ${NAMES[kind]} on Pitboard: ${link.title}`, address);
        },
        onError: (error) =>
          toast({ title: 'Could not share', description: error.message, variant: 'destructive' }),
      },
    );

  return (
    <>
      <Button
        variant={compact ? 'ghost' : 'secondary'}
        className={compact ? 'px-0' : undefined}
        aria-label={`Share this ${NAMES[kind]}`}
        disabled={create.isPending}
        onClick={share}
      >
        <Share2 aria-hidden className="size-5" />
        {compact ? null : 'Share'}
      </Button>
      {url && (
        <span className="flex w-full basis-full flex-col gap-1 text-sm">
          <label htmlFor={linkId} className="text-(--muted-foreground)">
            Read-only link (stop sharing in Settings)
          </label>
          <input
            id={linkId}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 w-full rounded-lg border border-(--border) bg-(--card) px-2"
          />
        </span>
      )}
    </>
  );
}
