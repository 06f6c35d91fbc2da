// Renders a component the way the app does (SWR config, router) but with a cache of its own, so
// no test sees another test's data.
import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { SWRConfig } from "swr";
import { swrConfig } from "@/lib/swr";

export function TestProviders({ children, route = "/" }: { children: ReactNode; route?: string }) {
  return (
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </SWRConfig>
  );
}

/** `render` inside TestProviders; `route` is the router's starting URL. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions & { route?: string } = {}) {
  const { route, ...rest } = options;
  return render(ui, {
    wrapper: ({ children }) => <TestProviders route={route}>{children}</TestProviders>,
    ...rest,
  });
}
