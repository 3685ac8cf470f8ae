import { useState } from 'react';
import { Button, useToast } from '../../components/ui';
import { downloadAuthorized } from '../../lib/download';
import { orderRef } from './order-helpers';

/** Downloads the order's GST tax invoice (A4 PDF); the server answers only its owner and admins. */
export function InvoiceButton({ orderId, size = 'sm' }: { orderId: string; size?: 'sm' | 'md' | 'lg' }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadAuthorized(
        `/api/orders/${orderId}/invoice.pdf`,
        `invoice-${orderRef(orderId).replace(/^#/, '')}.pdf`,
      );
      toast.success('Invoice downloaded');
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'The download failed. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="secondary"
      size={size}
      loading={busy}
      onClick={() => void download()}
      aria-label={`Download invoice (PDF) for order ${orderRef(orderId)}`}
      data-testid="download-invoice"
    >
      Download invoice (PDF)
    </Button>
  );
}
