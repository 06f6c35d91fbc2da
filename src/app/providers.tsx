import { Fragment, type ReactNode } from "react";
import { SWRConfig } from "swr";
import { ToasterHost } from "@/components/toaster-host";
import { swrConfig } from "@/lib/swr";
import { useLang } from "@/lib/i18n";

/** What every page runs inside: the server-state cache, the language and the (lazily loaded) toaster. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      {/* A new language renders every page afresh in it (components call t() directly). */}
      <Fragment key={useLang()}>{children}</Fragment>
      <ToasterHost />
    </SWRConfig>
  );
}
