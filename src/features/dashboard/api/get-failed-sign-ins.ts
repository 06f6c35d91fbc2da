import useSWR from "swr";
import { pb } from "@/lib/pocketbase";
import type { SignInFailure } from "@/types/pocketbase";

export type FailedSignIn = Pick<
  SignInFailure,
  "id" | "created" | "email" | "ip" | "locked" | "authCollection"
>;

/** The newest failed password sign-ins (pb_hooks/sign-in.pb.js writes them; staff may read). */
export async function getFailedSignIns(limit = 10): Promise<FailedSignIn[]> {
  const res = await pb.collection("signInFailures").getList(1, limit, {
    sort: "-created",
    fields: "id,created,email,ip,locked,authCollection",
    skipTotal: true,
  });
  return res.items;
}

/** Asked again on every visit to the dashboard, like the counts: failures arrive at any time. */
export function useFailedSignIns(limit = 10) {
  return useSWR(["signInFailures", "dashboard", limit], () => getFailedSignIns(limit), {
    revalidateOnMount: true,
    dedupingInterval: 2_000,
  });
}
