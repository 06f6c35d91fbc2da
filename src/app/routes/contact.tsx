import { ContactPage } from "@/features/pages/pages/contact-page";

export default ContactPage;
