import { Navigate, Route, Routes } from "react-router";
import { adminPaths } from "@/config/admin-paths";
import { InboxLayout } from "@/features/inbox/pages/inbox-layout";
import { LeadsPage } from "@/features/inbox/pages/leads-page";
import { MessagesPage } from "@/features/inbox/pages/messages-page";
import { SubscribersPage } from "@/features/inbox/pages/subscribers-page";

/** /admin/inbox/*: leads, messages and subscribers, one lazily loaded chunk. */
export default function AdminInboxRoute() {
  return (
    <Routes>
      <Route element={<InboxLayout />}>
        <Route index element={<Navigate to={adminPaths.inboxLeads} replace />} />
        <Route path="leads" element={<LeadsPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="subscribers" element={<SubscribersPage />} />
        <Route path="*" element={<Navigate to={adminPaths.inboxLeads} replace />} />
      </Route>
    </Routes>
  );
}
