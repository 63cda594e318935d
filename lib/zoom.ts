// Zoom rules of the enlarged product image: pinch, double tap and the +/- keys share them.

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
export const ZOOM_STEP = 2;

export interface ZoomState {
  scale: number;
  x: number;
  y: number;
}

export const UNZOOMED: ZoomState = { scale: 1, x: 0, y: 0 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** How far the image may move at this scale before its edge would leave the frame. */
function limit(scale: number, size: number): number {
  return ((scale - 1) * size) / 2;
}

/** A zoom state kept inside the frame: scale 1 to 4, never panned past an edge. */
export function clampZoom(state: ZoomState, width: number, height: number): ZoomState {
  const scale = clamp(state.scale, MIN_ZOOM, MAX_ZOOM);
  const maxX = limit(scale, width);
  const maxY = limit(scale, height);
  return { scale, x: clamp(state.x, -maxX, maxX), y: clamp(state.y, -maxY, maxY) };
}

/** Two fingers moved from `startDistance` apart to `distance` apart. */
export function pinch(
  start: ZoomState,
  startDistance: number,
  distance: number,
  width: number,
  height: number,
): ZoomState {
  if (startDistance <= 0) return start;
  return clampZoom({ ...start, scale: (start.scale * distance) / startDistance }, width, height);
}

/** Step in (+1) or out (-1); stepping out to 1 recentres the image. */
export function step(state: ZoomState, direction: 1 | -1, width: number, height: number): ZoomState {
  const scale = direction > 0 ? state.scale * ZOOM_STEP : state.scale / ZOOM_STEP;
  return scale <= MIN_ZOOM ? UNZOOMED : clampZoom({ ...state, scale }, width, height);
}

/**
 * Double tap: zoom in on the tapped point (offsets from the frame's centre), or back out.
 * The point under the finger stays under it after zooming.
 */
export function toggleAt(
  state: ZoomState,
  pointX: number,
  pointY: number,
  width: number,
  height: number,
): ZoomState {
  if (state.scale > MIN_ZOOM) return UNZOOMED;
  return clampZoom(
    { scale: ZOOM_STEP, x: -pointX * (ZOOM_STEP - 1), y: -pointY * (ZOOM_STEP - 1) },
    width,
    height,
  );
}
