import { ContentPage } from '@/components/content/content-page';
import { FilenameGenerator } from '@/components/content/filename-generator';
import { pageMetadata } from '@/lib/seo/page-metadata';

// An internal tool for the team preparing product photos: kept out of search and the sitemap.
export const generateMetadata = () =>
  pageMetadata(
    '/generate-images',
    'Filename Generator',
    'Internal tool: generate product image filenames in the product_colour_index.extension pattern the shop accepts.',
    { robots: { index: false, follow: false } },
  );

export default function GenerateImagesPage() {
  return (
    <ContentPage
      title="Filename Generator"
      prose={false}
      lead="Names for product photos, in the pattern the shop accepts: product_colour_index.extension."
    >
      <FilenameGenerator />
    </ContentPage>
  );
}
