import type { Report } from '../../api/get-report';
import { useTranslation } from 'react-i18next';
import type { ReportFormat } from '../../hooks/use-report-format';
import { ChartFigure } from '../chart-figure';
import { MissionsDrawing } from './lazy-drawings';

/** A band per mission, so that two missions do not get bars as thick as a chart's height. */
const heightFor = (missions: number) => 76 + 44 * Math.max(missions, 2);

/**
 * The visits brought by each mission, most first, as horizontal bars for this period and the previous
 * one; the table beside the chart adds their estimated value.
 */
export function MissionsChart({ report, format }: { report: Report; format: ReportFormat }) {
  const { t } = useTranslation('report');
  const title = t('charts.missions.title');
  const table = {
    caption: title,
    columns: [
      t('charts.missions.mission'),
      t('charts.missions.visits'),
      t('charts.missions.value'),
      t('charts.missions.previousVisits'),
      t('charts.missions.previousValue'),
    ],
    rows: report.missions.map((mission) => ({
      key: mission.id,
      header: mission.title,
      cells: [
        format.count(mission.visits),
        format.euros(mission.estimatedValue),
        format.count(mission.previousVisits),
        format.euros(mission.previousEstimatedValue),
      ],
    })),
  };
  return (
    <ChartFigure
      title={title}
      height={heightFor(report.missions.length)}
      table={table}
      empty={report.missions.length === 0 ? t('charts.missions.empty') : undefined}
      className="lg:col-span-2"
    >
      <MissionsDrawing
        report={report}
        format={format}
        names={{ visits: t('charts.missions.visits'), previousVisits: t('charts.missions.previousVisits') }}
      />
    </ChartFigure>
  );
}
