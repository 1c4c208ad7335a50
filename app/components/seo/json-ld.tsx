import { useNonce } from "#app/lib/nonce.ts";

type JsonLdObject = { "@type": string; [key: string]: unknown };

/**
 * Structured data for search engines. The CSP allows inline scripts only with the response's
 * nonce, and "<" is escaped so no text inside the data can close the script element.
 */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  const nonce = useNonce();
  const graph = Array.isArray(data) ? { "@context": "https://schema.org", "@graph": data } : { "@context": "https://schema.org", ...data };
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify(graph).replace(/</g, "\\u003c") }}
    />
  );
}
