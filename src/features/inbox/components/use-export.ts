import { useState } from "react";
import type { InboxKind, InboxQuery } from "@shared/inbox-core.cjs";
import { toast } from "@/lib/toast";
import { downloadInboxCsv } from "../api/export-csv";

/** Export CSV of the current filter, with its busy state and a plain message on failure. */
export function useExport(kind: InboxKind, query: InboxQuery) {
  const [exporting, setExporting] = useState(false);
  async function run() {
    setExporting(true);
    try {
      const name = await downloadInboxCsv(kind, query);
      toast.success(`Downloaded ${name}`);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "Could not export the list.");
    } finally {
      setExporting(false);
    }
  }
  return { exporting, run: () => void run() };
}
