/**
 * The segmented control as a radio group and as a tab list: one tab stop (the chosen item), the arrows move
 * and choose with wrapping, Home/End go to the ends, disabled items are skipped, a click chooses.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rovingIndex, tabStop } from './roving';
import { SegmentedControl, type SegmentedItem } from './segmented-control';

type Size = 's' | 'm' | 'l' | 'xl';
const ITEMS: SegmentedItem<Size>[] = [
  { value: 's', label: 'Small', testId: 'size-s' },
  { value: 'm', label: 'Medium', className: 'size-m' },
  { value: 'l', label: 'Large', disabled: true },
  { value: 'xl', label: 'Huge' },
];

function Sizes({ variant, initial, onChange }: { variant: 'tabs' | 'radio'; initial?: Size; onChange?: (size: Size) => void }) {
  const [size, setSize] = useState<Size | undefined>(initial);
  return (
    <>
      <button type="button">before</button>
      <SegmentedControl
        variant={variant}
        aria-label="Size"
        items={ITEMS.map((item) => ({ ...item, id: `tab-${item.value}`, controls: `panel-${item.value}` }))}
        value={size}
        onChange={(next) => {
          setSize(next);
          onChange?.(next);
        }}
      />
      <button type="button">after</button>
    </>
  );
}

const chosen = (role: 'radio' | 'tab') =>
  screen
    .getAllByRole(role)
    .filter((item) => item.getAttribute(role === 'tab' ? 'aria-selected' : 'aria-checked') === 'true')
    .map((item) => item.textContent);

describe('SegmentedControl as a radio group', () => {
  it('is a radio group with the chosen item checked and the only tab stop', async () => {
    render(<Sizes variant="radio" initial="m" />);
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    expect(group.className).toBe('segmented');
    expect(chosen('radio')).toEqual(['Medium']);
    expect(screen.getAllByRole('radio').map((item) => item.tabIndex)).toEqual([-1, 0, -1, -1]);
    expect(screen.getByRole('radio', { name: 'Medium' }).className).toBe('size-m is-active');
    expect(screen.getByRole('radio', { name: 'Small' }).getAttribute('aria-selected')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Small' }).getAttribute('aria-controls')).toBeNull();
    expect(screen.getByTestId('size-s').textContent).toBe('Small');

    await userEvent.click(screen.getByRole('button', { name: 'before' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Medium' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Medium' }));
  });

  it('moves and chooses with the arrows, skipping the disabled item and wrapping', async () => {
    const onChange = vi.fn();
    render(<Sizes variant="radio" initial="m" onChange={onChange} />);
    screen.getByRole('radio', { name: 'Medium' }).focus();

    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Huge' }));
    expect(chosen('radio')).toEqual(['Huge']);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Small' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Huge' }));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Medium' }));
    expect(onChange.mock.calls.map(([size]) => size)).toEqual(['xl', 's', 'xl', 'm']);
    expect(screen.getAllByRole('radio').map((item) => item.tabIndex)).toEqual([-1, 0, -1, -1]);
  });

  it('goes to the first and last enabled item with Home and End', async () => {
    render(<Sizes variant="radio" initial="m" />);
    screen.getByRole('radio', { name: 'Medium' }).focus();
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Huge' }));
    expect(chosen('radio')).toEqual(['Huge']);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Small' }));
    expect(chosen('radio')).toEqual(['Small']);
  });

  it('chooses on click, and a disabled item cannot be chosen', async () => {
    const onChange = vi.fn();
    render(<Sizes variant="radio" initial="s" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Huge' }));
    expect(chosen('radio')).toEqual(['Huge']);
    await userEvent.click(screen.getByRole('radio', { name: 'Large' }));
    expect(chosen('radio')).toEqual(['Huge']);
    expect(onChange.mock.calls.map(([size]) => size)).toEqual(['xl']);
  });

  it('leaves other keys alone', async () => {
    const onChange = vi.fn();
    render(<Sizes variant="radio" initial="s" onChange={onChange} />);
    screen.getByRole('radio', { name: 'Small' }).focus();
    await userEvent.keyboard('a{PageDown}{Alt>}{ArrowRight}{/Alt}');
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Small' }));
  });

  it('makes the first enabled item the tab stop while nothing is chosen', async () => {
    render(<Sizes variant="radio" />);
    expect(chosen('radio')).toEqual([]);
    expect(screen.getAllByRole('radio').map((item) => item.tabIndex)).toEqual([0, -1, -1, -1]);
    screen.getByRole('radio', { name: 'Small' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(chosen('radio')).toEqual(['Medium']);
  });
});

describe('SegmentedControl as a tab list', () => {
  it('is a tab list with the chosen tab selected, its panel named, and one tab stop', async () => {
    render(<Sizes variant="tabs" initial="s" />);
    expect(screen.getByRole('tablist', { name: 'Size' })).toBeTruthy();
    expect(chosen('tab')).toEqual(['Small']);
    const small = screen.getByRole('tab', { name: 'Small' });
    expect(small.id).toBe('tab-s');
    expect(small.getAttribute('aria-controls')).toBe('panel-s');
    expect(small.getAttribute('aria-checked')).toBeNull();
    expect(screen.getAllByRole('tab').map((item) => item.tabIndex)).toEqual([0, -1, -1, -1]);

    await userEvent.click(screen.getByRole('button', { name: 'before' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(small);
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Huge' }));
    expect(chosen('tab')).toEqual(['Huge']);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Medium' }));
    expect(chosen('tab')).toEqual(['Medium']);
    await userEvent.keyboard('{End}');
    expect(chosen('tab')).toEqual(['Huge']);
    await userEvent.keyboard('{Home}');
    expect(chosen('tab')).toEqual(['Small']);
    expect(screen.getAllByRole('tab').map((item) => item.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('takes the group’s classes', () => {
    render(
      <SegmentedControl
        variant="tabs"
        aria-label="Size"
        className="tabs"
        items={ITEMS}
        value="m"
        onChange={() => undefined}
        testId="sizes"
      />,
    );
    expect(screen.getByTestId('sizes').className).toBe('tabs');
  });
});

describe('rovingIndex', () => {
  const none = () => false;
  it('moves with wrapping and ignores other keys', () => {
    expect(rovingIndex('ArrowRight', 2, 3, none)).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 3, none)).toBe(2);
    expect(rovingIndex('Home', 2, 3, none)).toBe(0);
    expect(rovingIndex('End', 0, 3, none)).toBe(2);
    expect(rovingIndex('Enter', 0, 3, none)).toBeUndefined();
  });

  it('skips disabled items and stays when no other is enabled', () => {
    expect(rovingIndex('ArrowRight', 0, 3, (i) => i === 1)).toBe(2);
    expect(rovingIndex('End', 0, 3, (i) => i === 2)).toBe(1);
    expect(rovingIndex('ArrowRight', 0, 3, (i) => i !== 0)).toBeUndefined();
    expect(rovingIndex('ArrowRight', 0, 0, none)).toBeUndefined();
  });

  it('puts the tab stop on the chosen item, or the first enabled one', () => {
    expect(tabStop(1, 3, none)).toBe(1);
    expect(tabStop(-1, 3, (i) => i === 0)).toBe(1);
    expect(tabStop(0, 3, (i) => i === 0)).toBe(1);
    expect(tabStop(-1, 0, none)).toBe(-1);
  });
});
