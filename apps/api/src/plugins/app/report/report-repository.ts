import type { Report, ReportPeriod } from '@venues/contracts/report';
import { rowsOf, type Db } from '../../../db/client';
import { assembleReport, type Json } from './report-assembly';
import { periodInstants } from './report-period';
import { reportStatements } from './report-statements';

/** The report of one venue over a period and the period before it. */
export function createReportRepository(db: Db) {
  return {
    /** The first instant of the period and the first instant after it. */
    periodInstants: (period: ReportPeriod, now = new Date()) => periodInstants(db, period, now),

    async report(placeId: string, period: ReportPeriod, now = new Date()): Promise<Report> {
      const rows: Json[] = [];
      for (const statement of reportStatements(placeId, period, now))
        rows.push(rowsOf(await db.execute(statement))[0] ?? {});
      return assembleReport(period, rows);
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
