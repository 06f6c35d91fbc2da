import { BrowserRouter } from "react-router";
import { ToasterHost } from "@/components/toaster-host";
import { AppRoutes } from "./router";

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <ToasterHost />
    </BrowserRouter>
  );
}
