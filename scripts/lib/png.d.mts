type Rgb = [number, number, number];
export function makeBannerPng(width?: number, height?: number, from?: Rgb, to?: Rgb): Buffer<ArrayBuffer>;
export function paintPng(
  width: number,
  height: number,
  paint: (x: number, y: number) => Rgb,
): Buffer<ArrayBuffer>;
export function makeSlidePng(width?: number, height?: number, from?: Rgb, to?: Rgb): Buffer<ArrayBuffer>;
export function makePortraitPng(size?: number, bg?: Rgb, skin?: Rgb, shirt?: Rgb): Buffer<ArrayBuffer>;
export function makeCoursePng(
  width?: number,
  height?: number,
  from?: Rgb,
  to?: Rgb,
  variant?: number,
): Buffer<ArrayBuffer>;
