import { serializeJsonLd, type JsonLdData } from '@/lib/seo/json-ld';

// A data block, not a script: browsers never execute it, so CSP does not strictly need the nonce,
// but pages pass it anyway so a strict policy or a scanner never flags the inline element.
export function JsonLd({ data, nonce }: { data: JsonLdData | readonly JsonLdData[]; nonce?: string }) {
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // serializeJsonLd escapes `<`, `>`, `&`, U+2028/2029, so no value can close the element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
