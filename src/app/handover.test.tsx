import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Handover, paintedState } from "./handover";

function App() {
  const [q, setQ] = useState("");
  const [agree, setAgree] = useState(false);
  const [level, setLevel] = useState("a");
  return (
    <form>
      <input id="ca-search" value={q} onChange={(e) => setQ(e.target.value)} />
      <input type="checkbox" name="agree" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
      <select name="level" value={level} onChange={(e) => setLevel(e.target.value)}>
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
      <input id="untouched" defaultValue="" />
      <output>{`${q}|${agree}|${level}`}</output>
    </form>
  );
}

/** What src/main.tsx does: the server's HTML, the reader's changes read, then React hydrates it. */
async function hydrate(root: HTMLElement) {
  const from = paintedState(root);
  await act(async () => {
    hydrateRoot(
      root,
      <Handover from={from}>
        <App />
      </Handover>,
    );
  });
}

function serverHtml(): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderToString(<App />);
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = "";
  delete document.documentElement.dataset.app;
});

describe("Handover", () => {
  it("gives React what the reader typed, ticked and chose before the app's code arrived", async () => {
    const root = serverHtml();
    const search = root.querySelector<HTMLInputElement>("#ca-search")!;
    search.value = "ਪੰਜਾਬ budget";
    root.querySelector<HTMLInputElement>("input[name=agree]")!.checked = true;
    root.querySelector<HTMLSelectElement>("select")!.value = "b";
    search.focus();
    await hydrate(root);
    await waitFor(() => expect(root.querySelector("output")!.textContent).toBe("ਪੰਜਾਬ budget|true|b"));
    // The same nodes: hydration kept them, with the reader's values and focus.
    expect(root.querySelector("#ca-search")).toBe(search);
    expect(search.value).toBe("ਪੰਜਾਬ budget");
    expect(document.activeElement).toBe(search);
    expect(root.querySelector<HTMLInputElement>("input[name=agree]")!.checked).toBe(true);
    expect(document.documentElement.dataset.app).toBe("ready");
  });

  it("taps again, once hydrated, the buttons tapped before the app's code arrived", async () => {
    function Counter() {
      const [n, setN] = useState(0);
      return (
        <button type="button" onClick={() => setN((x) => x + 1)}>
          Started {n}
        </button>
      );
    }
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Counter />);
    document.body.append(root);
    const button = root.querySelector("button")!;
    const from = paintedState(root, [button]);
    await act(async () => {
      hydrateRoot(
        root,
        <Handover from={from}>
          <Counter />
        </Handover>,
      );
    });
    await waitFor(() => expect(button.textContent).toBe("Started 1"));
  });

  it("sends, once hydrated, a form the app sends itself that was submitted before its code arrived", async () => {
    function Ask() {
      const [sent, setSent] = useState("");
      const [name, setName] = useState("");
      return (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setSent(name);
          }}
        >
          <input id="your-name" value={name} onChange={(e) => setName(e.target.value)} />
          <button type="submit">Send</button>
          <output>{sent ? `sent ${sent}` : "not sent"}</output>
        </form>
      );
    }
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Ask />);
    document.body.append(root);
    root.querySelector<HTMLInputElement>("#your-name")!.value = "Asha";
    const form = root.querySelector("form")!;
    const from = paintedState(root, [], [[form, root.querySelector("button")]]);
    await act(async () => {
      hydrateRoot(
        root,
        <Handover from={from}>
          <Ask />
        </Handover>,
      );
    });
    await waitFor(() => expect(root.querySelector("output")!.textContent).toBe("sent Asha"));
  });

  it("leaves untouched fields alone", async () => {
    const root = serverHtml();
    await hydrate(root);
    await new Promise((r) => setTimeout(r, 10));
    expect(root.querySelector("output")!.textContent).toBe("|false|a");
    expect(root.querySelector<HTMLInputElement>("#untouched")!.value).toBe("");
  });
});
