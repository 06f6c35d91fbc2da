import { Link } from "react-router";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n";

/**
 * The header's small "Sign in" link (/signin, which shows a signed-in student their name and the
 * way to their account). It does not read the session: the header is on every page, and showing
 * the student's name here costs ~0.14 KB the home page's JavaScript budget does not have (?lang=pa
 * is at 120.0 KB).
 */
export function AccountLink() {
  return (
    <Link to={paths.signIn} className="px-1 text-sm font-semibold underline">
      {t("Sign in")}
    </Link>
  );
}
