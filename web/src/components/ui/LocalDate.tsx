import { formatDate } from '../../lib/dates';
import { useHydrated } from '../../lib/hydrated';

/**
 * A date (`<time>`) on a page the server may have rendered: in the shop's time zone there and
 * while the browser takes the page over (so both write the same text), then in the visitor's.
 * A screen the browser draws itself shows the visitor's zone from the start.
 */
export function LocalDate({ iso, className }: { iso: string; className?: string | undefined }) {
  const ownPage = useHydrated();
  return (
    <time className={className} dateTime={iso}>
      {formatDate(iso, ownPage ? 'visitor' : 'shop')}
    </time>
  );
}
