import { AboutPage } from "@/features/institute/pages/about-page";

export default AboutPage;
