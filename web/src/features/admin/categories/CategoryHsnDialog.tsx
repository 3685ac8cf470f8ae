import { useMutation } from '@apollo/client/react';
import { useId } from 'react';
import { Button, Form, FormTextField, Modal, useToast, useZodForm } from '../../../components/ui';
import { CategoryMessages } from '../messages';
import { hsnSchema } from './category-form';
import { SetCategoryHsnMutation } from './operations';

/** Sets or clears a category's HSN code: invoices issued later print it on its products' lines. */
export function CategoryHsnDialog({
  category,
  onClose,
}: {
  category: { id: string; name: string; hsnCode?: string | null } | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const formId = useId();
  const [save, { loading }] = useMutation(SetCategoryHsnMutation, { refetchQueries: ['AdminCategoryList'] });
  const form = useZodForm(hsnSchema, { values: { hsnCode: category?.hsnCode ?? '' } });

  async function submit({ hsnCode }: { hsnCode: string }) {
    if (!category) return;
    const res = await save({ variables: { id: category.id, hsnCode } });
    if (!res.data) throw new Error(CategoryMessages.hsnFailed);
    toast.success(
      hsnCode ? `HSN code of '${category.name}' saved` : `HSN code of '${category.name}' cleared`,
    );
    onClose();
  }

  return (
    <Modal
      open={category !== null}
      onClose={onClose}
      title={`HSN code of ${category?.name ?? ''}`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={loading} loadingText="Saving...">
            Save
          </Button>
        </>
      }
    >
      <Form form={form} id={formId} onSubmit={submit} failureMessage={CategoryMessages.hsnFailed}>
        <FormTextField
          control={form.control}
          name="hsnCode"
          label="HSN code"
          inputMode="numeric"
          maxLength={8}
          hint="4, 6 or 8 digits, printed on the tax invoice; a product may have its own. Empty clears it."
        />
      </Form>
    </Modal>
  );
}
