/**
 * Arrow-key movement inside a composite widget (WAI-ARIA radio group and tabs patterns): the group is one tab
 * stop, and the arrows and Home/End move to another item (skipping disabled ones, wrapping at the ends).
 */

const NEXT = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * The index a key moves to from `at` among `count` items, or undefined when the key moves nothing (another
 * key, or no other enabled item).
 */
export function rovingIndex(
  key: string,
  at: number,
  count: number,
  isDisabled: (index: number) => boolean = () => false,
): number | undefined {
  const enabled = Array.from({ length: count }, (_, i) => i).filter((i) => !isDisabled(i));
  if (enabled.length === 0) return undefined;
  let target: number;
  if (key === 'Home') target = enabled[0]!;
  else if (key === 'End') target = enabled[enabled.length - 1]!;
  else if (NEXT.has(key) || PREVIOUS.has(key)) {
    const step = NEXT.has(key) ? 1 : -1;
    target = at;
    for (let i = 0; i < count; i++) {
      target = (target + step + count) % count;
      if (!isDisabled(target)) break;
    }
  } else return undefined;
  return target === at ? undefined : target;
}

/** The group's tab stop: the chosen item when it can take focus, else the first enabled one. */
export function tabStop(chosen: number, count: number, isDisabled: (index: number) => boolean = () => false): number {
  if (chosen >= 0 && chosen < count && !isDisabled(chosen)) return chosen;
  for (let i = 0; i < count; i++) if (!isDisabled(i)) return i;
  return -1;
}
