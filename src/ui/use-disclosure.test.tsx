/** The disclosure of menus and pickers: opens and closes with its button, Escape, and a move outside. */
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useDisclosure } from './use-disclosure';

function Menu() {
  const { open, close, panelId, boxProps, toggleProps } = useDisclosure();
  return (
    <div {...boxProps}>
      <button {...toggleProps}>Menu</button>
      {open && (
        <ul id={panelId}>
          <li>
            <button type="button" onClick={close}>
              Item
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

function page(onOuterKey = vi.fn()) {
  render(
    <div onKeyDown={(event) => onOuterKey(event.key)}>
      <Menu />
      <button type="button">Outside</button>
    </div>,
  );
  return { toggle: screen.getByRole('button', { name: 'Menu' }), onOuterKey };
}

describe('useDisclosure', () => {
  it('the button opens and closes its panel and says so', async () => {
    const { toggle } = page();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(screen.getByRole('list').id);
    await userEvent.click(toggle);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('Escape closes it, gives the focus back to the button and goes no further', async () => {
    const { toggle, onOuterKey } = page();
    await userEvent.click(toggle);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Item');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('list')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(onOuterKey).not.toHaveBeenCalledWith('Escape');
  });

  it('closes when the focus or the pointer goes outside, and from inside with close()', async () => {
    const { toggle } = page();
    await userEvent.click(toggle);
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Outside');
    expect(screen.queryByRole('list')).toBeNull();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.queryByRole('list')).toBeNull();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Item' }));
    expect(screen.queryByRole('list')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});
