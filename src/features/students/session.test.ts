import { afterEach, describe, expect, it } from "vitest";
import { pb } from "@/lib/pocketbase";
import { currentStudent, signOutStudent, STUDENT_AUTH_KEY, studentPb } from "./session";

// A token the SDK accepts as unexpired: header.payload.signature with exp in the future.
function token(collection: string): string {
  const payload = btoa(
    JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, type: "auth", collectionName: collection }),
  );
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.sig`;
}

afterEach(() => {
  signOutStudent();
  pb.authStore.clear();
});

describe("student session", () => {
  it("lives under its own key and never touches the staff session", () => {
    pb.authStore.save(token("users"), { id: "staff1", collectionName: "users" } as never);
    studentPb.authStore.save(token("students"), {
      id: "st1",
      collectionName: "students",
      name: "Simran",
    } as never);
    expect(currentStudent()?.id).toBe("st1");
    expect(pb.authStore.record?.id).toBe("staff1");
    expect(JSON.parse(localStorage.getItem(STUDENT_AUTH_KEY) ?? "{}").record.id).toBe("st1");
    signOutStudent();
    expect(currentStudent()).toBeNull();
    expect(pb.authStore.record?.id).toBe("staff1");
  });

  it("a record of another collection is not a student", () => {
    studentPb.authStore.save(token("users"), { id: "x", collectionName: "users" } as never);
    expect(currentStudent()).toBeNull();
  });
});
