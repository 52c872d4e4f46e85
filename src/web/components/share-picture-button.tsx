// 'Share as picture' on a setup sheet or a race result: its card drawn as a PNG, through the share sheet or
// downloaded. One button for every card; each kind only says what its card and file are.
import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { type PictureCard, pictureFileName } from '../../domain/picture-card';
import { type RacerResult, raceResultCard, raceResultFileName } from '../../domain/race-result-card';
import { setupCard } from '../../domain/setup-card';
import type { SetupSheet } from '../../domain/setup-sheets';
import { drawCard, sharePicture } from '../lib/share-picture';
import { racerUnits } from '../lib/units';
import { Button } from './ui/button';
import { toast } from './ui/toast';

/**
 * `picture` is called on the tap: a list of results makes no card until one is shared. `labelled`: 'Picture'
 * beside the icon; icon only in a wide table's narrow last column.
 */
function PictureButton({
  label,
  picture,
  labelled = true,
}: {
  label: string;
  picture: () => { card: PictureCard; fileName: string };
  labelled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const share = async () => {
    setBusy(true);
    try {
      const { card, fileName } = picture();
      await sharePicture(fileName, card.title, await drawCard(card));
    } catch (error) {
      toast({ title: 'No picture made', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return labelled ? (
    <Button variant="secondary" aria-label={label} disabled={busy} onClick={share}>
      <ImageIcon aria-hidden className="size-5" />
      Picture
    </Button>
  ) : (
    <Button variant="ghost" aria-label={label} title={label} disabled={busy} onClick={share} className="px-0">
      <ImageIcon aria-hidden className="size-5" />
    </Button>
  );
}

export function SharePictureButton({ sheet }: { sheet: Omit<SetupSheet, 'id' | 'createdAt'> }) {
  return (
    <PictureButton
      label="Share this setup sheet as a picture"
      picture={() => {
        const card = setupCard(sheet, racerUnits().dateOrder);
        return { card, fileName: pictureFileName('setup', [card.title]) };
      }}
    />
  );
}

/** A driver's result in a race: the racer's own, or a team mate's. */
export function ShareResultPictureButton({ result, labelled }: { result: RacerResult; labelled?: boolean }) {
  return (
    <PictureButton
      label="Share this result as a picture"
      labelled={labelled}
      picture={() => ({
        card: raceResultCard(result, racerUnits().dateOrder),
        fileName: raceResultFileName(result),
      })}
    />
  );
}
