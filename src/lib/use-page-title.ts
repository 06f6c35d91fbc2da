import { useEffect } from "react";
import { useSettings } from "./site-settings";

/** Sets "<page> | <institute name>" (or just the institute name) and the meta description. */
export function usePageTitle(page?: string, description?: string) {
  const { instituteName } = useSettings();
  useEffect(() => {
    document.title = page ? `${page} | ${instituteName}` : instituteName;
  }, [page, instituteName]);
  useEffect(() => {
    if (!description) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const before = meta.content;
    meta.content = description;
    return () => {
      meta.content = before;
    };
  }, [description]);
}
