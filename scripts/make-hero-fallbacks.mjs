// Draws the three built-in hero slides (public/hero/fallback-N.jpg) that the home page shows when
// the ERP's carousel fails or is empty. Run once after changing the drawings; the output is committed.
import sharp from 'sharp';
import { slideSvg } from '../sandbox/erp/images.mjs';

for (const n of [1, 2, 3]) {
  const out = `public/hero/fallback-${n}.jpg`;
  const info = await sharp(Buffer.from(slideSvg(n + 1)))
    .resize(1600, 700)
    .jpeg({ quality: 78, progressive: true, mozjpeg: true })
    .toFile(out);
  console.log(out, info.size, 'bytes');
}
