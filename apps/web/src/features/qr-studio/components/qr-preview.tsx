import clsx from 'clsx';
import { Skeleton } from '@/components/ui/skeleton';
import { useQrSvg } from '../hooks/use-qr-svg';

/** The QR code of `url`, drawn client-side as SVG (the same code the downloads and printables carry). */
export function QrPreview({ url, label, className }: { url: string; label: string; className?: string }) {
  const svg = useQrSvg(url);
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
