import { useCallback } from 'react';

/** Plays a local video (a recording or a chosen file); the object URL lives as long as the element. */
export function BlobVideo({ video, label }: { video: Blob; label: string }) {
  const attach = useCallback(
    (element: HTMLVideoElement | null) => {
      if (!element) return;
      const url = URL.createObjectURL(video);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [video],
  );
  return (
    <video
      ref={attach}
      controls
      playsInline
      aria-label={label}
      className="aspect-[3/4] max-h-[60vh] w-full rounded-xl bg-slate-900 object-contain"
    />
  );
}
