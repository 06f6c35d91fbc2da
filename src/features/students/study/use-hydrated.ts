import { useSyncExternalStore } from "react";

const never = () => () => {};

/** False on the server and while React hydrates the server's HTML, then true. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
