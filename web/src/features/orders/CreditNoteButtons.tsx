import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button, ErrorState, LoadingState, useToast } from '../../components/ui';
import { downloadAuthorized } from '../../lib/download';
import { OrderCreditNotesQuery } from './operations';
import { orderRef } from './order-helpers';
import styles from './CreditNoteButtons.module.css';

/**
 * The order's GST credit notes (A4 PDFs), one download button each: a cancelled or returned paid
 * order has one. The server answers only the order's owner and admins.
 */
export function CreditNoteButtons({ orderId, size = 'sm' }: { orderId: string; size?: 'sm' | 'md' | 'lg' }) {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(OrderCreditNotesQuery, {
    variables: { id: orderId },
    fetchPolicy: 'cache-and-network',
  });
  if (!data && loading) return <LoadingState label="Loading credit notes..." />;
  if (!data)
    return error ? (
      <ErrorState message="Credit notes could not be loaded" onRetry={() => void refetch()} />
    ) : null;

  async function download(note: { id: string; number: string; pdfPath: string }) {
    setBusy(note.id);
    try {
      await downloadAuthorized(note.pdfPath, `credit-note-${note.number.replace(/\//g, '-')}.pdf`);
      toast.success(`Credit note ${note.number} downloaded`);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'The download failed. Please try again.');
    } finally {
      setBusy(null);
    }
  }
  return (
    <>
      {data.order.creditNotes.map((note) => (
        <Button
          key={note.id}
          variant="secondary"
          size={size}
          className={styles.button}
          loading={busy === note.id}
          onClick={() => void download(note)}
          aria-label={`Download credit note ${note.number} (PDF) for order ${orderRef(orderId)}`}
          data-testid="download-credit-note"
        >
          Download credit note {note.number} (PDF)
        </Button>
      ))}
    </>
  );
}
