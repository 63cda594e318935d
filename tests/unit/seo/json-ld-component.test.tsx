import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from '@/components/seo/json-ld';
import { itemListLd } from '@/lib/seo/json-ld';

describe('<JsonLd>', () => {
  const data = itemListLd(
    [{ id: 1, name: 'Tee</script><img src=x onerror=alert(1)>', gender: null, category: null }],
    'https://ruck.example',
  );

  it('renders one ld+json script with the nonce, which a product name cannot close', () => {
    const html = renderToStaticMarkup(<JsonLd data={data} nonce="abc123" />);
    expect(html.startsWith('<script type="application/ld+json" nonce="abc123">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<img');
    const body = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(JSON.parse(body)).toEqual(data);
  });

  it('omits the nonce attribute when none is given', () => {
    expect(renderToStaticMarkup(<JsonLd data={data} />)).not.toContain('nonce');
  });
});
