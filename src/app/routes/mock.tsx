import { MockTestPage } from "@/features/mock-tests/pages/mock-test-page";
import { MockTestsPage } from "@/features/mock-tests/pages/mock-tests-page";

/** The mock tests (/mock-tests) and one test with its player and result (/mock-tests/:id): one chunk. */
export default function MockTestsRoute({ view }: { view?: string }) {
  return view === "mockTest" ? <MockTestPage /> : <MockTestsPage />;
}
