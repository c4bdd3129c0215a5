/**
 * The pager says its own words (namespace common) in the page's language, pages by offset or by page number,
 * and is not shown when one page holds everything.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../lib/i18n/i18n';
import { Pager } from './pager';

beforeAll(async () => {
  await initI18n('en', ['en', 'tr']);
});
afterAll(async () => {
  await i18next.changeLanguage('en');
});

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Pager', () => {
  it('pages an offset-paginated list', async () => {
    const onOffset = vi.fn();
    const { rerender } = render(<Pager offset={0} limit={20} total={45} onOffset={onOffset} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(screen.getByText('Page 1 of 3').getAttribute('aria-live')).toBe('polite');
    expect(button('Previous').disabled).toBe(true);
    await userEvent.click(button('Next'));
    expect(onOffset).toHaveBeenLastCalledWith(20);

    rerender(<Pager offset={40} limit={20} total={45} onOffset={onOffset} />);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
    await userEvent.click(button('Previous'));
    expect(onOffset).toHaveBeenLastCalledWith(20);
  });

  it('pages a list that counts pages', async () => {
    const onPage = vi.fn();
    render(<Pager page={2} pages={4} onPage={onPage} />);
    expect(screen.getByText('Page 2 of 4')).toBeTruthy();
    await userEvent.click(button('Next'));
    expect(onPage).toHaveBeenLastCalledWith(3);
    await userEvent.click(button('Previous'));
    expect(onPage).toHaveBeenLastCalledWith(1);
  });

  it('holds both buttons while a page loads', () => {
    render(<Pager page={2} pages={4} onPage={() => undefined} disabled />);
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
  });

  it('is not shown for a single page', () => {
    const { container } = render(<Pager offset={0} limit={20} total={20} onOffset={() => undefined} />);
    expect(container.innerHTML).toBe('');
    const byPage = render(<Pager page={1} pages={1} onPage={() => undefined} />);
    expect(byPage.container.innerHTML).toBe('');
  });

  it('speaks the page’s language', async () => {
    await i18next.changeLanguage('tr');
    render(<Pager page={1} pages={2} onPage={() => undefined} />);
    expect(screen.getByRole('navigation', { name: 'Sayfalar' })).toBeTruthy();
    expect(screen.getByText('Sayfa 1 / 2')).toBeTruthy();
    expect(button('Önceki').disabled).toBe(true);
    expect(button('Sonraki').disabled).toBe(false);
  });
});
