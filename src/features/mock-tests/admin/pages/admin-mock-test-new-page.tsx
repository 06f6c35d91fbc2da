import { Link, useNavigate, useSearchParams } from "react-router";
import { buttonClass } from "@/components/ui/button";
import { adminPaths } from "@/config/admin-paths";
import { toast } from "@/lib/toast";
import { PATTERN_NOTE, PATTERNS, patternById, patternQuestionCount } from "@shared/mock-patterns-core.cjs";
import { createMockTest } from "../api/admin-mock-tests";
import { MockTestBuilder } from "../components/mock-test-builder";
import { MockTestHeader } from "../components/mock-test-header";
import { fromPattern } from "../mock-test-form";

/**
 * /admin/mock-tests/new: choose a ready-made pattern (or start blank), then the builder with the
 * pattern's sections copied in; Save creates the test and opens it for more editing.
 */
export function AdminMockTestNewPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const chosen = params.get("pattern");
  if (chosen === null) return <PatternChooser />;
  const pattern = patternById(chosen);
  return (
    <div className="mx-auto max-w-4xl">
      <MockTestHeader title={pattern ? `New test: ${pattern.name}` : "New mock test"} current="New" />
      {pattern ? (
        <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
          {PATTERN_NOTE}
        </p>
      ) : null}
      <MockTestBuilder
        key={chosen}
        defaults={fromPattern(pattern)}
        save={createMockTest}
        saveLabel="Save mock test"
        cancelTo={adminPaths.mockTests}
        onSaved={(test) => {
          toast.success("Mock test saved");
          navigate(adminPaths.editMockTest(test.id), { replace: true });
        }}
      />
    </div>
  );
}

function PatternChooser() {
  return (
    <div className="mx-auto max-w-4xl">
      <MockTestHeader
        title="New mock test"
        current="New"
        intro="Start from a ready-made exam pattern and change what you need, or start blank."
      />
      <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">{PATTERN_NOTE}</p>
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Patterns">
        {PATTERNS.map((p) => (
          <li
            key={p.id}
            className="flex flex-col justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
          >
            <div>
              <h2 className="font-semibold text-slate-900">{p.name}</h2>
              <p lang="pa" className="text-sm text-slate-700">
                {p.namePa}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {patternQuestionCount(p)} questions · {p.sections.length} section
                {p.sections.length === 1 ? "" : "s"}
                {p.timeLimit > 0 ? ` · ${p.timeLimit} min` : ""}
                {p.sections.some((s) => s.negativeMarking !== "none")
                  ? " · negative marking"
                  : " · no negative marking"}
                {p.sections.some((s) => s.qualifying > 0) ? " · qualifying" : ""}
              </p>
            </div>
            <Link
              to={`${adminPaths.newMockTest}?pattern=${encodeURIComponent(p.id)}`}
              className={buttonClass("outline", "sm", "self-start")}
              aria-label={`Use the pattern ${p.name}`}
            >
              Use this pattern
            </Link>
          </li>
        ))}
        <li className="flex flex-col justify-between gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-4">
          <div>
            <h2 className="font-semibold text-slate-900">Blank test</h2>
            <p className="mt-1 text-sm text-slate-600">One empty section; add your own.</p>
          </div>
          <Link
            to={`${adminPaths.newMockTest}?pattern=blank`}
            className={buttonClass("secondary", "sm", "self-start")}
          >
            Start blank
          </Link>
        </li>
      </ul>
    </div>
  );
}
