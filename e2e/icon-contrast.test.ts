/**
 * Every icon the site paints with the text colour (Icon.tsx: fill currentColor) stands out from
 * what lies behind it by at least 3:1 (WCAG 1.4.11, graphical objects), in the light and the dark
 * colour scheme. axe does not check graphics: the primary buttons' arrows were blue on blue
 * ("Die 13 Kriterien", "Weiter zu Kriterium 1"), so the label looked off-centre.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, darkScheme, openPage } from './helpers.ts';

afterAll(closeBrowser);

/** Pages with every kind of icon: buttons in the title block, cards, header links, alerts, the Selbstcheck's buttons. */
const PAGES = ['/', '/kriterien/1-nutzende-verstehen-und-bedurfnisse-erkennen', '/barriere-melden', '/selbstcheck', '/handbuch'];

interface Finding {
  text: string;
  ratio: number;
}

/** Contrast of each visible icon against the first opaque background behind it, with the text of its button or link. */
function iconContrasts(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    /** Any CSS colour (KERN's tokens are oklch) as sRGB with alpha, through the canvas. */
    const rgba = (colour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data] as [number, number, number, number];
    };
    const luminance = ([r, g, b]: number[]) => {
      const [lr, lg, lb] = [r!, g!, b!].map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
    };
    const background = (element: Element): number[] => {
      for (let e: Element | null = element; e; e = e.parentElement) {
        const colour = rgba(getComputedStyle(e).backgroundColor);
        if (colour[3] === 255) return colour;
      }
      return rgba(getComputedStyle(document.body).backgroundColor);
    };
    const found: { text: string; ratio: number }[] = [];
    for (const path of document.querySelectorAll('svg path[fill="currentColor"]')) {
      const svg = path.closest('svg')!;
      const box = svg.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(svg).visibility === 'hidden') continue;
      const icon = luminance(rgba(getComputedStyle(svg).color));
      const behind = luminance(background(svg));
      const ratio = (Math.max(icon, behind) + 0.05) / (Math.min(icon, behind) + 0.05);
      const owner = svg.closest('a, button, p, li, div') ?? svg.parentElement!;
      found.push({ text: owner.textContent.trim().replace(/\s+/g, ' ').slice(0, 60), ratio: Math.round(ratio * 100) / 100 });
    }
    return found;
  });
}

describe('icon contrast (WCAG 1.4.11)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`every icon stands out by at least 3:1 in the ${colorScheme} scheme`, async () => {
      const low: string[] = [];
      let checked = 0;
      for (const path of PAGES) {
        const { page, close } = await openPage(path, { colorScheme });
        expect(await darkScheme(page)).toBe(colorScheme === 'dark');
        // Islands with buttons (the Selbstcheck) render on load.
        await page.waitForLoadState('networkidle');
        const icons = await iconContrasts(page);
        checked += icons.length;
        low.push(...icons.filter((icon) => icon.ratio < 3).map((icon) => `${path}: „${icon.text}“ ${icon.ratio}:1`));
        await close();
      }
      expect(checked).toBeGreaterThan(10);
      expect(low).toEqual([]);
    });
  }

  it('checks the primary buttons named in the report: "Die 13 Kriterien" on the start page', async () => {
    const { page, close } = await openPage('/');
    const icons = await iconContrasts(page);
    const button = icons.find((icon) => icon.text === 'Die 13 Kriterien');
    expect(button).toBeDefined();
    expect(button!.ratio).toBeGreaterThanOrEqual(3);
    await close();
  });
});
