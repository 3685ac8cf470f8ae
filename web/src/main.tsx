import './styles/global.css';

/**
 * The entry index.html names. A page the server rendered is painted first, and only then does the
 * app's code run (a first visit on a phone spends about a second on it: run straight away, it would
 * hold the first paint until it was done). The code downloads meanwhile (a page the browser
 * renders names it up front).
 */
requestAnimationFrame(() => {
  setTimeout(run, 0);
});

/** The app's start (boot.tsx): true once it has taken the page over, false if it stood back. */
let started: Promise<boolean> | undefined;
function run(): void {
  started = import('./boot').then(({ start }) => start(() => leaving, releaseTaps));
}

/**
 * Buttons of the painted page tapped before the app has taken it over (Add to cart, the phone
 * menu...), in order, each once however often it was tapped: the app presses them again once it
 * has (boot.tsx), rather than the taps being lost. Links and plain forms (the navbar search, which
 * has an `action`) work as they are and are left alone.
 */
const taps: HTMLButtonElement[] = [];
function holdTap(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.disabled || button.form?.hasAttribute('action')) return;
  // Neither the browser's own action (a form's submission) nor a half-hydrated handler runs now.
  event.preventDefault();
  event.stopPropagation();
  if (!taps.includes(button)) taps.push(button);
}
addEventListener('click', holdTap, true);

/** Stops holding taps and answers those held so far. */
function releaseTaps(): HTMLButtonElement[] {
  removeEventListener('click', holdTap, true);
  return taps.splice(0);
}

/**
 * Set once the visitor follows a link (or submits a form) of the painted page before the app has
 * taken it over: the browser is on its way to the next page, so the app does not start (it would
 * only cost the phone time, and its router would rewrite the history entry being left).
 */
let leaving = false;
addEventListener('beforeunload', () => {
  leaving = true;
});
// Back on this page from the browser's back-forward cache: the visitor is here after all, and the
// app starts if it stood back. Only then: the page's own first `pageshow` comes with its load
// event, which may fire after the visitor has followed a link and while the browser goes there.
// (A navigation stopped before it left, or one that led to a download, leaves the page as painted:
// its links and forms work, and the next page starts the app.)
addEventListener('pageshow', (event) => {
  if (!event.persisted || !leaving) return;
  leaving = false;
  const attempt = started;
  void attempt?.then((done) => {
    if (!done && started === attempt && !leaving) run();
  });
});
