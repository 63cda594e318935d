import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilenameGenerator } from '@/components/content/filename-generator';

const set = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const generate = () => fireEvent.click(screen.getByRole('button', { name: 'Generate Filenames' }));

describe('FilenameGenerator', () => {
  it('lists the generated names', () => {
    render(<FilenameGenerator />);
    set('Product code', 'M10023');
    set('Colour code', 'BLK');
    set('Number of images', '2');
    set('Extension', 'png');
    generate();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'M10023_BLK_1.png',
      'M10023_BLK_2.png',
    ]);
  });

  it('offers jpg, jpeg, png and webp', () => {
    render(<FilenameGenerator />);
    const options = Array.from(screen.getByLabelText<HTMLSelectElement>('Extension').options).map(
      (o) => o.value,
    );
    expect(options).toEqual(['jpg', 'jpeg', 'png', 'webp']);
  });

  it('shows each message next to its field and no names', () => {
    render(<FilenameGenerator />);
    set('Colour code', 'B-K');
    set('Number of images', '0');
    generate();
    for (const [label, text] of [
      ['Product code', 'Product code is required.'],
      ['Colour code', 'Color code must be alphanumeric.'],
      ['Number of images', 'Number of images must be 1 or more.'],
    ]) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe(text);
    }
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });

  it('shows the pattern error when a tampered extension makes names the shop would refuse', () => {
    render(<FilenameGenerator />);
    set('Product code', 'M10023');
    set('Colour code', 'BLK');
    const select = screen.getByLabelText<HTMLSelectElement>('Extension');
    select.add(new Option('gif', 'gif'));
    set('Extension', 'gif');
    generate();
    expect(
      screen.getByText('Error: One or more generated filenames do not match the expected pattern.'),
    ).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });
});
