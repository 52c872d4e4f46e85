// A centred message that fills the screen, for the moments before there is anything else to show.
import type { ReactNode } from 'react';

export function FullScreenMessage({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-8 text-center text-(--muted-foreground)">
      {children}
    </main>
  );
}
