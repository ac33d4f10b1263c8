import clsx from 'clsx';

type ProtectedVideoProps = {
  src: string;
  poster: string | null;
  label: string;
  preload: 'none' | 'metadata' | 'auto';
  className?: string;
};

/**
 * A review video with controls but no native download and no context menu: videos leave the product only
 * as the owner's download on a paid plan.
 */
export function ProtectedVideo({ src, poster, label, preload, className }: ProtectedVideoProps) {
  return (
    <video
      src={src}
      poster={poster ?? undefined}
      controls
      controlsList="nodownload"
      disablePictureInPicture
      playsInline
      preload={preload}
      aria-label={label}
      onContextMenu={(event) => event.preventDefault()}
      className={clsx('aspect-[3/4] w-full rounded-xl bg-black object-contain', className)}
    />
  );
}
