import { useEffect, useId, useState, type FormEvent } from 'react';
import { Alert, Button, ImageWithFallback, Modal, Select, TextArea, TextField } from '../../../components/ui';
import type { AdminProductFieldsFragment } from '../../../graphql/graphql';
import { uploadMutation } from '../../../lib/upload';
import { CreateProductMutation, UpdateProductMutation } from './operations';
import {
  ACCEPTED_IMAGE_TYPES,
  categoryOptions,
  emptyProductForm,
  isAcceptedImage,
  ProductFormMessages,
  validateProductForm,
  type ProductFormErrors,
  type ProductFormValues,
} from './product-form';

type FormState = Omit<ProductFormValues, 'image'> & { image: File | null };

function fromProduct(p: AdminProductFieldsFragment): FormState {
  return {
    name: p.name,
    category: p.category,
    price: p.price.toFixed(2),
    stock: String(p.stock),
    description: p.description,
    image: null,
  };
}

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
  const [values, setValues] = useState<FormState>(
    () => (product ? fromProduct(product) : emptyProductForm()) as FormState,
  );
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const fileId = useId();
  // Changing the key empties the (uncontrolled) file input when the form resets.
  const [fileKey, setFileKey] = useState(0);

  // A fresh form each time the modal opens (or switches product).
  useEffect(() => {
    if (!open) return;
    setValues((product ? fromProduct(product) : emptyProductForm()) as FormState);
    setErrors({});
    setFailure(null);
    setFileKey((k) => k + 1);
  }, [open, product]);

  useEffect(() => {
    if (!values.image) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(values.image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [values.image]);

  function set<K extends keyof FormState>(key: K, value: FormState[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const found = validateProductForm(values, { imageRequired: !editing });
    setErrors(found);
    if (Object.keys(found).length) return;
    const input = {
      name: values.name.trim(),
      category: values.category,
      price: Number(values.price),
      stock: Number(values.stock),
      description: values.description.trim(),
    };
    setSaving(true);
    try {
      if (product) {
        const data = await uploadMutation(
          UpdateProductMutation,
          { id: product.id, input },
          { image: values.image },
        );
        onSaved(data.updateProduct, 'edit');
      } else {
        const data = await uploadMutation(CreateProductMutation, { input }, { image: values.image });
        onSaved(data.createProduct, 'add');
        setValues(emptyProductForm() as FormState);
        setFileKey((k) => k + 1);
      }
    } catch (err) {
      const status = (err as { status?: number }).status;
      const message = err instanceof Error && err.message ? err.message : '';
      setFailure(
        message ||
          (product
            ? `Failed to update product (Status: ${status ?? 0})`
            : `Failed to add product (Status: ${status ?? 0})`),
      );
    } finally {
      setSaving(false);
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
      <form id={formId} className="product-form" onSubmit={onSubmit} noValidate>
        {failure && (
          <Alert variant="error" onDismiss={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        <TextField
          label="Name"
          required
          maxLength={200}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
        />
        <div className="product-form__row">
          <Select
            label="Category"
            required
            value={values.category}
            onChange={(e) => set('category', e.target.value)}
            options={categoryOptions(product?.category).map((c) => ({ value: c, label: c }))}
            error={errors.category}
          />
          <TextField
            label="Price (₹)"
            required
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={values.price}
            onChange={(e) => set('price', e.target.value)}
            error={errors.price}
          />
          <TextField
            label="Stock"
            required
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.stock}
            onChange={(e) => set('stock', e.target.value)}
            error={errors.stock}
          />
        </div>
        <TextArea
          label="Description"
          required
          rows={4}
          maxLength={5000}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          error={errors.description}
        />
        <div className="product-form__image">
          <div className="product-form__preview">
            <ImageWithFallback
              src={preview ?? product?.thumbnailUrl ?? product?.imageUrl}
              alt="Image preview"
            />
          </div>
          <TextField
            key={fileKey}
            label={editing ? 'Image (leave empty to keep the current one)' : 'Image'}
            required={!editing}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            hint="JPEG, PNG, GIF or WEBP, up to 5 MB"
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              set('image', file);
              if (file && !isAcceptedImage(file))
                setErrors((er) => ({ ...er, image: ProductFormMessages.image }));
            }}
            error={errors.image}
            data-testid="product-image-input"
          />
        </div>
      </form>
    </Modal>
  );
}
