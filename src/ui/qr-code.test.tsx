import { render, screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QrCode, qrPath } from './qr-code';

describe('qrPath', () => {
  it('draws every dark module of the matrix once, inside a four-module quiet zone', () => {
    const text = 'meridian://qr-login?token=5f0c9a1e7b2d4c68a3e9f1b7d2c4a6e8';
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const { size, path } = qrPath(text);
    expect(size).toBe(modules.size + 8);
    const squares = [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => [Number(m[1]), Number(m[2])]);
    const dark = [...modules.data].filter(Boolean).length;
    expect(squares).toHaveLength(dark);
    for (const [x, y] of squares) expect(modules.get(y! - 4, x! - 4)).toBe(1);
  });
});

describe('QrCode', () => {
  it('is an image named by its label', () => {
    render(<QrCode text="hello" label="QR code to scan" />);
    expect(screen.getByRole('img', { name: 'QR code to scan' }).getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
  });
});
