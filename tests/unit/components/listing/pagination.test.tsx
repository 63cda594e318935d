import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination } from '@/components/listing/pagination';
import { at, q } from './helpers';

const pageLinks = () => screen.getAllByRole('link', { name: /^Page \d+$/ }).map((a) => a.textContent);

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination at={at()} page={1} pageCount={1} style="prev-next" />);
    expect(container.innerHTML).toBe('');
  });

  it('shows every page up to 7, the current one marked, each link keeping the state', () => {
    const query = q({ color: ['Black'], sort: 'latest', page: 3 });
    render(<Pagination at={at(query, '/brands/7', { brand: '7' })} page={3} pageCount={7} style="numbers" />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(pageLinks()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    const current = screen.getByRole('link', { name: 'Page 3' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/brands/7?brand=7&color=Black&sort=latest',
    );
    expect(screen.getByRole('link', { name: 'Page 4' }).getAttribute('href')).toBe(
      '/brands/7?brand=7&color=Black&sort=latest&page=4',
    );
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('rel')).toBe('prev');
    expect(screen.getByRole('link', { name: 'Page 4' }).getAttribute('rel')).toBe('next');
    expect(screen.queryByText('Previous')).toBeNull();
  });

  it('uses ellipses past 7 pages: first, last and the current with one sibling', () => {
    render(<Pagination at={at(q({ page: 5 }))} page={5} pageCount={10} style="numbers" />);
    expect(pageLinks()).toEqual(['1', '4', '5', '6', '10']);
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(screen.getAllByText('More pages')).toHaveLength(2);
  });

  it('disables Previous on the first page and links Next', () => {
    render(<Pagination at={at(q(), '/outlet')} page={1} pageCount={3} style="prev-next" />);
    const previous = screen.getByText('Previous');
    expect(previous.tagName).toBe('SPAN');
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next.getAttribute('href')).toBe('/outlet?page=2');
    expect(next.getAttribute('rel')).toBe('next');
  });

  it('disables Next on the last page and links Previous', () => {
    render(<Pagination at={at(q({ page: 3 }), '/outlet')} page={3} pageCount={3} style="prev-next" />);
    expect(screen.getByText('Next').getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    const previous = screen.getByRole('link', { name: 'Previous' });
    expect(previous.getAttribute('href')).toBe('/outlet?page=2');
    expect(previous.getAttribute('rel')).toBe('prev');
  });
});
