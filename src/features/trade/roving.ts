/**
 * Arrow-key movement inside a composite widget (WAI-ARIA radio group and tabs patterns): one tab stop for the
 * group (the checked or selected item), the arrows and Home/End move to the next item and choose it.
 */
import type { KeyboardEvent } from 'react';

const NEXT = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp']);

/** A keydown handler for the group: `items` in order, `current` the chosen one, `choose` makes another chosen. */
export function rovingKeys<T>(items: readonly T[], current: T, choose: (item: T) => void, selector: string) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const at = items.indexOf(current);
    let next: number;
    if (NEXT.has(event.key)) next = (at + 1) % items.length;
    else if (PREVIOUS.has(event.key)) next = (at - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else return;
    event.preventDefault();
    choose(items[next]!);
    event.currentTarget.querySelectorAll<HTMLElement>(selector)[next]?.focus();
  };
}
