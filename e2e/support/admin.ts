// Helpers for the admin specs: unique names, DOCX files built in the test, the file input.
import type { Page } from "@playwright/test";
import { IMAGE_PARA, makeTestDocx, para, TINY_PNG } from "../../src/lib/docx/test-docx";

export const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export function uid(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A real .docx with a heading, a paragraph and an embedded image. */
export async function articleDocx(heading: string, body: string): Promise<Buffer> {
  return Buffer.from(
    await makeTestDocx({ body: para(heading, "Heading1") + para(body) + IMAGE_PARA, png: TINY_PNG }),
  );
}

export async function chooseDocx(page: Page, name: string, buffer: Buffer, mimeType = DOCX_MIME) {
  await page.getByLabel("Word document (.docx)").setInputFiles({ name, mimeType, buffer });
}

export function seoUrl(page: Page) {
  return page.locator("output[aria-labelledby='article-seo-label']");
}

/**
 * The staff session saved by e2e/auth.setup.ts. Repeated here because Playwright refuses a spec
 * that imports another test file ("should not import test file auth.setup.ts").
 */
export { STAFF_STATE } from "./staff-state";
