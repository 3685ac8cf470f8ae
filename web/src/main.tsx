import './styles/global.css';

/**
 * The entry index.html names. A page the server rendered is painted first, and only then does the
 * app's code run (a first visit on a phone spends about a second on it: run straight away, it would
 * hold the first paint until it was done). The code downloads meanwhile (a page the browser
 * renders names it up front).
 */
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./boot').then(({ start }) => start(() => leaving));
  }, 0);
});

/**
 * Set once the visitor follows a link (or submits a form) of the painted page before the app has
 * taken it over: the browser is on its way to the next page, so the app does not start (it would
 * only cost the phone time, and its router would rewrite the history entry being left).
 */
let leaving = false;
addEventListener('beforeunload', () => {
  leaving = true;
});
// Still here after all (the navigation was stopped, or led to a download): start after all.
addEventListener('pageshow', () => {
  leaving = false;
});
