import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import {
  Button,
  Form,
  FormError,
  FormSelect,
  FormTextArea,
  FormTextField,
  ImageWithFallback,
  Modal,
  TextField,
  useZodForm,
} from '../../../components/ui';
import type { AdminProductFieldsFragment } from '../../../graphql/graphql';
import { UploadMutationError } from '../../../lib/graphql-errors';
import { uploadMutation } from '../../../lib/upload';
import { ProductFormMessages } from '../messages';
import { AdminProductCategoriesQuery, CreateProductMutation, UpdateProductMutation } from './operations';
import {
  ACCEPTED_IMAGE_TYPES,
  categoryOptions,
  emptyProductForm,
  isAcceptedImage,
  productFormSchema,
  type ProductFormValues,
} from './product-form';
import styles from './admin-products.module.css';

function fromProduct(p: AdminProductFieldsFragment): ProductFormValues {
  return {
    name: p.name,
    category: p.category,
    price: p.price.toFixed(2),
    stock: String(p.stock),
    description: p.description,
    hsnCode: p.hsnCode ?? '',
    image: null,
  };
}

const addSchema = productFormSchema({ imageRequired: true });
const editSchema = productFormSchema({ imageRequired: false });

/**
 * Add (product undefined) or Edit modal. The image goes up with the mutation as a GraphQL
 * multipart request; the form resets after a success.
 */
export function ProductFormModal({
  open,
  product,
  onClose,
  onSaved,
}: {
  open: boolean;
  product?: AdminProductFieldsFragment | null;
  onClose: () => void;
  onSaved: (saved: AdminProductFieldsFragment, mode: 'add' | 'edit') => void;
}) {
  const editing = Boolean(product);
  // The shop's one category list (Categories tab); the storefront reads the same list.
  const categories = useQuery(AdminProductCategoriesQuery);
  const names = (categories.data?.categories ?? []).map((c) => c.name);
  const firstCategory = names[0] ?? '';
  const form = useZodForm(editing ? editSchema : addSchema, {
    defaultValues: product ? fromProduct(product) : emptyProductForm<File>(firstCategory),
  });
  const { reset, setError, control } = form;
  const image = useWatch({ control, name: 'image' }) as File | null;
  const saving = form.formState.isSubmitting;
  const [preview, setPreview] = useState<string | null>(null);
  const fileId = useId();
  // Changing the key empties the (uncontrolled) file input when the form resets.
  const [fileKey, setFileKey] = useState(0);

  // A fresh form each time the modal opens (or switches product).
  useEffect(() => {
    if (!open) return;
    reset(product ? fromProduct(product) : emptyProductForm<File>(firstCategory));
    setFileKey((k) => k + 1);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a late category list must not reset what was typed
  }, [open, product, reset]);

  // The list arrived after the form opened: preselect its first category.
  const category = useWatch({ control, name: 'category' });
  useEffect(() => {
    if (open && !category && firstCategory) form.setValue('category', firstCategory);
  }, [open, category, firstCategory, form]);

  useEffect(() => {
    if (!image) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  async function submit({ image: file, ...input }: ReturnType<typeof addSchema.parse>) {
    try {
      if (product) {
        const data = await uploadMutation(UpdateProductMutation, { id: product.id, input }, { image: file });
        onSaved(data.updateProduct, 'edit');
      } else {
        const data = await uploadMutation(CreateProductMutation, { input }, { image: file });
        onSaved(data.createProduct, 'add');
        reset(emptyProductForm<File>(firstCategory));
        setFileKey((k) => k + 1);
      }
    } catch (err) {
      if (err instanceof UploadMutationError && err.field) throw err;
      const status = (err as { status?: number }).status ?? 0;
      const message = err instanceof Error && err.message ? err.message : '';
      throw new FormError(
        message ||
          (product ? ProductFormMessages.updateFailed(status) : ProductFormMessages.addFailed(status)),
      );
    }
  }

  const formId = `${fileId}-form`;
  return (
    <Modal
      open={open}
      onClose={() => !saving && onClose()}
      title={editing ? 'Edit product' : 'Add product'}
      size="lg"
      closeOnBackdrop={false}
      data-testid="product-form-modal"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving} loadingText="Saving...">
            {editing ? 'Save changes' : 'Add product'}
          </Button>
        </>
      }
    >
      <Form
        form={form}
        id={formId}
        className={styles.productForm}
        onSubmit={submit}
        failureMessage={editing ? ProductFormMessages.updateFailed(0) : ProductFormMessages.addFailed(0)}
      >
        <FormTextField control={control} name="name" label="Name" required maxLength={200} />
        <div className={styles.productFormRow}>
          <FormSelect
            control={control}
            name="category"
            label="Category"
            required
            options={categoryOptions(names, product?.category).map((c) => ({ value: c, label: c }))}
          />
          <FormTextField
            control={control}
            name="price"
            label="Price (₹)"
            required
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
          />
          <FormTextField
            control={control}
            name="stock"
            label="Stock"
            required
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
          />
        </div>
        <FormTextField
          control={control}
          name="hsnCode"
          label="HSN code"
          inputMode="numeric"
          maxLength={8}
          hint="Optional: 4, 6 or 8 digits for the tax invoice; empty uses the category's code."
        />
        <FormTextArea
          control={control}
          name="description"
          label="Description"
          required
          rows={4}
          maxLength={5000}
        />
        <div className={styles.productFormImage}>
          <div className={styles.productFormPreview}>
            <ImageWithFallback
              src={preview ?? product?.thumbnailUrl ?? product?.imageUrl}
              alt="Image preview"
              className={styles.previewImg}
            />
          </div>
          <ImageField
            key={fileKey}
            control={control}
            editing={editing}
            onInvalid={() => setError('image', { type: 'validate', message: ProductFormMessages.image })}
          />
        </div>
      </Form>
    </Modal>
  );
}

/** The (uncontrolled) file input, wired to the form's `image`; a file of the wrong type is flagged at once. */
function ImageField({
  control,
  editing,
  onInvalid,
}: {
  control: Control<ProductFormValues, unknown, ReturnType<typeof addSchema.parse>>;
  editing: boolean;
  onInvalid: () => void;
}) {
  const {
    field: { ref, name, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name: 'image' });
  return (
    <TextField
      ref={ref}
      name={name}
      label={editing ? 'Image (leave empty to keep the current one)' : 'Image'}
      required={!editing}
      type="file"
      accept={ACCEPTED_IMAGE_TYPES.join(',')}
      hint="JPEG, PNG, GIF or WEBP, up to 5 MB"
      onChange={(e) => {
        const file = e.target.files?.[0] ?? null;
        onChange(file);
        if (file && !isAcceptedImage(file)) onInvalid();
      }}
      onBlur={onBlur}
      error={error?.message}
      data-testid="product-image-input"
      className={styles.imageField}
    />
  );
}
