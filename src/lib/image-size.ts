// The app's door to image-size-core.cjs (the size of a data: URI picture from its header), which
// the server's first paint of an article (pb_hooks/lib/html-clean.js) uses too.
export type { ImageSize } from "./image-size-core.cjs";
export { dataUriImageSize } from "./image-size-core.cjs";
