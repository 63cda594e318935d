import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Splash } from '@/components/layout/splash';

describe('Splash', () => {
  it('renders the nonce-carrying script before a hidden, click-through overlay', () => {
    const html = renderToString(<Splash nonce="abc123" />);
    const script = html.indexOf('<script nonce="abc123"');
    const overlay = html.indexOf('class="splash"');
    expect(script).toBeGreaterThanOrEqual(0);
    expect(overlay).toBeGreaterThan(script);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('--splash-show:800ms');
    expect(html).toContain('--splash-fade:700ms');
  });

  it('marks the document once the splash was seen in this tab', () => {
    // Parsed from the server HTML: the splash is a server component and never renders on the client.
    const doc = new DOMParser().parseFromString(renderToString(<Splash />), 'text/html');
    const code = doc.querySelector('script')?.textContent ?? '';
    expect(code).toContain('sessionStorage');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the page's inline script as the browser would
    const run = new Function(code) as () => void;
    sessionStorage.clear();
    document.documentElement.classList.remove('splash-seen');
    run();
    expect(sessionStorage.getItem('splash-seen')).toBe('1');
    expect(document.documentElement.classList.contains('splash-seen')).toBe(false);
    run();
    expect(document.documentElement.classList.contains('splash-seen')).toBe(true);
  });
});
