// MP4 first: Safari records nothing else, and recent Chrome can; WebM for Firefox and older Chrome.
const candidates = ['video/mp4', 'video/webm;codecs=vp8,opus', 'video/webm'] as const;

/** The container the browser can record, or undefined to let MediaRecorder choose. */
export function pickRecorderMimeType(isTypeSupported: (type: string) => boolean): string | undefined {
  return candidates.find((type) => isTypeSupported(type));
}

/** 'video/webm;codecs=vp8,opus' → 'video/webm': the type the upload and the review carry. */
export function baseMimeType(type: string): string {
  return type.split(';')[0]?.trim() ?? '';
}
