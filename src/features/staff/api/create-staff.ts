import { pb } from "@/lib/pocketbase";
import type { StaffUser } from "@/types/pocketbase";

export interface NewStaff {
  name: string;
  email: string;
  role: StaffUser["role"];
  password: string;
}

/** Adds a staff account (owners only, by the access rules). */
export function createStaff({ name, email, role, password }: NewStaff): Promise<StaffUser> {
  return pb.collection("users").create<StaffUser>({
    name,
    email,
    role,
    password,
    passwordConfirm: password,
    // Owners add people they know; there is no e-mail confirmation step.
    verified: true,
  });
}
