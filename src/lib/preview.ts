import { useSyncExternalStore } from "react";
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

const onAuthChange = (cb: () => void) => pb.authStore.onChange(cb);

/**
 * staffPreview() for a component: false while React hydrates the server's page (the server renders
 * what a visitor sees, and never knows a staff sign-in), then the truth, which re-renders the page
 * with staff's own data (drafts included); and again whenever staff sign in or out.
 */
export function useStaffPreview(): boolean {
  return useSyncExternalStore(onAuthChange, staffPreview, () => false);
}
