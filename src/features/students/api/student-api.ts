// The student's requests, all through studentPb (never the staff client): asking for a sign-in
// code (pb_hooks/lib/students.js), signing in with it (PocketBase's own OTP sign-in), the profile,
// the data download and deleting the account.
import { ClientResponseError, toFormErrors } from "@/lib/pocketbase";
import { t, msg } from "@/lib/i18n";
import type { Student } from "@/types/pocketbase";
import { signOutStudent, studentPb } from "../session";

export type StudentField = "email" | "phone" | "code" | "name" | "exam" | "displayName";

/** The exams the form offers (stored as these English names; shown translated). */
export const EXAMS = [
  msg("PCS (Punjab Civil Services)"),
  msg("PSSSB (clerk, patwari and other posts)"),
  msg("Punjab Police"),
  msg("Teaching (PSTET, CTET, master cadre)"),
  msg("IAS (UPSC civil services)"),
  msg("Banking and SSC"),
  msg("Other"),
] as const;

/** Whether phone numbers are offered (an SMS provider is configured on the server). */
export async function signInOptions(): Promise<{ phone: boolean }> {
  return studentPb.send<{ phone: boolean }>("/api/students/sign-in-options", {});
}

export interface CodeRequest {
  email?: string;
  phone?: string;
}

/** Asks for a code; resolves to the id the code belongs to. */
export async function requestCode(input: CodeRequest): Promise<string> {
  const r = await studentPb.send<{ otpId: string }>("/api/students/request-code", {
    method: "POST",
    body: input,
  });
  return r.otpId;
}

/** Signs in with a code; the session is stored by studentPb (useStudent() re-renders). */
export async function signInWithCode(otpId: string, code: string): Promise<Student> {
  const auth = await studentPb.collection("students").authWithOTP(otpId, code.replace(/\s+/g, ""));
  return auth.record;
}

export interface ProfileInput {
  name: string;
  exam: string;
  displayName: string;
  showOnLeaderboard: boolean;
}

/** Saves the profile; the stored session's record is replaced with the saved one. */
export async function saveProfile(id: string, input: Partial<ProfileInput>): Promise<Student> {
  const rec = await studentPb.collection("students").update(id, input);
  studentPb.authStore.save(studentPb.authStore.token, rec);
  return rec;
}

/** The signed-in student as the server has them now (refreshes the session too). */
export async function refreshStudent(): Promise<Student> {
  return (await studentPb.collection("students").authRefresh()).record;
}

/** Everything stored about the student, as a JSON file the browser saves. */
export async function downloadMyData(): Promise<void> {
  const data = await studentPb.send<unknown>("/api/students/me/data", {});
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = "my-data.json";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Deletes the account and everything related to it, then ends the session. */
export async function deleteMyAccount(id: string): Promise<void> {
  await studentPb.collection("students").delete(id);
  signOutStudent();
}

/**
 * A failed student request as the form shows it: the field messages, and one message for the rest
 * (the server's limits and code answers in the page's language).
 */
export function studentErrors(
  err: unknown,
  fields: readonly StudentField[],
  fallback: string,
): { fields: Partial<Record<StudentField, string>>; message: string } {
  if (err instanceof ClientResponseError) {
    const body = (err.response ?? {}) as { code?: string; waitMinutes?: number; triesLeft?: number };
    const minutes = Number(body.waitMinutes) || 1;
    switch (body.code) {
      case "address_limit":
        return {
          fields: {},
          message: t(
            "Too many codes asked for this address; wait {minutes, plural, one {# minute} other {# minutes}}.",
            { minutes },
          ),
        };
      case "network_limit":
        return {
          fields: {},
          message: t(
            "Too many codes asked from this network; wait {minutes, plural, one {# minute} other {# minutes}}.",
            { minutes },
          ),
        };
      case "code_wrong":
        return {
          fields: {
            code: t(
              "That code is not right. {left, plural, one {# try} other {# tries}} left before you need a new code.",
              { left: Number(body.triesLeft) || 1 },
            ),
          },
          message: "",
        };
      case "code_locked":
        return {
          fields: {},
          message: t("This code was entered wrong 5 times and no longer works. Ask for a new code."),
        };
      case "code_gone":
        return { fields: {}, message: t("This code has expired or was already used. Ask for a new code.") };
    }
  }
  const { fields: f, message } = toFormErrors(err, fields, fallback);
  const translated: Partial<Record<StudentField, string>> = {};
  for (const [k, v] of Object.entries(f)) if (v) translated[k as StudentField] = t(v);
  return { fields: translated, message: t(message) };
}
