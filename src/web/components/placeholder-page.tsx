// A screen whose feature ships later: its name and one honest line, never made-up data.
import { PageTitle } from './page-title';

export function PlaceholderPage({ title, note }: { title: string; note: string }) {
  return (
    <div className="space-y-2">
      <PageTitle>{title}</PageTitle>
      <p className="text-(--muted-foreground)">{note}</p>
    </div>
  );
}
