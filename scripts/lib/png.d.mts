export function makeBannerPng(width?: number, height?: number, from?: number[], to?: number[]): Buffer;
export function makeCoursePng(
  width?: number,
  height?: number,
  from?: number[],
  to?: number[],
  variant?: number,
): Buffer;
