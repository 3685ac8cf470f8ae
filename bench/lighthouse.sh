#!/usr/bin/env bash
# Lighthouse (mobile, the default form factor) on the home page, /products and a product page (the
# sitemap's first; PAGES="/ /products" for others), with Debian's Chromium and lighthouse 12 (13
# needs Node 22). Each page ROUNDS times (default 5), the pages taking turns; prints the median and
# the range of each score and metric (one run says little on a shared 2-core machine: TBT alone
# varies 2x between runs of the same build). Starts the built shop (npm start) on its own port and
# data folder unless URL is given:
#   bench/lighthouse.sh                     # PORT=5391
#   URL=http://localhost:5000 ROUNDS=3 bench/lighthouse.sh
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${PORT:-5391}"
ROUNDS="${ROUNDS:-5}"
OUT="${OUT:-$(mktemp -d)}"
started=""
if [ -z "${URL:-}" ]; then
  URL="http://127.0.0.1:${PORT}"
  DATA_DIR="$(mktemp -d)" PORT="$PORT" HOST=127.0.0.1 LOG_LEVEL=warn setsid npm start >"$OUT/server.log" 2>&1 &
  started=$!
  trap 'kill -TERM -- -"$started" 2>/dev/null || true' EXIT
  for _ in $(seq 1 600); do curl -sf -o /dev/null "$URL/" && break; sleep 0.5; done
fi
product=$(curl -sf "$URL/sitemap.xml" | grep -o '/products/[0-9a-f-]\{36\}' | head -1 || true)
pages="${PAGES:-/ /products $product}"
for round in $(seq 1 "$ROUNDS"); do
  for page in $pages; do
    name=$(echo "$page" | tr '/' '_')
    # A trace that failed to record (NO_NAVSTART, now and then with Chromium 155-156) is run again,
    # as Lighthouse asks; three failures in a row stop the script.
    for attempt in 1 2 3; do
      if CHROME_PATH=/usr/bin/chromium npx -y lighthouse@12.8.2 "$URL$page" --quiet \
        --only-categories=performance,accessibility,seo,best-practices \
        --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage" \
        --output=json --output-path="$OUT/lighthouse$name-$round.json" >/dev/null; then
        break
      fi
      if [ "$attempt" = 3 ]; then exit 1; fi
    done
  done
done
node -e '
  const fs = require("fs");
  const [out, rounds, ...pages] = process.argv.slice(1);
  const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[(s.length - 1) >> 1]; };
  const spread = (xs, f = (x) => x) => `${f(median(xs))} (${f(Math.min(...xs))}–${f(Math.max(...xs))})`;
  for (const page of pages) {
    const runs = [];
    for (let r = 1; r <= +rounds; r++) {
      const file = `${out}/lighthouse${page.replaceAll("/", "_")}-${r}.json`;
      if (fs.existsSync(file)) runs.push(JSON.parse(fs.readFileSync(file, "utf8")));
    }
    const score = (c) => runs.map((r) => Math.round(r.categories[c].score * 100));
    const metric = (id) => runs.map((r) => r.audits[id].numericValue);
    const ms = (x) => `${Math.round(x)} ms`;
    console.log(`${page} (${runs.length} runs): performance ${spread(score("performance"))}, accessibility ${spread(score("accessibility"))}, seo ${spread(score("seo"))}, best-practices ${spread(score("best-practices"))}`);
    console.log(`    FCP ${spread(metric("first-contentful-paint"), ms)}, LCP ${spread(metric("largest-contentful-paint"), ms)}, TBT ${spread(metric("total-blocking-time"), ms)}, CLS ${spread(metric("cumulative-layout-shift"), (x) => x.toFixed(3))}`);
    // What held back the run with the median performance score.
    const mid = runs.find((r) => Math.round(r.categories.performance.score * 100) === median(score("performance")));
    for (const c of ["performance", "accessibility", "seo", "best-practices"])
      for (const ref of mid.categories[c].auditRefs) {
        const a = mid.audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 0.9) console.log(`    ${c}: ${a.title} (${a.displayValue ?? a.score})`);
      }
  }
' "$OUT" "$ROUNDS" $pages
echo "reports: $OUT"
