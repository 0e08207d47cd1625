import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-kit/testing';
import { Pagination } from 'shared-kit/ui';

const hrefFor = (page: number) => `/jobs?page=${page}`;
const pageLinks = () =>
  within(screen.getByRole('navigation', { name: 'Pages' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Pagination', () => {
  it('is a named navigation of real links, the current page marked', () => {
    renderWithProviders(<Pagination page={2} pageCount={3} hrefFor={hrefFor} />);
    expect(pageLinks()).toEqual(['‹Previous', '1', '2', '3', 'Next›']);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/jobs?page=1');
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/jobs?page=3');
  });

  it('leaves previous out of the tab order on the first page, next on the last', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<Pagination page={1} pageCount={3} hrefFor={hrefFor} />);
    const previous = screen.getByRole('link', { name: /Previous/ });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveFocus();
    rerender(<Pagination page={3} pageCount={3} hrefFor={hrefFor} />);
    expect(screen.getByRole('link', { name: /Next/ })).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/jobs?page=2');
  });

  it.each([
    [1, ['1', '2', '3', '4', '5', '…', '20']],
    [4, ['1', '2', '3', '4', '5', '…', '20']],
    [10, ['1', '…', '9', '10', '11', '…', '20']],
    [17, ['1', '…', '16', '17', '18', '19', '20']],
    [20, ['1', '…', '16', '17', '18', '19', '20']],
  ])('page %i of 20 shows the ends and the neighbours, with ellipses', (page, expected) => {
    renderWithProviders(<Pagination page={page} pageCount={20} hrefFor={hrefFor} />);
    // Every item, the ellipses too (they are hidden from screen readers, who hear the page numbers).
    const items = [...screen.getByRole('list').querySelectorAll('li')].slice(1, -1).map((item) => item.textContent);
    expect(items).toEqual(expected);
  });

  it('takes another name, for a second pagination on the page', () => {
    renderWithProviders(<Pagination label="Pages of results, bottom" page={1} pageCount={2} hrefFor={hrefFor} />);
    expect(screen.getByRole('navigation', { name: 'Pages of results, bottom' })).toBeInTheDocument();
  });

  it('shows nothing for a single page', () => {
    renderWithProviders(<Pagination page={1} pageCount={1} hrefFor={hrefFor} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('hands a plain click to onNavigate instead of loading the page', async () => {
    const onNavigate = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<Pagination page={1} pageCount={5} hrefFor={hrefFor} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('link', { name: 'Page 4' }));
    expect(onNavigate).toHaveBeenCalledWith(4, expect.objectContaining({ defaultPrevented: true }));
    await user.click(screen.getByRole('link', { name: /Next/ }));
    expect(onNavigate).toHaveBeenLastCalledWith(2, expect.anything());
  });
});
