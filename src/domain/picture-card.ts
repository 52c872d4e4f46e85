// A picture card's text (a setup sheet's, a race result's) and the file it is shared as: what a card says,
// apart from how the browser draws it (web/lib/share-picture.ts draws every card the same way).

export type PictureCard = { title: string; subtitle: string; rows: [label: string, value: string][] };

/** 'José Ruiz' -> 'jose-ruiz': accents dropped rather than the letter, so a name stays readable. */
const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** ('result', ['Sam Racer', '1/8 Nitro Buggy A-Main']) -> 'pitboard-result-sam-racer-1-8-nitro-buggy-a-main.png' */
export function pictureFileName(kind: 'setup' | 'result', names: string[]): string {
  const slug = names.map(slugOf).filter(Boolean).join('-');
  return `pitboard-${kind}-${slug || 'card'}.png`;
}
