import useSWR from "swr";
import { pb } from "@/lib/pocketbase";

export const OUTBOX_PER_PAGE = 20;
// The list leaves out the bodies (an HTML e-mail can be large); the message view reads them.
const LIST_FIELDS = "id,collectionId,collectionName,to,from,subject,status,channel,error,created";

/** One page of the outbox, newest first (owners only: the collection's rules). */
export function useOutboxPage(page: number) {
  return useSWR(["outbox", "list", page] as const, ([, , p]) =>
    pb.collection("outbox").getList(p, OUTBOX_PER_PAGE, { sort: "-created,-id", fields: LIST_FIELDS }),
  );
}

/** One message with its bodies. */
export function useOutboxMessage(id: string | null) {
  return useSWR(id ? (["outbox", "one", id] as const) : null, ([, , i]) => pb.collection("outbox").getOne(i));
}
