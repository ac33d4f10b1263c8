import { useQuery } from '@tanstack/react-query';
import { qrSvg } from '../utils/qr-images';

/** The SVG markup of a URL's QR code, computed once per URL and kept while the page lives. */
export function useQrSvg(url: string) {
  return useQuery({
    queryKey: ['qr-svg', url],
    queryFn: () => qrSvg(url),
    staleTime: Infinity,
  });
}
