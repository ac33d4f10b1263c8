import { buttonClasses } from '@/components/ui/button';
import { DownloadShortIcon } from '@/components/ui/icons';

export const VIDEO_FILE_NAME = 'review-video.mp4';

/** Opens the signed attachment URL in a new tab; the API names the file review-video.mp4. */
export function DownloadVideoLink({
  href,
  label,
  variant = 'primary',
  className,
}: {
  href: string;
  label: string;
  variant?: 'primary' | 'secondary';
  className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      download={VIDEO_FILE_NAME}
      className={buttonClasses(variant, className)}
    >
      <DownloadShortIcon className="size-4" />
      {label}
    </a>
  );
}
