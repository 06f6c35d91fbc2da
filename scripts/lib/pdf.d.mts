export function makeTextPdf(o: { title: string; lines: string[] }): Buffer<ArrayBuffer>;
