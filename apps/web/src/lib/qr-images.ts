import QRCode from 'qrcode';

// Medium error correction and the standard 4-module quiet zone: what the printables use too.
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...QR_OPTIONS, type: 'svg' });
}

/** A 1024 px PNG, large enough for any print size the owner is likely to need. */
export function qrPngDataUrl(url: string): Promise<string> {
  return QRCode.toDataURL(url, { ...QR_OPTIONS, width: 1024 });
}
