// The app shell's one hook into quiz attempts kept on this device (features/quizzes/api/
// device-attempts.ts): they are sent when the network returns and join a student's account when
// they sign in. Run from the footer's deferred chunk (footer-part.ts), so the first screen's
// JavaScript never carries it (not from src/main.tsx either: the server preloads every chunk the
// entry imports); that code is a chunk of its own, loaded only on a device that holds such
// attempts (the quiz page starts it itself when it keeps one).
export function syncDeviceAttemptsLater(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof window === "undefined") return () => undefined;
  try {
    // An attempt still to send ("pending") or to join an account at sign-in ("sent"), as
    // player/progress.ts keeps them (JSON inside the JSON of the whole store, hence the escapes).
    if (
      /quiz-history:[^"]*":"(?:[^"\\]|\\.)*?\\"status\\":\\"(pending|sent)/.test(JSON.stringify(localStorage))
    )
      timer = setTimeout(() => {
        import("@/features/quizzes/api/device-attempts").then(
          (m) => m.startDeviceSync(),
          () => undefined,
        );
      }, 1500);
  } catch {
    // Storage blocked: nothing was kept either.
  }
  return () => clearTimeout(timer);
}
