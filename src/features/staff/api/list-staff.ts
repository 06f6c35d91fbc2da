import useSWR from "swr";
import { pb } from "@/lib/pocketbase";
import type { StaffUser } from "@/types/pocketbase";

export const STAFF_KEY = ["users", "staff-list"] as const;

/** Every staff account (an institute has a handful), owners first, then by name. */
export function listStaff(): Promise<StaffUser[]> {
  return pb.collection("users").getFullList<StaffUser>({
    sort: "-role,name,email",
    fields: "id,collectionId,collectionName,email,name,role,created,updated",
  });
}

export function useStaff() {
  return useSWR(STAFF_KEY, listStaff);
}
