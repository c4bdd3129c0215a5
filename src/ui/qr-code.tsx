/**
 * A QR code drawn as SVG from the `qrcode` encoder's matrix: one path of the dark modules, with the four-module
 * quiet zone the standard asks for, crisp at any size. React elements only (no canvas, no innerHTML), so it is
 * the same in every browser and in tests. The label says what the code is for (it is an image to assistive
 * technology).
 */
import QRCode from 'qrcode';
import { useMemo } from 'react';

const QUIET_ZONE = 4;

/** The SVG path of a QR matrix's dark modules, one 1x1 square each, offset by the quiet zone. */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
  return { size: modules.size + 2 * QUIET_ZONE, path };
}

export function QrCode({ text, label, size = 192 }: { text: string; label: string; size?: number }) {
  const matrix = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${matrix.size} ${matrix.size}`}
      shapeRendering="crispEdges"
      data-testid="qr-code"
    >
      <rect width={matrix.size} height={matrix.size} fill="#fff" />
      <path d={matrix.path} fill="#000" />
    </svg>
  );
}
