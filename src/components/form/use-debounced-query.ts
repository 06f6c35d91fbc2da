import { useEffect, useEffectEvent, useRef, useState } from "react";

/**
 * A search box's text, kept apart from the query the page applies (usually the URL's `?q=`).
 * Typing applies the text after `delay` ms of quiet; `commit()` (Enter) applies it at once. When
 * the query changes from outside (Back, Forward, a link, a cleared filter) the box shows it, unless
 * it only differs from what is typed by surrounding spaces, so a space just typed is not taken away.
 * Text that differs from the query only by surrounding spaces is not applied again.
 *
 * Used by public pages too: it reads no window or document, and its timer lives in an effect, so
 * it renders the same on the server.
 */
export function useDebouncedQuery(query: string, onCommit: (text: string) => void, delay: number) {
  const [text, setText] = useState(query);
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    setShown(query);
    if (query.trim() !== text.trim()) setText(query);
  }

  // The latest callback, so a parent passing a new function each render does not restart the wait.
  const fire = useEffectEvent((value: string) => onCommit(value));

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (text.trim() === query.trim()) return;
    timer.current = setTimeout(() => fire(text), delay);
    return () => clearTimeout(timer.current);
  }, [text, query, delay]);

  /** Applies what is typed now (Enter), cancelling the pending wait. */
  function commit() {
    clearTimeout(timer.current);
    onCommit(text);
  }

  return { text, setText, commit };
}
