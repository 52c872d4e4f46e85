// What the Assign Tyres dialog shows while its form or the racer's sets are on their way.
import { Placeholders } from '../query-state';

export const bodyLoading = (
  <Placeholders className="grid gap-6 md:grid-cols-2" blocks={['h-48 w-full', 'h-48 w-full']} />
);
