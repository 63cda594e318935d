import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorView } from '@/components/layout/error-view';

describe('the generic error page', () => {
  it("is titled 'Unexpected Application Error!' and offers a retry and a way home", () => {
    const retry = vi.fn();
    render(<ErrorView onRetry={retry} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    fireEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'RETURN TO HOME' }).getAttribute('href')).toBe('/');
  });
});
