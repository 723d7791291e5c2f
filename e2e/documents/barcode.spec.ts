import { DEMO, expect, signIn, test } from '../fixtures';
import { decodeCode128 } from './code128';

test('container barcodes print as Code 128 images that decode back to their numbers', async ({ page }) => {
  await signIn(page, DEMO.forwarder);
  await page.goto('/new/barcodeLifting/view/CSQU3054383,MSCU1234565');
  await expect(page.getByRole('heading', { name: '条码打印' })).toBeVisible();
  const figures = page.locator('figure[data-barcode]');
  await expect(figures).toHaveCount(2);
  for (const code of ['CSQU3054383', 'MSCU1234565']) {
    const figure = page.locator(`figure[data-barcode="${code}"]`);
    await expect(figure.locator('figcaption')).toHaveText(code);
    // Read the bars back from the image's pixels, as a scanner would.
    const modules = await figure.locator('img').evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const row = ctx.getImageData(0, Math.floor(c.height / 2), c.width, 1).data;
      const runs: number[] = [];
      let dark = row[0]! < 128;
      let n = 0;
      for (let x = 0; x < c.width; x++) {
        const d = row[x * 4]! < 128;
        if (d === dark) n++;
        else {
          runs.push(dark ? n : -n);
          dark = d;
          n = 1;
        }
      }
      runs.push(dark ? n : -n);
      return runs;
    });
    expect(decodeCode128(modules)).toBe(code);
  }
  // A wrong check digit is flagged on screen (MSCU1234565: the digit should be 6).
  await expect(page.locator('figure[data-barcode="MSCU1234565"]')).toContainText('箱号校验位不正确');
  await expect(page.locator('figure[data-barcode="CSQU3054383"]')).not.toContainText('箱号校验位不正确');
});
