// GET /api/export/{dataset}.csv: which of the racer's tables can be downloaded, and the answer's form.
import { z } from 'zod';

export const EXPORT_DATASETS = ['tire-inventory', 'race-results-with-tires', 'setup-sheets'] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];

export const exportParamsSchema = z.object({
  file: z
    .string()
    .transform((file) => file.replace(/\.csv$/, ''))
    .pipe(z.enum(EXPORT_DATASETS, { error: `Export one of: ${EXPORT_DATASETS.join(', ')}` })),
});

/** The file itself: RFC 4180 CSV text with a header row (domain/csv.ts). */
export const exportCsvSchema = z.string();
