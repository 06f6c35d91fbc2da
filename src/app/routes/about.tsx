import { AboutPage } from "@/features/pages/pages/about-page";

export default AboutPage;
