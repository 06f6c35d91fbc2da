import { useLocation } from "react-router";
import {
  NewsletterConfirmPage,
  NewsletterUnsubscribePage,
} from "@/features/newsletter/pages/newsletter-token-page";

/** /newsletter/confirm and /newsletter/unsubscribe (the links in the newsletter's e-mails). */
export default function NewsletterRoute() {
  const { pathname } = useLocation();
  return /unsubscribe/i.test(pathname) ? <NewsletterUnsubscribePage /> : <NewsletterConfirmPage />;
}
