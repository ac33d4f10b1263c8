import type { ReportExportKind, ReportPeriod } from '@venues/contracts/report';
import { slugify } from '@/lib/slugify';

/** report-da-mario-30d-reviews.csv, report-da-mario-30d-visits.csv, report-da-mario-30d.pdf */
export function reportFileName(
  venueName: string,
  period: ReportPeriod,
  kind: ReportExportKind | 'pdf',
): string {
  const base = `report-${slugify(venueName) || 'venue'}-${period}d`;
  return kind === 'pdf' ? `${base}.pdf` : `${base}-${kind}.csv`;
}
