// Renders assets/icon.svg to the PNG sizes the manifest uses. Run after editing the SVG:
//   npx tsx scripts/icons.ts
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { browserPath } from './browsers';

const svg = readFileSync(new URL('../assets/icon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({ executablePath: browserPath('chromium'), args: ['--no-sandbox'] });
for (const size of [16, 32, 48, 128]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({ path: `public/icon/${size}.png`, omitBackground: true });
  await page.close();
}
await browser.close();
