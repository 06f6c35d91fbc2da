// The one way to build an admin form: react-hook-form with a valibot schema. Only the admin chunk
// imports this file, so neither library reaches a public page.
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from "react-hook-form";
import type * as v from "valibot";

export function useAdminForm<T extends FieldValues>(
  schema: v.GenericSchema<T, T>,
  defaultValues: DefaultValues<T>,
  options: Omit<UseFormProps<T>, "resolver" | "defaultValues"> = {},
) {
  return useForm<T>({ resolver: valibotResolver(schema), defaultValues, mode: "onSubmit", ...options });
}
