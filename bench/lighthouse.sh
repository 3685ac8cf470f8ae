#!/usr/bin/env bash
# Lighthouse (mobile, the default form factor) on the home page, /products and a product page (the
# sitemap's first; PAGES="/ /products" for others), with Debian's Chromium and lighthouse 12 (13
# needs Node 22). Starts the built shop (npm start) on its own port and data folder unless URL is
# given:
#   bench/lighthouse.sh                     # PORT=5391
#   URL=http://localhost:5000 bench/lighthouse.sh
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${PORT:-5391}"
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
for page in ${PAGES:-/ /products $product}; do
  name=$(echo "$page" | tr '/' '_')
  CHROME_PATH=/usr/bin/chromium npx -y lighthouse@12.8.2 "$URL$page" --quiet \
    --only-categories=performance,accessibility,seo,best-practices \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage" \
    --output=json --output-path="$OUT/lighthouse$name.json" >/dev/null
  node -e '
    const r = require(process.argv[1]);
    const s = Object.fromEntries(Object.entries(r.categories).map(([k, c]) => [k, Math.round(c.score * 100)]));
    const a = r.audits;
    console.log(`${process.argv[2].padEnd(10)} performance ${s.performance}  accessibility ${s.accessibility}  seo ${s.seo}  best-practices ${s["best-practices"]}` +
      `  (FCP ${a["first-contentful-paint"].displayValue}, LCP ${a["largest-contentful-paint"].displayValue}, TBT ${a["total-blocking-time"].displayValue}, CLS ${a["cumulative-layout-shift"].displayValue})`);
    for (const c of ["performance", "accessibility", "seo"])
      for (const ref of r.categories[c].auditRefs)
        if (ref.weight > 0 && a[ref.id].score !== null && a[ref.id].score < 0.9) console.log(`    ${c}: ${a[ref.id].title} (${a[ref.id].displayValue ?? a[ref.id].score})`);
  ' "$OUT/lighthouse$name.json" "$page"
done
echo "reports: $OUT"
