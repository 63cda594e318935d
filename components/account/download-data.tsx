import type { AccountPageTexts } from './account-page-texts';

/**
 * "Download my data" (GDPR Art. 15 and 20): a plain link to GET /api/account/data, which answers
 * the JSON file as a download; no script, server-rendered.
 */
export function DownloadData({ t }: { t: AccountPageTexts }) {
  return (
    <section aria-labelledby="my-data-heading" className="max-w-md">
      <h3 id="my-data-heading" className="text-base font-semibold text-ink">
        {t.yourData}
      </h3>
      <p className="mt-2 text-sm text-muted">{t.yourDataText}</p>
      <a href="/api/account/data" download className="btn mt-4">
        {t.downloadData}
      </a>
    </section>
  );
}
