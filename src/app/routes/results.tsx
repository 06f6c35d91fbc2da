import { ResultsPage } from "@/features/institute/pages/results-page";

export default ResultsPage;
