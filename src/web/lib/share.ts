// Shares a page: the phone's share sheet where there is one, else the link copied to the clipboard.
import { toast } from '../components/ui/toast';

export async function sharePage(title: string, text: string, url: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (error) {
      // The racer closed the share sheet: nothing went wrong.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link Copied', description: 'The link is on your clipboard.' });
  } catch {
    toast({ title: 'Share Failed', description: 'Unable to copy link', variant: 'destructive' });
  }
}
