// The server's paint (pb_hooks/lib/first-paint.js) is on screen, with working links and form
// fields, before the app starts; when React replaces it, what the reader already did to it must
// not be lost: text typed into the search box or a form, a ticked box, the field they are in.
import { useLayoutEffect, type ReactNode } from "react";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface PaintedState {
  controls: Control[];
  focused: Element | null;
}

/** The painted page's form fields and focus, read just before the app's first render. */
export function paintedState(root: HTMLElement): PaintedState {
  return {
    controls: Array.from(root.querySelectorAll<Control>("input, textarea, select")),
    focused: document.activeElement,
  };
}

/** How the same field is found in the app's page: its id, else its form name. */
function selectorOf(el: Control): string {
  if (el.id) return `#${CSS.escape(el.id)}`;
  if (el.name) return `${el.tagName.toLowerCase()}[name="${CSS.escape(el.name)}"]`;
  return "";
}

function isToggle(el: Control): el is HTMLInputElement {
  return el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio");
}

function touched(el: Control): boolean {
  if (isToggle(el)) return el.checked !== el.defaultChecked;
  if (el instanceof HTMLSelectElement)
    return Array.from(el.options).some((o) => o.selected !== o.defaultSelected);
  return el.value !== el.defaultValue;
}

/** Gives `next` the value of `old` the way typing would, so React's state follows. */
function carry(old: Control, next: Control): void {
  if (isToggle(old)) {
    if (isToggle(next) && next.checked !== old.checked) next.click();
    return;
  }
  const proto = Object.getPrototypeOf(next) as object;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(next, old.value);
  next.dispatchEvent(new Event(next instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

/**
 * Wraps the app's first render: once React has put its page in place of the server's, typed
 * values and the focus move over to the same fields, and `<html data-app="ready">` says the app
 * runs (end-to-end tests wait for it before scrolling the page's lazily loaded parts into view).
 */
export function Handover({ from, children }: { from: PaintedState; children?: ReactNode }) {
  useLayoutEffect(() => {
    for (const old of from.controls) {
      const selector = selectorOf(old);
      if (!selector || !touched(old)) continue;
      const next = document.querySelector<Control>(`#root ${selector}`);
      if (next && next !== old) carry(old, next);
    }
    const was = from.focused;
    if (was instanceof HTMLElement && !was.isConnected) {
      const selector =
        was instanceof HTMLInputElement || was instanceof HTMLTextAreaElement ? selectorOf(was) : "";
      const next = selector ? document.querySelector<HTMLInputElement>(`#root ${selector}`) : null;
      if (next) {
        next.focus();
        const text = was as HTMLInputElement;
        // After React has rendered the carried value (which puts the caret at the end).
        queueMicrotask(() => {
          try {
            next.setSelectionRange(text.selectionStart, text.selectionEnd);
          } catch {
            // a field type without a text selection
          }
        });
      }
    }
    document.documentElement.dataset.app = "ready";
  }, [from]);
  return children;
}
