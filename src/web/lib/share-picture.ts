// A card drawn as a PNG on the phone's own canvas (no library: a few lines of text need none) and offered
// through the share sheet, or downloaded where the phone cannot share files.
import type { PictureCard } from '../../domain/picture-card';
import { toast } from '../components/ui/toast';

const WIDTH = 1080;
const PAD = 64;
const ROW = 56;

/** The longest start of `text` that fits `width`, with an ellipsis when cut. */
function fitted(context: CanvasRenderingContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text;
  let end = text.length;
  while (end > 0 && context.measureText(`${text.slice(0, end)}…`).width > width) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** Any card (a setup sheet's, a race result's): its title, subtitle and rows of label and value. */
export function drawCard(card: PictureCard): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = PAD * 2 + 150 + card.rows.length * ROW + 60;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw pictures'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#111827';
  context.textBaseline = 'top';
  context.font = 'bold 56px system-ui, sans-serif';
  context.fillText(fitted(context, card.title, WIDTH - PAD * 2), PAD, PAD);
  context.font = '36px system-ui, sans-serif';
  context.fillStyle = '#4b5563';
  context.fillText(fitted(context, card.subtitle, WIDTH - PAD * 2), PAD, PAD + 80);
  let y = PAD + 150;
  for (const [label, value] of card.rows) {
    context.fillStyle = '#4b5563';
    context.fillText(fitted(context, label, 420), PAD, y);
    context.fillStyle = '#111827';
    context.fillText(fitted(context, value, WIDTH - PAD * 2 - 460), PAD + 460, y);
    y += ROW;
  }
  context.font = '28px system-ui, sans-serif';
  context.fillStyle = '#6b7280';
  context.fillText('Pitboard', PAD, y + 16);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made'))),
      'image/png',
    ),
  );
}

/** The picture through the share sheet where the phone shares files, else saved as a download. */
export async function sharePicture(fileName: string, title: string, picture: Blob): Promise<void> {
  const file = new File([picture], fileName, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ title, files: [file] });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  const url = URL.createObjectURL(picture);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  toast({ title: 'Picture saved', description: fileName });
}
