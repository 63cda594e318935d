/**
 * "Download my data" (GDPR Art. 15 and 20): a plain link to GET /api/account/data, which answers
 * the JSON file as a download; no script, server-rendered.
 */
export function DownloadData() {
  return (
    <section aria-labelledby="my-data-heading" className="max-w-md">
      <h3 id="my-data-heading" className="text-base font-semibold text-ink">
        Your data
      </h3>
      <p className="mt-2 text-sm text-muted">
        Download a copy of what we hold about you: your details and address, orders, favourites, return
        requests and newsletter subscription, as a JSON file.
      </p>
      <a href="/api/account/data" download className="btn mt-4">
        Download my data
      </a>
    </section>
  );
}
