import { pb } from "@/lib/pocketbase";
import type { Lead } from "@/types/pocketbase";

export interface NewLead {
  name: string;
  /** 10 digits (see normaliseMobile). */
  mobile: string;
  course: string;
}

/** A Register Now request; staff see it in `leads`. */
export function createLead(lead: NewLead): Promise<Lead> {
  return pb.collection("leads").create<Lead>(lead, { requestKey: null });
}
