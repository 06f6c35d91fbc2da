import { pb } from "./pocketbase";

/**
 * True when staff are signed in on this browser: public pages then also load drafts (the access
 * rules already let staff read them, `active = true || staff`) so staff can preview them with a
 * "Draft — not public" banner. Visitors' requests keep `active = true`; the rules refuse drafts
 * to them whatever a request asks for.
 */
export function staffPreview(): boolean {
  return pb.authStore.isValid && pb.authStore.record?.collectionName === "users";
}
