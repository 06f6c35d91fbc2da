import { Link, useParams } from "react-router";
import { Spinner } from "@/components/spinner";
import { Alert, LoadError } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { adminPaths } from "@/config/admin-paths";
import { isNotFound } from "@/lib/pocketbase";
import { pbToIstLocal } from "@/lib/publish-at";
import { toast } from "@/lib/toast";
import type { MockTest } from "@/types/pocketbase";
import { updateMockTest, useMockTest } from "../api/admin-mock-tests";
import { MockTestBuilder } from "../components/mock-test-builder";
import { MockTestHeader } from "../components/mock-test-header";
import { fromStored } from "../mock-test-form";

/** /admin/mock-tests/:id: the builder for a saved test. */
export function AdminMockTestEditPage() {
  const { id = "" } = useParams();
  const { data, error, isLoading, mutate } = useMockTest(id);
  if (isLoading) return <Spinner label="Loading the mock test…" />;
  if (error && !data) {
    const gone = isNotFound(error);
    return (
      <div className="mx-auto max-w-4xl">
        <MockTestHeader title={gone ? "Mock test not found" : "Edit mock test"} current="Edit" />
        {gone ? (
          <Alert>
            <p>This mock test does not exist (it may have been deleted).</p>
          </Alert>
        ) : (
          <LoadError error={error} fallback="Could not load the mock test." onRetry={() => void mutate()} />
        )}
      </div>
    );
  }
  if (!data) return null;
  // Keyed by the record's version, so the form starts from what was loaded (and from what a save
  // stored: ids and kept draws come from the server).
  return <EditForm key={`${data.id}:${data.updated}`} test={data} onSaved={(t) => void mutate(t, false)} />;
}

function EditForm({ test, onSaved }: { test: MockTest; onSaved: (t: MockTest) => void }) {
  return (
    <div className="mx-auto max-w-4xl">
      <MockTestHeader
        title="Edit mock test"
        current={test.name}
        actions={
          <>
            <Link to={adminPaths.mockTestStats(test.id)} className={buttonClass("secondary")}>
              Statistics
            </Link>
            <Link to={adminPaths.printMockTest(test.id)} className={buttonClass("secondary")}>
              Print paper
            </Link>
            <Link to={adminPaths.printMockTest(test.id, true)} className={buttonClass("secondary")}>
              Print answer key
            </Link>
          </>
        }
      />
      <MockTestBuilder
        defaults={fromStored(test, pbToIstLocal(test.publishAt ?? ""))}
        stored={{ publishAt: test.publishAt ?? "", active: test.active }}
        save={(input) => updateMockTest(test.id, input)}
        saveLabel="Save changes"
        cancelTo={adminPaths.mockTests}
        onSaved={(saved) => {
          toast.success("Mock test saved");
          onSaved(saved);
        }}
      />
    </div>
  );
}
