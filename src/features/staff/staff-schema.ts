// The staff forms' checks; the server checks e-mail, role and password length again.
import * as v from "valibot";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/lib/passwords";

export const NAME_MAX = 100;

const password = v.pipe(
  v.string(),
  v.nonEmpty("Enter a password, or press Generate."),
  v.minLength(PASSWORD_MIN, `The password needs at least ${PASSWORD_MIN} characters.`),
  v.maxLength(PASSWORD_MAX, `The password can have at most ${PASSWORD_MAX} characters.`),
);

export const addStaffSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("Enter the person's name."),
    v.maxLength(NAME_MAX, `The name can have at most ${NAME_MAX} characters.`),
  ),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("Enter the person's e-mail address."),
    v.email("Enter an e-mail address like name@example.com."),
  ),
  role: v.picklist(["editor", "owner"], "Choose a role."),
  password,
});
export type AddStaffValues = v.InferOutput<typeof addStaffSchema>;
export const ADD_STAFF_FIELDS = ["name", "email", "role", "password"] as const;

export const resetPasswordSchema = v.object({ password });
export type ResetPasswordValues = v.InferOutput<typeof resetPasswordSchema>;
