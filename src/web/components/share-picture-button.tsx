// 'Share as picture' on a setup sheet: the sheet drawn as a PNG card, through the share sheet or downloaded.
import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { setupCard } from '../../domain/setup-card';
import type { SetupSheet } from '../../domain/setup-sheets';
import { drawCard, sharePicture } from '../lib/share-picture';
import { Button } from './ui/button';
import { toast } from './ui/toast';

/** 'Club dry' -> 'pitboard-setup-club-dry.png' */
const fileNameOf = (title: string) =>
  `pitboard-setup-${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'sheet'
  }.png`;

export function SharePictureButton({ sheet }: { sheet: Omit<SetupSheet, 'id' | 'createdAt'> }) {
  const [busy, setBusy] = useState(false);
  const share = async () => {
    setBusy(true);
    try {
      const card = setupCard(sheet);
      await sharePicture(fileNameOf(card.title), card.title, await drawCard(card));
    } catch (error) {
      toast({ title: 'No picture made', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      aria-label="Share this setup sheet as a picture"
      disabled={busy}
      onClick={share}
    >
      <ImageIcon aria-hidden className="size-5" />
      Picture
    </Button>
  );
}
