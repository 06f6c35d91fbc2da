import { ContactPage } from "@/features/contact/pages/contact-page";

export default ContactPage;
