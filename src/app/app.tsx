import { BrowserRouter } from "react-router";
import { Providers } from "./providers";
import { AppRoutes } from "./router";

/** The app inside whichever router its side gives it (the browser's, or the server's StaticRouter). */
export function AppBody() {
  return (
    <Providers>
      <AppRoutes />
    </Providers>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppBody />
    </BrowserRouter>
  );
}
