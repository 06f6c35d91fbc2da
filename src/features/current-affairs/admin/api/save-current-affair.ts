// Creating or updating an article with its files. The SDK sends with fetch(), which reports no
// upload progress; staff upload on mobile data, so the multipart request goes through
// XMLHttpRequest to the same records endpoint with the same session token.
import { ClientResponseError, endSessionOn401, fileUrl, pb } from "@/lib/pocketbase";
import { cleanText } from "@shared/rules-core.cjs";
import type { CurrentAffair } from "@/types/pocketbase";

export interface ArticleFields {
  name: string;
  /** PocketBase date string. */
  date: string;
  desc: string;
  seoURL: string;
  active: boolean;
  tags: string[];
  /** PocketBase date string; "" = as soon as active. */
  publishAt?: string;
  html?: string;
}

export interface ArticleFiles {
  doc: File;
  images: File[];
}

/** Upload names our own, so stored names ("docximg3_x7k2….png") map back to placeholders. */
export function imageUploadName(index: number, file: File): string {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1] ?? "bin";
  return `docximg${index}.${ext.toLowerCase()}`;
}

export function buildArticleForm(fields: Partial<ArticleFields>, files?: ArticleFiles): FormData {
  const form = new FormData();
  // Non-file fields as one JSON part keep their types (booleans, the tags array, an empty array).
  form.append("@jsonPayload", JSON.stringify(fields));
  if (files) {
    // A raw control character in a multipart file name makes the server refuse the whole request
    // before any check can explain it; Word files saved from some tools carry them.
    form.append("doc", files.doc, cleanText(files.doc.name) || "document.docx");
    files.images.forEach((img, i) => form.append("images+", img, imageUploadName(i, img)));
  }
  return form;
}

/**
 * The SDK makes file URLs absolute; the stored HTML keeps only the path when the API is on the
 * site's own origin, so a domain change (or saving from a dev proxy) does not break images.
 */
function sameOriginPath(url: string): string {
  if (typeof location === "undefined") return url;
  const u = new URL(url, location.href);
  return u.origin === location.origin ? `${u.pathname}${u.search}` : u.href;
}

/** Public URLs of the stored images, indexed like the docx-image:N placeholders. */
export function storedImageUrls(
  record: Pick<CurrentAffair, "id" | "collectionId" | "collectionName" | "images">,
): string[] {
  const urls: string[] = [];
  for (const name of record.images ?? []) {
    const m = /^docximg(\d+)_/.exec(name);
    if (m) urls[Number(m[1])] = sameOriginPath(fileUrl(record, name));
  }
  return urls;
}

export interface SendOptions {
  /** Update this record; without it a new record is created. */
  id?: string;
  form: FormData;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export function sendArticleForm({ id, form, onProgress, signal }: SendOptions): Promise<CurrentAffair> {
  const path = `/api/collections/currentAffairs/records${id ? `/${encodeURIComponent(id)}` : ""}`;
  const url = pb.buildURL(path);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(id ? "PATCH" : "POST", url);
    if (pb.authStore.token) xhr.setRequestHeader("Authorization", pb.authStore.token);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      const data = (xhr.response ?? {}) as Record<string, unknown>;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(data as unknown as CurrentAffair);
        return;
      }
      endSessionOn401(xhr.status);
      reject(new ClientResponseError({ url, status: xhr.status, data }));
    };
    xhr.onerror = () =>
      reject(new ClientResponseError({ url, status: 0, originalError: new Error("Network request failed") }));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new ClientResponseError({ url, status: 0, isAbort: true }));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Second step of a save with a new document: the HTML with real image URLs, the wanted fields
 * (a new article stays a draft until this step), and the previous document's images removed
 * only now, so the live HTML never points at deleted images.
 */
export function finishArticle(
  id: string,
  fields: ArticleFields,
  removeImages: string[],
): Promise<CurrentAffair> {
  const body: Record<string, unknown> = { ...fields };
  if (removeImages.length) body["images-"] = removeImages;
  return pb.collection("currentAffairs").update<CurrentAffair>(id, body);
}

/** A save without a new document: plain JSON through the SDK. */
export function updateArticleFields(id: string, fields: Partial<ArticleFields>): Promise<CurrentAffair> {
  return pb.collection("currentAffairs").update<CurrentAffair>(id, fields);
}
