/** Reads the text of a QR code in the video's current frame, or null when there is none. */
export type QrDetector = (video: HTMLVideoElement) => Promise<string | null>;

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorConstructor = {
  new (options: { formats: string[] }): { detect: (source: HTMLVideoElement) => Promise<DetectedBarcode[]> };
  getSupportedFormats: () => Promise<string[]>;
};

// Frames are read at this width at most: a pass's QR code fills the view, and smaller frames decode faster.
const FRAME_MAX = 640;

async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (window as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if (!Native) return null;
  try {
    if (!(await Native.getSupportedFormats()).includes('qr_code')) return null;
  } catch {
    return null;
  }
  const detector = new Native({ formats: ['qr_code'] });
  return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
}

/** jsQR decodes frames drawn on a canvas; it loads only when a browser without BarcodeDetector opens the camera. */
async function canvasDetector(): Promise<QrDetector> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const { videoWidth, videoHeight } = video;
    if (!context || videoWidth === 0 || videoHeight === 0) return null;
    const scale = Math.min(1, FRAME_MAX / Math.max(videoWidth, videoHeight));
    canvas.width = Math.round(videoWidth * scale);
    canvas.height = Math.round(videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** The browser's own BarcodeDetector where it reads QR codes, else jsQR. */
export async function createQrDetector(): Promise<QrDetector> {
  return (await nativeDetector()) ?? canvasDetector();
}
