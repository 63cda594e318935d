import { describe, expect, it } from 'vitest';
import { clampZoom, MAX_ZOOM, pinch, step, toggleAt, UNZOOMED } from '@/lib/zoom';

describe('enlarged image zoom', () => {
  it('keeps the scale between 1 and 4 and the image inside its frame', () => {
    expect(clampZoom({ scale: 9, x: 0, y: 0 }, 400, 500).scale).toBe(MAX_ZOOM);
    expect(clampZoom({ scale: 0.2, x: 50, y: 50 }, 400, 500)).toEqual({ scale: 1, x: 0, y: 0 });
    // At 2x a 400 px frame may pan 200 px each way.
    expect(clampZoom({ scale: 2, x: 999, y: -999 }, 400, 500)).toEqual({ scale: 2, x: 200, y: -250 });
  });
  it('pinching apart zooms in proportion to the fingers', () => {
    expect(pinch(UNZOOMED, 100, 250, 400, 500).scale).toBe(2.5);
    expect(pinch({ scale: 3, x: 0, y: 0 }, 200, 100, 400, 500).scale).toBe(1.5);
    expect(pinch(UNZOOMED, 0, 100, 400, 500)).toBe(UNZOOMED);
  });
  it('steps double and halve, and stepping back to 1 recentres', () => {
    const zoomed = step(UNZOOMED, 1, 400, 500);
    expect(zoomed.scale).toBe(2);
    expect(step({ scale: 2, x: 100, y: 30 }, -1, 400, 500)).toEqual(UNZOOMED);
    expect(step({ scale: 4, x: 0, y: 0 }, 1, 400, 500).scale).toBe(4);
  });
  it('double tap zooms in on the tapped point, and out again', () => {
    const tapped = toggleAt(UNZOOMED, 100, -50, 400, 500);
    expect(tapped).toEqual({ scale: 2, x: -100, y: 50 });
    expect(toggleAt(tapped, 0, 0, 400, 500)).toEqual(UNZOOMED);
  });
});
