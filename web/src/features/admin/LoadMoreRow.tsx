import { Button } from '../../components/ui';
import styles from './LoadMoreRow.module.css';

interface PageInfo {
  hasNextPage: boolean;
  endCursor?: string | null;
}

/** "Load more" under an admin list paged by cursor, while the server says a next page exists. */
export function LoadMoreRow({
  pageInfo,
  loading,
  onMore,
}: {
  pageInfo: PageInfo | null | undefined;
  loading: boolean;
  onMore: (after: string) => void;
}) {
  const after = pageInfo?.hasNextPage ? pageInfo.endCursor : null;
  if (!after) return null;
  return (
    <div className={styles.more}>
      <Button variant="secondary" loading={loading} loadingText="Loading..." onClick={() => onMore(after)}>
        Load more
      </Button>
    </div>
  );
}

/** The next page of a connection field appended to the edges already shown (Apollo's `updateQuery`). */
export function appendEdges<K extends string>(key: K) {
  return <T extends { [F in K]: { edges: readonly unknown[] } }>(
    prev: T,
    { fetchMoreResult }: { fetchMoreResult: T },
  ): T => ({
    ...fetchMoreResult,
    [key]: { ...fetchMoreResult[key], edges: [...prev[key].edges, ...fetchMoreResult[key].edges] },
  });
}
