import { act, useState } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { Handover, paintedState } from "./handover";

function App() {
  const [q, setQ] = useState("");
  const [agree, setAgree] = useState(false);
  return (
    <form>
      <input id="ca-search" value={q} onChange={(e) => setQ(e.target.value)} />
      <input type="checkbox" name="agree" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
      <input id="untouched" defaultValue="" />
      <output>{`${q}|${agree}`}</output>
    </form>
  );
}

/** What src/main.tsx does: the painted page's state read, then the app rendered over it. */
async function startApp(root: HTMLElement) {
  const from = paintedState(root);
  await act(async () => {
    createRoot(root).render(
      <Handover from={from}>
        <App />
      </Handover>,
    );
  });
}

afterEach(() => {
  document.body.innerHTML = "";
  delete document.documentElement.dataset.app;
});

describe("Handover", () => {
  it("moves what the reader typed into the server's paint, and the focus, to the app's fields", async () => {
    const root = document.createElement("div");
    root.id = "root";
    root.innerHTML =
      '<input id="ca-search" value=""><input type="checkbox" name="agree"><input id="untouched" value="">';
    document.body.append(root);
    const typed = root.querySelector<HTMLInputElement>("#ca-search")!;
    typed.value = "ਪੰਜਾਬ budget";
    typed.focus();
    typed.setSelectionRange(3, 3);
    root.querySelector<HTMLInputElement>('[name="agree"]')!.checked = true;

    await startApp(root);

    const search = root.querySelector<HTMLInputElement>("#ca-search")!;
    expect(search).not.toBe(typed);
    expect(search.value).toBe("ਪੰਜਾਬ budget");
    // React's state followed (the field is controlled), not just the DOM.
    expect(root.querySelector("output")!.textContent).toBe("ਪੰਜਾਬ budget|true");
    expect(document.activeElement).toBe(search);
    expect(search.selectionStart).toBe(3);
    expect(root.querySelector<HTMLInputElement>("#untouched")!.value).toBe("");
    expect(document.documentElement.dataset.app).toBe("ready");
  });

  it("leaves a page with nothing typed as the app renders it", async () => {
    const root = document.createElement("div");
    root.id = "root";
    document.body.append(root);
    await startApp(root);
    expect(root.querySelector("output")!.textContent).toBe("|false");
    expect(document.documentElement.dataset.app).toBe("ready");
  });
});
