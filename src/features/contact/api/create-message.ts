import { pb } from "@/lib/pocketbase";
import type { Message } from "@/types/pocketbase";

export interface NewMessage {
  name: string;
  email: string;
  /** 10 digits or "" (see normaliseMobile). */
  phone: string;
  message: string;
}

/** A contact-form message; staff see it in `messages`. */
export function createMessage(message: NewMessage): Promise<Message> {
  return pb.collection("messages").create<Message>(message, { requestKey: null });
}
