import { Link } from "react-router";
import { paths } from "@/config/paths";
import { usePageTitle } from "@/lib/use-page-title";

export function NotFoundPage() {
  usePageTitle("Page Not Found");
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-4xl font-bold text-red-600 sm:text-5xl">404 - Page Not Found</h1>
      <p className="mt-4 text-slate-700">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home} className="mt-6 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        Go to the home page
      </Link>
    </main>
  );
}
