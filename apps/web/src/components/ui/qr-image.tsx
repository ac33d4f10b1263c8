import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The QR code of `url`, drawn in the browser as SVG (the same code the downloads and printables carry),
 * once per URL while the page lives; the QR library loads only when a code is shown.
 */
export function QrImage({ url, label, className }: { url: string; label: string; className?: string }) {
  const svg = useQuery({
    queryKey: ['qr-svg', url],
    queryFn: async () => (await import('@/lib/qr-images')).qrSvg(url),
    staleTime: Infinity,
  });
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
