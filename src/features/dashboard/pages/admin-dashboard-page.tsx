import { Link } from "react-router";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { PageMeta } from "@/components/page-meta";
import { PublishedBadge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { adminPaths } from "@/config/admin-paths";
import { dateLabel } from "@/lib/dates";
import { useDraftCounts, useInboxCounts, useLatestQuiz, useTodayArticles } from "../api/get-dashboard";
import { DashboardCard } from "../components/dashboard-card";
import { FailedSignIns } from "../components/failed-sign-ins";

const linkClass = "text-brand-800 font-medium underline-offset-2 hover:underline";

function CountLink({ to, n, one, many }: { to: string; n: number; one: string; many: string }) {
  return (
    <Link to={to} className="flex items-baseline gap-2 rounded-lg px-1 py-1 hover:bg-slate-50">
      <span className="text-3xl font-bold text-slate-900">{n}</span>
      <span className={linkClass}>{n === 1 ? one : many}</span>
    </Link>
  );
}

/**
 * The morning screen: what went out today, what is waiting in the inbox and in drafts.
 * `showFailedSignIns`: owners only (the log's access rule is owner-only too).
 */
export function AdminDashboardPage({ showFailedSignIns = true }: { showFailedSignIns?: boolean }) {
  const today = useTodayArticles();
  const inbox = useInboxCounts();
  const drafts = useDraftCounts();
  const quiz = useLatestQuiz();
  const now = new Date();

  return (
    <>
      <PageMeta title="Dashboard" />
      <AdminPageHeader
        crumbs={[{ label: "Dashboard" }]}
        title="Dashboard"
        intro="Today's articles, what is waiting in the inbox and in drafts."
      />
      <div className="grid gap-4 md:grid-cols-2">
        <DashboardCard
          id="today-heading"
          title="Today's articles"
          swr={today}
          loadingText="Loading today's articles…"
        >
          {(items) => (
            <>
              {items.some((a) => a.active) ? null : (
                <p className="text-slate-700">Nothing published today.</p>
              )}
              {items.length > 0 ? (
                <ul className="mt-2 divide-y divide-slate-200">
                  {items.map((a) => (
                    <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <Link
                        to={adminPaths.editCurrentAffair(a.id)}
                        className={`${linkClass} min-w-0 break-words`}
                      >
                        {a.name}
                      </Link>
                      <PublishedBadge active={a.active} />
                    </li>
                  ))}
                </ul>
              ) : null}
              <Link to={adminPaths.createCurrentAffair} className={buttonClass("primary", "sm", "mt-3")}>
                Create New
              </Link>
            </>
          )}
        </DashboardCard>
        <DashboardCard id="inbox-heading" title="Inbox" swr={inbox} loadingText="Loading the inbox…">
          {(c) => (
            <>
              <CountLink
                to={`${adminPaths.inboxLeads}?filter=new`}
                n={c.newLeads}
                one="new lead"
                many="new leads"
              />
              <CountLink
                to={`${adminPaths.inboxMessages}?filter=no`}
                n={c.unhandledMessages}
                one="unhandled message"
                many="unhandled messages"
              />
              {c.newLeads + c.unhandledMessages === 0 ? (
                <p className="mt-1 text-sm text-slate-600">Nothing waiting in the inbox.</p>
              ) : null}
            </>
          )}
        </DashboardCard>
        <DashboardCard id="drafts-heading" title="Drafts waiting" swr={drafts} loadingText="Loading drafts…">
          {(c) => (
            <>
              <CountLink
                to={adminPaths.currentAffairs}
                n={c.articles}
                one="draft article"
                many="draft articles"
              />
              <CountLink to={adminPaths.quizzes} n={c.quizzes} one="draft quiz" many="draft quizzes" />
              {c.articles + c.quizzes === 0 ? (
                <p className="mt-1 text-sm text-slate-600">No drafts waiting.</p>
              ) : null}
            </>
          )}
        </DashboardCard>
        <DashboardCard
          id="quiz-heading"
          title="Latest quiz"
          swr={quiz}
          loadingText="Loading the latest quiz…"
        >
          {(q) =>
            q ? (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">
                  <Link to={adminPaths.editQuiz(q.id)} className={`${linkClass} break-words`}>
                    {q.name}
                  </Link>
                  <p className="text-sm text-slate-600">Added {dateLabel(q.created, now, "india")}</p>
                </div>
                <PublishedBadge active={q.active} />
              </div>
            ) : (
              <>
                <p className="text-slate-700">No quizzes yet.</p>
                <Link to={adminPaths.importQuiz} className={buttonClass("secondary", "sm", "mt-3")}>
                  Import a quiz
                </Link>
              </>
            )
          }
        </DashboardCard>
      </div>
      {showFailedSignIns ? <FailedSignIns /> : null}
    </>
  );
}
