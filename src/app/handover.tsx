// The server's HTML (the app's own components rendered by src/app/render-server.tsx) is on screen,
// with working links and form fields, before the app's code has arrived; React then hydrates it:
// the same nodes stay, so the page never flickers and the focus stays where it is. What React
// cannot know is what the reader already typed or ticked in them: its state starts from the
// server's empty values. Handover gives each field the reader touched to React as if typed now.
import { useLayoutEffect, type ReactNode } from "react";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Touched {
  el: Control;
  value: string;
  checked: boolean;
}

export interface PaintedState {
  touched: Touched[];
  /** Buttons tapped before the app's code had arrived (src/main.tsx), in the order tapped. */
  taps: Element[];
  /** Forms the app sends itself, submitted before its code had arrived, with the button used. */
  submits: [HTMLFormElement, HTMLElement | null][];
}

function isToggle(el: Control): el is HTMLInputElement {
  return el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio");
}

function isTouched(el: Control): boolean {
  if (isToggle(el)) return el.checked !== el.defaultChecked;
  if (el instanceof HTMLSelectElement)
    return Array.from(el.options).some((o) => o.selected !== o.defaultSelected);
  return el.value !== el.defaultValue;
}

/** The server HTML's form fields the reader changed, read just before React hydrates it. */
export function paintedState(
  root: HTMLElement,
  taps: Element[] = [],
  submits: [HTMLFormElement, HTMLElement | null][] = [],
): PaintedState {
  const controls = Array.from(root.querySelectorAll<Control>("input, textarea, select"));
  return {
    taps,
    submits,
    touched: controls.filter(isTouched).map((el) => ({
      el,
      value: el.value,
      checked: isToggle(el) ? el.checked : false,
    })),
  };
}

/**
 * Tells React about a value it has not seen: React notices a change by comparing the field with
 * the value it last knew (set through the element's own `value`/`checked`), so that is reset to
 * the server's, then the reader's value is put back the browser's way and the event React listens
 * for is sent.
 */
function replay({ el, value, checked }: Touched): void {
  if (isToggle(el)) {
    el.checked = !checked;
    el.click(); // toggles back to the reader's choice; React's onChange sees it
    return;
  }
  const proto = Object.getPrototypeOf(el) as object;
  el.value = el instanceof HTMLSelectElement ? "" : el.defaultValue;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

/**
 * Wraps the app's first render: once React has hydrated the server's HTML, the fields the reader
 * changed meanwhile are replayed into React's state, the buttons they tapped are tapped again, and
 * `<html data-app="ready">` says the app runs (end-to-end tests wait for it).
 */
export function Handover({ from, children }: { from: PaintedState; children?: ReactNode }) {
  useLayoutEffect(() => {
    // Once this commit is over: parts of the page inside a Suspense boundary may still be waiting
    // to hydrate then, and React hydrates such a part at once when an event reaches it (not from
    // inside a commit). A key event wakes a field's part first, so React knows the server's value
    // before the reader's is replayed; a click wakes a button's part and then reaches its handler.
    const later = setTimeout(() => {
      for (const field of from.touched) {
        if (!field.el.isConnected) continue;
        field.el.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
        replay(field);
      }
      for (const tap of from.taps) if (tap.isConnected && tap instanceof HTMLElement) tap.click();
      for (const [form, submitter] of from.submits) {
        if (!form.isConnected) continue;
        // A key event wakes the form's part of the page first (see above), then the app sends it.
        form.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
        form.requestSubmit(submitter?.isConnected && submitter.closest("form") === form ? submitter : null);
      }
    }, 0);
    document.documentElement.dataset.app = "ready";
    return () => clearTimeout(later);
  }, [from]);
  return children;
}
