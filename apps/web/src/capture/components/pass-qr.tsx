import { useEffect, useState } from 'react';

/** The QR code's dark modules as one SVG path, with the 4-module quiet zone readers need around it. */
type Drawing = { size: number; path: string };
const QUIET = 4;

async function draw(text: string): Promise<Drawing> {
  // Loaded when a pass is shown: the page's first paint does not wait for the encoder.
  const { default: QRCode } = await import('qrcode');
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * QUIET, path };
}

/** A square of fixed size, so that nothing moves when the code arrives. */
export function PassQr({ text, label }: { text: string; label: string }) {
  const [drawing, setDrawing] = useState<{ text: string; value: Drawing } | null>(null);

  useEffect(() => {
    let current = true;
    draw(text).then(
      (value) => current && setDrawing({ text, value }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [text]);

  const shown = drawing?.text === text ? drawing.value : null;
  return (
    <div className="size-56 rounded-lg bg-white p-1 sm:size-64">
      {shown && (
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${shown.size} ${shown.size}`}
          shapeRendering="crispEdges"
          className="size-full"
        >
          <rect width={shown.size} height={shown.size} fill="#fff" />
          <path d={shown.path} fill="#000" />
        </svg>
      )}
    </div>
  );
}
