// The staff session: the SDK keeps { token, record } in local storage under its default key
// ("pocketbase_auth"). These helpers are the only place the admin touches it.
import { useSyncExternalStore } from "react";
import { isAuthError, isNotFound, pb } from "@/lib/pocketbase";
import type { StaffUser } from "@/types/pocketbase";

/** The token that was last confirmed by the server (login or refresh) in this page load. */
let verifiedToken: string | null = null;

export function hasSession(): boolean {
  // isValid only checks the token's expiry locally; the server has the final say (refresh).
  return pb.authStore.isValid && pb.authStore.record?.collectionName === "users";
}

export function currentStaff(): StaffUser | null {
  return hasSession() ? (pb.authStore.record as StaffUser) : null;
}

/** True when the signed-in staff member is an owner (manages staff and settings). */
export function isOwner(staff: StaffUser | null = currentStaff()): boolean {
  return staff?.role === "owner";
}

function subscribe(listener: () => void): () => void {
  return pb.authStore.onChange(listener);
}

/**
 * The signed-in staff member, re-rendering when the session changes (sign-in, refresh, a role or
 * name the person changed on their own record). Only a display hint: the access rules decide.
 */
export function useCurrentStaff(): StaffUser | null {
  return useSyncExternalStore(subscribe, staffSnapshot, staffSnapshot);
}

// The SDK's local-storage store parses a new record object on every read; React needs the same
// object back until something changed.
let snapshotKey = "";
let snapshot: StaffUser | null = null;
function staffSnapshot(): StaffUser | null {
  const staff = currentStaff();
  const key = `${pb.authStore.token}\n${JSON.stringify(staff)}`;
  if (key !== snapshotKey) {
    snapshotKey = key;
    snapshot = staff;
  }
  return snapshot;
}

export async function login(email: string, password: string): Promise<StaffUser> {
  const res = await pb.collection("users").authWithPassword<StaffUser>(email.trim(), password);
  verifiedToken = res.token;
  return res.record;
}

/**
 * Confirms the stored session with the server once per page load (and after each login), and
 * renews the token. An invalid or expired token clears the store, which the SDK does not do
 * on its own.
 */
export async function verifySession(): Promise<boolean> {
  if (!hasSession()) return false;
  if (verifiedToken && verifiedToken === pb.authStore.token) return true;
  try {
    const res = await pb.collection("users").authRefresh();
    verifiedToken = res.token;
    return true;
  } catch (err) {
    // A 401 has already cleared the session (lib/pocketbase.ts); a 403 or 404 means the account
    // is no longer a staff account.
    if (isAuthError(err) || isNotFound(err)) {
      pb.authStore.clear();
      return false;
    }
    throw err;
  }
}

/**
 * Changes the signed-in staff member's own password. PocketBase then rotates the account's token
 * key, which ends every session of the account, this one included; this one signs in again at
 * once with the new password, so only the OTHER sessions end.
 */
export async function changeOwnPassword(oldPassword: string, password: string): Promise<void> {
  const me = currentStaff();
  if (!me) throw new Error("You are not signed in.");
  await pb.collection("users").update(me.id, { oldPassword, password, passwordConfirm: password });
  try {
    await login(me.email, password);
  } catch {
    // The password is changed; only this session is lost (its next request goes to the login page).
    throw new Error(PASSWORD_CHANGED_SIGN_IN_AGAIN);
  }
}

export const PASSWORD_CHANGED_SIGN_IN_AGAIN =
  "Your password was changed, but this page could not sign in again. Sign in with your new password.";

/** How long "Log out" waits for the server to revoke the token before ending the session anyway. */
const LOGOUT_TIMEOUT_MS = 8000;

/**
 * Ends the session on the server first (POST /api/auth/logout revokes this token, and only this
 * one: the person's other devices stay signed in; pb_hooks/lib/sessions.js), then in this browser.
 * Offline or a server that does not answer in time: the session still ends here, and the token
 * lives on the server until it expires (resolves false).
 */
export async function logout(): Promise<boolean> {
  verifiedToken = null;
  let revoked = false;
  if (pb.authStore.token) {
    try {
      await pb.send("/api/auth/logout", { method: "POST", signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
      revoked = true;
    } catch {
      // A 401 means the token was already dead; anything else: the session still ends here.
    }
  }
  pb.authStore.clear();
  return revoked;
}

/** Calls `listener` whenever the session is cleared or replaced. */
export function onSessionChange(listener: (signedIn: boolean) => void): () => void {
  return pb.authStore.onChange(() => listener(hasSession()));
}
