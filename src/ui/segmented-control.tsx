/**
 * A segmented control: a small set of buttons of which one is chosen. As `variant="radio"` it is a WAI-ARIA
 * radio group (a value of a form or a filter: role radiogroup / radio, aria-checked); as `variant="tabs"` a
 * tab list (it switches the panel under it: role tablist / tab, aria-selected, aria-controls). Either way the
 * group is one tab stop (the chosen item), and ArrowLeft/Right/Up/Down and Home/End move to another item and
 * choose it, wrapping at the ends and skipping disabled items. Labels come translated from the caller.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { rovingIndex, tabStop } from './roving';

export interface SegmentedItem<T extends string | number> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
  /** The item's element id (a tab panel's aria-labelledby names it). */
  id?: string;
  /** Tabs: the id of the panel the tab shows. */
  controls?: string;
  /** Classes of the item (the chosen one also gets `is-active`). */
  className?: string;
  testId?: string;
}

export interface SegmentedControlProps<T extends string | number> {
  items: readonly SegmentedItem<T>[];
  /** The chosen value; none of the items when nothing is chosen yet. */
  value: T | undefined;
  /** Called with the item clicked, or the one the keyboard moved to. */
  onChange: (value: T) => void;
  'aria-label': string;
  variant: 'tabs' | 'radio';
  /** The group's classes: `segmented` unless told. */
  className?: string;
  testId?: string;
}

export function SegmentedControl<T extends string | number>({
  items,
  value,
  onChange,
  'aria-label': label,
  variant,
  className = 'segmented',
  testId,
}: SegmentedControlProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const isDisabled = (index: number) => items[index]?.disabled === true;
  const stop = tabStop(
    items.findIndex((item) => item.value === value),
    items.length,
    isDisabled,
  );
  const tabs = variant === 'tabs';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const focused = buttons.current.findIndex((button) => button !== null && button === event.target);
    const next = rovingIndex(event.key, focused >= 0 ? focused : stop, items.length, isDisabled);
    if (next === undefined) {
      if (['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Home', 'End'].includes(event.key)) event.preventDefault();
      return;
    }
    event.preventDefault();
    onChange(items[next]!.value);
    buttons.current[next]?.focus();
  };

  return (
    <div role={tabs ? 'tablist' : 'radiogroup'} aria-label={label} className={className} onKeyDown={onKeyDown} data-testid={testId}>
      {items.map((item, index) => {
        const chosen = item.value === value;
        const classes = [item.className, chosen ? 'is-active' : undefined].filter(Boolean).join(' ');
        return (
          <button
            key={String(item.value)}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role={tabs ? 'tab' : 'radio'}
            id={item.id}
            aria-selected={tabs ? chosen : undefined}
            aria-checked={tabs ? undefined : chosen}
            aria-controls={tabs ? item.controls : undefined}
            tabIndex={index === stop ? 0 : -1}
            disabled={item.disabled}
            className={classes || undefined}
            onClick={() => onChange(item.value)}
            data-testid={item.testId}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/**
 * A tab list over one panel: the tabs are `<prefix>-tab-<value>`, the chosen one controls `<prefix>-panel-<value>`
 * (the only panel rendered), and `tabPanel` gives that panel its role, id and label.
 */
export function panelTabs<T extends string>(
  values: readonly T[],
  label: (value: T) => ReactNode,
  prefix: string,
  current: T,
): SegmentedItem<T>[] {
  return values.map((value) => ({
    value,
    label: label(value),
    id: `${prefix}-tab-${value}`,
    controls: value === current ? `${prefix}-panel-${value}` : undefined,
  }));
}

export function tabPanel(prefix: string, current: string): { role: 'tabpanel'; id: string; 'aria-labelledby': string } {
  return { role: 'tabpanel', id: `${prefix}-panel-${current}`, 'aria-labelledby': `${prefix}-tab-${current}` };
}
