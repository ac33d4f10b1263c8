import { SUB_RATINGS } from '@venues/contracts/report';
import type { Report } from '../../api/get-report';
import { useTranslation } from 'react-i18next';
import type { ReportFormat } from '../../hooks/use-report-format';
import { ChartFigure } from '../chart-figure';
import { SubRatingsDrawing } from './lazy-drawings';

/** The period's average food, price, atmosphere and service ratings, as horizontal bars on a 0–5 scale. */
export function SubRatingsChart({ report, format }: { report: Report; format: ReportFormat }) {
  const { t } = useTranslation('report');
  const title = t('charts.subRatings.title');
  const data = SUB_RATINGS.map((aspect) => ({
    aspect,
    label: t(`charts.subRatings.${aspect}`),
    average: report.subRatings[aspect],
  }));
  const table = {
    caption: title,
    columns: [t('charts.subRatings.aspect'), t('charts.subRatings.average')],
    rows: data.map((entry) => ({
      key: entry.aspect,
      header: entry.label,
      cells: [format.rating(entry.average)],
    })),
  };
  return (
    <ChartFigure
      title={title}
      table={table}
      empty={data.every((entry) => entry.average === null) ? t('charts.subRatings.empty') : undefined}
    >
      <SubRatingsDrawing data={data} format={format} name={t('charts.subRatings.average')} />
    </ChartFigure>
  );
}
