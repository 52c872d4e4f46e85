// A card of live figures: its title, the race they belong to, and the table (or why there is none).
import type { ReactNode } from 'react';
import { Card } from '../ui/card';

type Props = { id: string; title: string; raceName: string | null; children: ReactNode };

export function LiveTableCard({ id, title, raceName, children }: Props) {
  return (
    <Card aria-labelledby={id} padded={false} className="space-y-3 py-4 sm:py-6">
      <div className="px-4 sm:px-6">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {raceName && <p className="text-sm text-(--muted-foreground)">{raceName}</p>}
      </div>
      {children}
    </Card>
  );
}
