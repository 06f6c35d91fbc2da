import { ResultsPage } from "@/features/pages/pages/results-page";

export default ResultsPage;
