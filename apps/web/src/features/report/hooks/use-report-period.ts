import { PERIOD_PARAM } from '@venues/contracts/web-paths';
import { DEFAULT_REPORT_PERIOD, isReportPeriod, type ReportPeriod } from '@venues/contracts/report';
import { useSearchParams } from 'react-router';

/** The period lives in the URL (?period=90), so a report can be bookmarked and shared; anything else is 30. */
export function useReportPeriod(): [ReportPeriod, (period: ReportPeriod) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = Number(searchParams.get(PERIOD_PARAM));
  const period = isReportPeriod(value) ? value : DEFAULT_REPORT_PERIOD;
  const setPeriod = (next: ReportPeriod) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(PERIOD_PARAM, String(next));
        return params;
      },
      { replace: true },
    );
  return [period, setPeriod];
}
