import { Component, type ErrorInfo, type ReactNode } from "react";
import { isChunkLoadError } from "@/lib/chunk-error";
import { t } from "@/lib/i18n";

interface Props {
  children: ReactNode;
  /** Changing this (e.g. the pathname) clears a caught error. */
  resetKey?: string;
}
interface State {
  error: unknown;
  key?: string;
}

/** Catches render errors and failed lazy chunks; a failed chunk gets a Reload button. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.key) return { error: null, key: props.resetKey };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <ErrorFallback chunk={isChunkLoadError(this.state.error)} />;
  }
}

export function ErrorFallback({ chunk }: { chunk: boolean }) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">
        {chunk ? t("A new version of the site is available") : t("Something went wrong")}
      </h1>
      <p className="text-slate-700">
        {chunk
          ? t(
              "This page could not be loaded, usually because the site was just updated or the connection dropped. Reload to continue.",
            )
          : t("Please reload the page. If it keeps happening, try again in a few minutes.")}
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="bg-brand-700 hover:bg-brand-800 rounded-lg px-5 py-2.5 font-semibold text-white"
        >
          {t("Reload")}
        </button>
        <a href="/" className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold">
          {t("Home")}
        </a>
      </div>
    </main>
  );
}
