import { describe, expect, it } from 'vitest';
import { DEVICE_WIDTHS, imageWidths, svgSize } from './image-sizes.ts';

describe('imageWidths', () => {
  it('uses the spec widths up to the image width and the image width itself', () => {
    expect(imageWidths(1200)).toEqual([640, 750, 828, 1080, 1200]);
    expect(imageWidths(900)).toEqual([640, 750, 828, 900]);
    expect(imageWidths(5000)).toEqual([...DEVICE_WIDTHS]);
    expect(imageWidths(100, 'small')).toEqual([16, 32, 48, 64, 96, 100]);
  });
});

describe('svgSize', () => {
  it('reads width and height, else the viewBox', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect/></svg>')).toEqual({ width: 640, height: 360 });
    expect(svgSize('<svg width="24px" height="16" viewBox="0 0 5 3"></svg>')).toEqual({ width: 24, height: 16 });
    expect(() => svgSize('<svg></svg>')).toThrow(/viewBox/);
  });
});
