import {
  pointerSplat,
  POINTER_BRIGHTNESS,
  randomColor,
  type RandomSource,
  type Rgb,
  type Splat,
} from './fluid-splats.js';

interface TrackedPointer {
  x: number;
  y: number;
  /** where the last splat was thrown from; null until the pointer has been seen once */
  fromX: number | null;
  fromY: number | null;
  color: Rgb;
  moves: number;
}

/** A pointer's colour drifts to a new hue every this many moves. */
const MOVES_PER_COLOR = 60;

/** The pointers (mouse, pen, each finger) stirring the fluid, and the strokes they leave. */
export interface FluidPointers {
  /** Follows a pointer to where the event says; `fresh` (a press) starts a new stroke. */
  track: (event: PointerEvent, fresh: boolean) => void;
  forget: (pointerId: number) => void;
  clear: () => void;
  /** One splat per pointer that moved since the last call, each thrown to `splat`. */
  throwSplats: (size: { width: number; height: number }, splat: (splat: Splat) => void) => number;
}

export function createFluidPointers(random: RandomSource): FluidPointers {
  const pointers = new Map<number, TrackedPointer>();

  function track(event: PointerEvent, fresh: boolean) {
    let pointer = pointers.get(event.pointerId);
    if (!pointer || fresh) {
      pointer = {
        x: event.clientX,
        y: event.clientY,
        fromX: null,
        fromY: null,
        color: randomColor(random, POINTER_BRIGHTNESS),
        moves: 0,
      };
      pointers.set(event.pointerId, pointer);
    }
    pointer.x = event.clientX;
    pointer.y = event.clientY;
    pointer.moves += 1;
    if (pointer.moves % MOVES_PER_COLOR === 0)
      pointer.color = randomColor(random, POINTER_BRIGHTNESS);
  }

  function throwSplats(size: { width: number; height: number }, splat: (splat: Splat) => void) {
    let thrown = 0;
    for (const pointer of pointers.values()) {
      if (pointer.fromX === null || pointer.fromY === null) {
        pointer.fromX = pointer.x;
        pointer.fromY = pointer.y;
        continue;
      }
      const stroke = pointerSplat(
        { x: pointer.fromX, y: pointer.fromY },
        { x: pointer.x, y: pointer.y },
        size,
        pointer.color,
      );
      pointer.fromX = pointer.x;
      pointer.fromY = pointer.y;
      if (!stroke) continue;
      splat(stroke);
      thrown += 1;
    }
    return thrown;
  }

  return {
    track,
    forget: (pointerId) => void pointers.delete(pointerId),
    clear: () => pointers.clear(),
    throwSplats,
  };
}
