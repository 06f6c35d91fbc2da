// The own-password form's checks (the server checks length and the current password again).
import * as v from "valibot";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/lib/passwords";

export const ACCOUNT_FIELDS = ["oldPassword", "password", "passwordConfirm"] as const;

export const accountSchema = v.pipe(
  v.object({
    oldPassword: v.pipe(v.string(), v.nonEmpty("Enter your current password.")),
    password: v.pipe(
      v.string(),
      v.nonEmpty("Enter a new password."),
      v.minLength(PASSWORD_MIN, `The new password needs at least ${PASSWORD_MIN} characters.`),
      v.maxLength(PASSWORD_MAX, `The new password can have at most ${PASSWORD_MAX} characters.`),
    ),
    passwordConfirm: v.pipe(v.string(), v.nonEmpty("Type the new password again.")),
  }),
  v.forward(
    v.partialCheck(
      [["password"], ["passwordConfirm"]],
      (d) => d.password === d.passwordConfirm,
      "The two new passwords are not the same.",
    ),
    ["passwordConfirm"],
  ),
  v.forward(
    v.partialCheck(
      [["oldPassword"], ["password"]],
      (d) => d.oldPassword !== d.password,
      "The new password must be different from the current one.",
    ),
    ["password"],
  ),
);

export type AccountValues = v.InferOutput<typeof accountSchema>;
