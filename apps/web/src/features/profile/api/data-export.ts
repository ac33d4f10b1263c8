import { dataExportResponseSchema, type DataExport as DataExportWire } from '@venues/contracts/account-data';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, sendData } from '@/lib/api-data';

export type DataExport = Camelized<DataExportWire>;

/** How often the page asks again while the file is being prepared. */
export const EXPORT_POLL_MS = 2_000;

export async function getDataExport(): Promise<DataExport | null> {
  return (await getData(dataExportResponseSchema, '/users/data-export')).data;
}

export function getDataExportQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'data-export'],
    queryFn: getDataExport,
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? EXPORT_POLL_MS : false),
  });
}

export function useDataExport() {
  return useQuery(getDataExportQueryOptions());
}

/** Asks for a new file (or answers the one being prepared); the page then follows it until it is ready. */
export function useRequestDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await sendData(dataExportResponseSchema, 'post', '/users/data-export')).data,
    onSuccess: (data) => client.setQueryData(getDataExportQueryOptions().queryKey, data),
  });
}
