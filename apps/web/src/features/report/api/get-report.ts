import {
  REPORT_TILE_ORDER as WIRE_TILE_ORDER,
  reportResponseSchema,
  type Report as ReportWire,
  type ReportPeriod,
} from '@venues/contracts/report';
import { camelKey, type Camelized } from '@venues/contracts/wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';

export type Report = Camelized<ReportWire>;
export type ReportTiles = Report['tiles'];
export type ReportTileName = keyof ReportTiles;

/** The contracts' tile order, under the client's tile names. */
export const REPORT_TILE_ORDER = WIRE_TILE_ORDER.map((name) => camelKey(name) as ReportTileName);

export function reportPath(placeId: string): string {
  return `/places/${placeId}/report`;
}

export async function getReport(placeId: string, period: ReportPeriod): Promise<Report> {
  return (await getData(reportResponseSchema, reportPath(placeId), { params: { period } })).data;
}

export function getReportQueryOptions(placeId: string, period: ReportPeriod) {
  return queryOptions({
    queryKey: ['places', placeId, 'report', period],
    queryFn: () => getReport(placeId, period),
  });
}

/** While another period loads, the figures of the one before stay on screen (marked busy). */
export function useReport(placeId: string, period: ReportPeriod) {
  return useQuery({ ...getReportQueryOptions(placeId, period), placeholderData: keepPreviousData });
}
