// Shared by the worker, the converter and the main-thread pipeline. Deliberately free of
// imports so that pulling a constant from here can never drag mammoth into a page's chunk.

export type ImageMode = "inline" | "extract";

export interface RawImage {
  contentType: string;
  bytes: ArrayBuffer;
}

/** mammoth's output before sanitising. */
export interface RawConversion {
  html: string;
  images: RawImage[];
  messages: string[];
}

/** Placeholder scheme for extracted images: <img src="docx-image:N">, N = index into images. */
export const IMAGE_PLACEHOLDER = "docx-image:";
