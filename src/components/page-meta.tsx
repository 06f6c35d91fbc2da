import { useSettings } from "@/lib/site-settings";

interface Props {
  /** The page's own name; the institute's name follows it ("About | Punjab Success Academy"). */
  title?: string;
  description?: string;
}

/** The page's <title> and meta description, rendered with React 19's own head hoisting. */
export function PageMeta({ title, description }: Props) {
  const { instituteName } = useSettings();
  return (
    <>
      <title>{title ? `${title} | ${instituteName}` : instituteName}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
