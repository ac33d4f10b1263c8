import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Skeleton } from '@/components/ui/skeleton';

async function qrSvg(url: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  // Medium error correction and the standard 4-module quiet zone, as on the printed codes.
  return QRCode.toString(url, { errorCorrectionLevel: 'M', margin: 4, type: 'svg' });
}

/** The QR code of `url`, drawn in the browser as SVG; the library loads only when a code is shown. */
export function QrImage({ url, label, className }: { url: string; label: string; className?: string }) {
  const svg = useQuery({ queryKey: ['qr-svg', url], queryFn: () => qrSvg(url), staleTime: Infinity });
  if (!svg.data) return <Skeleton className={clsx('aspect-square', className)} />;
  return (
    <div
      role="img"
      aria-label={label}
      className={clsx('aspect-square shrink-0 bg-white [&>svg]:block [&>svg]:size-full', className)}
      // qrcode's own markup: rects and paths from the URL's modules, no text of ours inside.
      dangerouslySetInnerHTML={{ __html: svg.data }}
    />
  );
}
