// The pieces a course card and its details dialog both show.
import { formatRupees } from "@/lib/money";
import { t, msg } from "@/lib/i18n";

const STORE_TAB = msg("(opens the course store in a new tab)");

/** The price in Indian grouping, read out as "Price: ₹18,500". */
export function CoursePrice({ price, className }: { price: number; className: string }) {
  return (
    <p className={className}>
      <span className="sr-only">{t("Price:")} </span>
      {formatRupees(price)}
    </p>
  );
}

/** Buy Now: the course's page on the external store, in a new tab. `name` is added for screen readers. */
export function BuyNowLink({ url, name, className }: { url: string; name?: string; className: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      {t("Buy Now")}
      <span className="sr-only">{name ? `: ${name} ${t(STORE_TAB)}` : ` ${t(STORE_TAB)}`}</span>
    </a>
  );
}
