import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { ToasterHost } from "@/components/toaster-host";
import { swrConfig } from "@/lib/swr";

/** What every page runs inside: the server-state cache and the (lazily loaded) toaster. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      {children}
      <ToasterHost />
    </SWRConfig>
  );
}
