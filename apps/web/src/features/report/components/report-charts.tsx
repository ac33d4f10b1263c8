import type { Report } from '../api/get-report';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportFormat } from '../hooks/use-report-format';
import { MissionsChart } from './charts/missions-chart';
import { RatingDistributionChart } from './charts/rating-distribution-chart';
import { ReviewsChart } from './charts/reviews-chart';
import { SubRatingsChart } from './charts/sub-ratings-chart';
import { ValueChart } from './charts/value-chart';
import { VisitsChart } from './charts/visits-chart';
import '../texts';

export function ReportCharts({ report, format }: { report: Report; format: ReportFormat }) {
  const { t } = useTranslation('report');
  const titleId = useId();
  const note = report.bucket === 'day' ? t('charts.perDay') : t('charts.perWeek');
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('charts.title')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <ReviewsChart report={report} format={format} note={note} />
        <VisitsChart report={report} format={format} note={note} />
        <ValueChart report={report} format={format} note={note} />
        <RatingDistributionChart report={report} format={format} />
        <SubRatingsChart report={report} format={format} />
        <MissionsChart report={report} format={format} />
      </div>
    </section>
  );
}
