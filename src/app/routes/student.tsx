import { MePage } from "@/features/students/pages/me-page";
import { SignInPage } from "@/features/students/pages/sign-in-page";

/** /signin and /me (view "signIn" or "me"): the students' pages, one chunk, never the home page's. */
export default function StudentRoute({ view }: { view?: string }) {
  return view === "me" ? <MePage /> : <SignInPage />;
}
